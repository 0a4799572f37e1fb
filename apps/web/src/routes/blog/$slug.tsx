import { createFileRoute, notFound } from '@tanstack/react-router'
import { ArticleNotFound, ArticlePage, ArticleSkeleton } from '../../features/blog/ArticlePage.tsx'
import { articleHead } from '../../features/blog/article-meta.ts'
import { blogQueries, isNotFoundError } from '../../shared/api/blog-queries.ts'

export const Route = createFileRoute('/blog/$slug')({
  loader: async ({ context, params }) => {
    const { queryClient, apiOrigin } = context
    const post = await queryClient
      .ensureQueryData(blogQueries.post(apiOrigin, params.slug))
      .catch((error: unknown) => {
        // An unknown slug renders this route's not-found view, and the server answers with status 404.
        throw isNotFoundError(error) ? notFound() : error
      })
    const related = queryClient.prefetchQuery(blogQueries.related(apiOrigin, post.country, String(post.id)))
    // The server waits so prerendered pages carry their related links; the browser shows the article at once.
    if (import.meta.env.SSR) await related
    return post
  },
  head: ({ loaderData, params }) => articleHead(loaderData, params.slug),
  pendingComponent: ArticleSkeleton,
  notFoundComponent: ArticleNotFound,
  // A failed load shows the same message as a missing article (docs/product-rules.md, "Blog").
  errorComponent: ArticleNotFound,
  component: function ArticleRoute() {
    const { slug } = Route.useParams()
    return <ArticlePage slug={slug} />
  },
})
