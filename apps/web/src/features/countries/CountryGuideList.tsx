import { Link } from '@tanstack/react-router'
import { BLOG, type BlogPostSummary, countryLinks } from '@vps/specs'
import { BookOpen, Clock } from 'lucide-react'

export type GuidePost = Pick<BlogPostSummary, 'slug' | 'title' | 'excerpt' | 'readingTime'>

type Props = {
  country: string
  /** The destination's name as served (staff may have named an added one). */
  name: string
  posts: readonly GuidePost[]
  loading: boolean
}

/** Up to six articles for a country; skeletons while loading, a pointer to the tool when there are none. */
export function CountryGuideList({ country, name, posts, loading }: Props) {
  if (loading) {
    return (
      <ul aria-busy="true" aria-label="Loading articles" className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: BLOG.skeletonCards }, (_, index) => (
          <li
            key={index}
            data-testid="guide-skeleton"
            className="animate-pulse rounded-xl border border-slate-200 bg-white p-5"
          >
            <div className="h-5 w-3/4 rounded bg-slate-200" />
            <div className="mt-3 h-4 w-full rounded bg-slate-100" />
            <div className="mt-2 h-4 w-5/6 rounded bg-slate-100" />
            <div className="mt-4 h-3 w-1/3 rounded bg-slate-100" />
          </li>
        ))}
      </ul>
    )
  }

  if (posts.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
        <BookOpen aria-hidden="true" className="mx-auto h-8 w-8 text-slate-400" />
        <p className="mt-3 text-slate-700">Expert articles are being prepared...</p>
        <Link
          to={countryLinks(country).photoTool}
          className="mt-4 inline-block font-semibold text-blue-700 underline hover:text-blue-900"
        >
          Use the {name} photo optimizer
        </Link>
      </div>
    )
  }

  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {posts.slice(0, BLOG.vietnamArticles).map((post) => (
        <li key={post.slug}>
          <Link
            to="/blog/$slug"
            params={{ slug: post.slug }}
            className="group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 hover:border-blue-400 hover:shadow-sm"
          >
            <span className="font-semibold text-slate-900 group-hover:text-blue-800 group-hover:underline">
              {post.title}
            </span>
            <span className="mt-2 line-clamp-3 flex-1 text-sm text-slate-600">{post.excerpt}</span>
            <span className="mt-4 flex items-center gap-1.5 text-xs text-slate-500">
              <Clock aria-hidden="true" className="h-3.5 w-3.5" />
              {post.readingTime}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
