import { createFileRoute } from '@tanstack/react-router'
import { ArticlesPage } from '../../../features/cms/articles/ArticlesPage.tsx'
import { articleListSearchSchema } from '../../../features/cms/articles/list-search.ts'

export const Route = createFileRoute('/cms/articles/')({
  head: () => ({ meta: [{ title: 'Articles | Staff' }] }),
  validateSearch: articleListSearchSchema,
  component: function ArticlesRoute() {
    return <ArticlesPage search={Route.useSearch()} />
  },
})
