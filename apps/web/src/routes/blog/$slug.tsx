import { createFileRoute } from '@tanstack/react-router'
import { ArticlePage, articleHead } from '../../features/blog/ArticlePage.tsx'

export const Route = createFileRoute('/blog/$slug')({
  head: ({ params }) => articleHead(params.slug),
  component: function ArticleRoute() {
    const { slug } = Route.useParams()
    return <ArticlePage slug={slug} />
  },
})
