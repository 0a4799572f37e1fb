import { Link } from '@tanstack/react-router'
import { BLOG, type BlogPostSummary } from '@vps/specs'
import { trackEvent } from '../../shared/analytics/analytics.ts'
import { useDestinationLabel } from '../../shared/country/use-destination-list.ts'
import { CardIcon } from './BlogCardIcons.tsx'
import { formatLongDate } from './format.ts'

/**
 * One article in a grid; featured cards are larger and show more tags. Its icons reference the sprite
 * (`BlogCardIconSprite`) that the page holding the grid draws once.
 */
export function BlogCard({ post, featured = false }: { post: BlogPostSummary; featured?: boolean }) {
  const tags = post.tags.slice(0, featured ? BLOG.featuredCardTags : BLOG.cardTags)
  // The name staff gave an added destination, not its code (built-in names in the HTML, as the list starts).
  const country = useDestinationLabel(post.country).name
  return (
    <article
      className={`group blog-card ${
        featured ? 'border-blue-200 ring-1 ring-blue-100' : 'border-slate-200 hover:border-blue-300'
      }`}
    >
      <div className="flex flex-wrap items-center gap-2 text-xs font-medium">
        <span className="rounded-full bg-blue-50 px-2.5 py-1 text-blue-800">{country}</span>
        {featured && (
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2.5 py-1 text-amber-800">
            <CardIcon name="star" className="h-3 w-3" />
            Featured
          </span>
        )}
      </div>
      <h3
        className={`mt-3 font-semibold text-slate-900 group-hover:text-blue-800 ${featured ? 'text-xl' : 'text-lg'}`}
      >
        <Link
          to="/blog/$slug"
          params={{ slug: post.slug }}
          onClick={() => trackEvent('read_article', { category: 'blog', label: post.slug })}
          // The stretched link makes the whole card clickable while the heading stays the accessible name.
          className="blog-card-link"
        >
          {post.title}
        </Link>
      </h3>
      {/* The clamp sits inside the growing box: a clamped element that is itself stretched shows a 4th line. */}
      <div className="mt-2 flex-1">
        <p className="line-clamp-3 text-sm text-slate-600">{post.excerpt}</p>
      </div>
      {tags.length > 0 && (
        <ul aria-label="Tags" className="mt-4 flex flex-wrap gap-1.5">
          {tags.map((tag) => (
            <li key={tag} className="blog-card-tag">
              {tag}
            </li>
          ))}
        </ul>
      )}
      <div className="blog-card-meta">
        <span className="inline-flex items-center gap-3">
          <span className="inline-flex items-center gap-1">
            <CardIcon name="calendar" className="blog-card-icon" />
            <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt)}</time>
          </span>
          <span className="inline-flex items-center gap-1">
            <CardIcon name="clock" className="blog-card-icon" />
            {post.readingTime}
          </span>
        </span>
        <span aria-hidden="true" className="inline-flex items-center gap-1 font-semibold text-blue-700">
          Read
          <CardIcon
            name="arrow"
            className="blog-card-icon transition-transform group-hover:translate-x-0.5"
          />
        </span>
      </div>
    </article>
  )
}

export function BlogCardSkeleton() {
  return (
    <div
      data-testid="blog-card-skeleton"
      className="animate-pulse rounded-2xl border border-slate-200 bg-white p-6"
    >
      <div className="h-5 w-20 rounded-full bg-slate-200" />
      <div className="mt-4 h-5 w-5/6 rounded bg-slate-200" />
      <div className="mt-2 h-5 w-2/3 rounded bg-slate-200" />
      <div className="mt-4 h-3 w-full rounded bg-slate-100" />
      <div className="mt-2 h-3 w-full rounded bg-slate-100" />
      <div className="mt-2 h-3 w-4/5 rounded bg-slate-100" />
      <div className="mt-6 h-3 w-1/3 rounded bg-slate-100" />
    </div>
  )
}

/** The list's loading state: six placeholder cards. */
export function BlogGridSkeleton() {
  return (
    <section
      aria-busy="true"
      aria-label="Loading articles"
      className="grid gap-6 md:grid-cols-2 lg:grid-cols-3"
    >
      {Array.from({ length: BLOG.skeletonCards }, (_, i) => (
        <BlogCardSkeleton key={i} />
      ))}
    </section>
  )
}
