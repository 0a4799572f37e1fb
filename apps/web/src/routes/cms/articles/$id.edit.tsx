import { createFileRoute } from '@tanstack/react-router'
import { ArticleEditorPage } from '../../../features/cms/ArticleEditorPage.tsx'

export const Route = createFileRoute('/cms/articles/$id/edit')({
  head: () => ({ meta: [{ title: 'Edit article | Staff' }] }),
  component: function EditArticleRoute() {
    const { id } = Route.useParams()
    return <ArticleEditorPage articleId={id} />
  },
})
