import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { BLOG, type BlogPost } from '@vps/specs'
import { ArrowRight, Clock } from 'lucide-react'
import { trackEvent } from '../../shared/analytics/analytics.ts'
import { blogQueries, useApiOrigin } from '../../shared/api/blog-queries.ts'
import { BlogCardSkeleton } from './BlogCard.tsx'

/** Up to three articles from the same country; requested once the article itself is loaded. */
export function RelatedArticles({ post }: { post: BlogPost }) {
  const origin = useApiOrigin()
  const { data, isPending } = useQuery(blogQueries.related(origin, post.country, String(post.id)))
  const related = (data ?? []).slice(0, BLOG.relatedArticles)
  if (!isPending && related.length === 0) return null

  return (
    <section aria-labelledby="related-heading" className="mt-14">
      <h2 id="related-heading" className="text-2xl font-bold text-slate-900">
        Related Articles
      </h2>
      <div className="mt-6 grid gap-6 md:grid-cols-3">
        {isPending
          ? Array.from({ length: BLOG.relatedArticles }, (_, i) => <BlogCardSkeleton key={i} />)
          : related.map((item) => (
              <article
                key={item.id}
                className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
              >
                <h3 className="font-semibold text-slate-900">{item.title}</h3>
                <div className="mt-2 flex-1">
                  <p className="line-clamp-3 text-sm text-slate-600">{item.excerpt}</p>
                </div>
                <p className="mt-3 inline-flex items-center gap-1 text-xs text-slate-500">
                  <Clock aria-hidden="true" className="h-3.5 w-3.5" />
                  {item.readingTime}
                </p>
                <Link
                  to="/blog/$slug"
                  params={{ slug: item.slug }}
                  onClick={() => trackEvent('read_article', { category: 'related', label: item.slug })}
                  aria-label={`Read Article: ${item.title}`}
                  className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-blue-700 hover:text-blue-900 hover:underline"
                >
                  Read Article
                  <ArrowRight aria-hidden="true" className="h-4 w-4" />
                </Link>
              </article>
            ))}
      </div>
    </section>
  )
}
