import { Link } from '@tanstack/react-router'
import { BLOG, type BlogPost } from '@vps/specs'
import { Calendar, Clock, Star, User } from 'lucide-react'
import { Breadcrumb, breadcrumbLinkClass } from '../../shared/ui/Breadcrumb.tsx'
import { formatLongDate } from './format.ts'
import { ShareButton } from './ShareButton.tsx'

/** `countryName` is the article's destination as the served list names it (see ArticlePage). */
export function ArticleHeader({ post, countryName: country }: { post: BlogPost; countryName: string }) {
  return (
    <header className="border-b border-slate-200 bg-gradient-to-b from-blue-50 to-white">
      <div className="mx-auto max-w-3xl px-4 py-10">
        <Breadcrumb
          lastIsLink
          items={[
            <Link key="home" to="/" className={breadcrumbLinkClass}>
              Home
            </Link>,
            <Link key="blog" to="/blog" className={breadcrumbLinkClass}>
              Blog
            </Link>,
            <Link key="country" to="/blog" search={{ country: post.country }} className={breadcrumbLinkClass}>
              {country}
            </Link>,
          ]}
        />
        <ul aria-label="Article labels" className="mt-5 flex flex-wrap gap-2 text-xs font-medium">
          <li className="rounded-full bg-blue-100 px-3 py-1 text-blue-800">{country}</li>
          {post.featured && (
            <li className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-3 py-1 text-amber-800">
              <Star aria-hidden="true" className="h-3 w-3" />
              Featured Guide
            </li>
          )}
          {post.tags.slice(0, BLOG.articleHeaderTags).map((tag) => (
            <li key={tag} className="rounded-full bg-slate-100 px-3 py-1 text-slate-700">
              {tag}
            </li>
          ))}
        </ul>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">{post.title}</h1>
        <p className="mt-4 text-lg text-slate-700">{post.excerpt}</p>
        <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
          <dl className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-slate-600">
            <div className="inline-flex items-center gap-1.5">
              <dt>
                <User aria-hidden="true" className="h-4 w-4" />
                <span className="sr-only">Author</span>
              </dt>
              <dd>{post.author}</dd>
            </div>
            <div className="inline-flex items-center gap-1.5">
              <dt>
                <Calendar aria-hidden="true" className="h-4 w-4" />
                <span className="sr-only">Published</span>
              </dt>
              <dd>
                <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt)}</time>
              </dd>
            </div>
            <div className="inline-flex items-center gap-1.5">
              <dt>
                <Clock aria-hidden="true" className="h-4 w-4" />
                <span className="sr-only">Reading time</span>
              </dt>
              <dd>{post.readingTime}</dd>
            </div>
          </dl>
          <ShareButton slug={post.slug} title={post.title} excerpt={post.excerpt} position="top" />
        </div>
      </div>
    </header>
  )
}
