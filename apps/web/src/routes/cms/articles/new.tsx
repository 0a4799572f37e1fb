import { createFileRoute } from '@tanstack/react-router'
import { ArticleEditorPage } from '../../../features/cms/ArticleEditorPage.tsx'

export const Route = createFileRoute('/cms/articles/new')({
  head: () => ({ meta: [{ title: 'New article | Staff' }] }),
  component: () => <ArticleEditorPage articleId={null} />,
})
