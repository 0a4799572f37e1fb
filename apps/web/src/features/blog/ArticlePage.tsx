import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type BlogPost, countryLinks } from '@vps/specs'
import { ArrowLeft, Camera, MapPin } from 'lucide-react'
import { trackEvent } from '../../shared/analytics/analytics.ts'
import { blogQueries, useApiOrigin } from '../../shared/api/blog-queries.ts'
import { useDestinationLabel } from '../../shared/country/use-destination-list.ts'
import { ArticleHeader } from './ArticleHeader.tsx'
import { RelatedArticles } from './RelatedArticles.tsx'
import { ShareButton } from './ShareButton.tsx'

export { ArticleNotFound, ArticleSkeleton } from './ArticleStates.tsx'

// The article body is HTML from the API, allow-listed there on the way in and out; these variants give its
// elements the site's typography without a plugin.
const PROSE = [
  'text-slate-800 leading-relaxed',
  '[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900 [&_h2]:scroll-mt-24',
  '[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-1.5',
  '[&_a]:font-medium [&_a]:text-blue-700 [&_a]:underline [&_a:hover]:text-blue-900',
  '[&_strong]:font-semibold [&_strong]:text-slate-900',
  '[&_blockquote]:mt-6 [&_blockquote]:rounded-r-lg [&_blockquote]:border-l-4 [&_blockquote]:border-amber-400 [&_blockquote]:bg-amber-50 [&_blockquote]:px-4 [&_blockquote]:py-1',
  '[&_table]:mt-6 [&_table]:w-full [&_table]:border-collapse [&_table]:text-sm [&_th]:border [&_th]:border-slate-200 [&_th]:bg-slate-50 [&_th]:p-2.5 [&_th]:text-left [&_td]:border [&_td]:border-slate-200 [&_td]:p-2.5',
  // On a phone a table wider than the screen (a guide's document comparison) scrolls by itself, not the page.
  'max-sm:[&_table]:block max-sm:[&_table]:overflow-x-auto',
  '[&_dl]:mt-4 [&_dt]:mt-5 [&_dt]:font-semibold [&_dt]:text-slate-900 [&_dd]:mt-1.5',
].join(' ')

export function ArticlePage({ slug }: { slug: string }) {
  const origin = useApiOrigin()
  // The route's loader has the post in the cache (or threw notFound), so this never suspends on first render.
  const { data: post } = useSuspenseQuery(blogQueries.post(origin, slug))
  return <Article post={post} />
}

function Article({ post }: { post: BlogPost }) {
  // Name and links from the served list of enabled destinations (built-ins until it arrives, as in the HTML):
  // an added destination reads as the name staff gave it and links its photo and landing pages; a disabled
  // one links nothing, since both are 404s.
  const destination = useDestinationLabel(post.country)
  const links = countryLinks(post.country)
  const country = destination.name
  const track = (label: string) => () => trackEvent('click_link', { category: 'article', label })

  return (
    <article className="bg-slate-50 pb-16">
      <ArticleHeader post={post} countryName={country} />
      <div className="mx-auto max-w-3xl px-4">
        {/* Allow-listed HTML: the API sanitises article content when it is stored and again when served. */}
        <div className={`${PROSE} mt-8`} dangerouslySetInnerHTML={{ __html: post.content }} />

        {post.tags.length > 0 && (
          <ul aria-label="Tags" className="mt-10 flex flex-wrap gap-2 border-t border-slate-200 pt-6">
            {post.tags.map((tag) => (
              <li
                key={tag}
                className="rounded-full bg-white px-3 py-1 text-sm text-slate-700 ring-1 ring-slate-200"
              >
                {tag}
              </li>
            ))}
          </ul>
        )}

        <div className="mt-8 flex flex-wrap items-center justify-between gap-4 rounded-2xl bg-blue-700 p-6 text-white">
          <div>
            <p className="text-lg font-semibold">Make a photo that meets these rules</p>
            <p className="text-sm text-blue-50">Free, in your browser, without uploading your photo.</p>
          </div>
          {destination.enabled && (
            <Link
              to={links.photoTool}
              onClick={track(links.photoTool)}
              className="inline-flex items-center gap-2 rounded-lg bg-white px-5 py-2.5 font-semibold text-blue-800 hover:bg-blue-50"
            >
              <Camera aria-hidden="true" className="h-5 w-5" />
              Try Photo Optimizer
            </Link>
          )}
        </div>

        <div className="mt-8 flex justify-end">
          <ShareButton slug={post.slug} title={post.title} excerpt={post.excerpt} position="bottom" />
        </div>

        <RelatedArticles post={post} />

        <nav aria-label="More guides" className="mt-12 flex flex-wrap gap-3 border-t border-slate-200 pt-8">
          <Link
            to="/blog"
            onClick={track('/blog')}
            className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2.5 font-semibold text-slate-800 hover:bg-slate-50"
          >
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            Back to Blog
          </Link>
          {destination.enabled && (
            <Link
              to={links.landing}
              onClick={track(links.landing)}
              className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2.5 font-semibold text-slate-800 hover:bg-slate-50"
            >
              <MapPin aria-hidden="true" className="h-4 w-4" />
              View {country} Guide
            </Link>
          )}
        </nav>
      </div>
    </article>
  )
}
