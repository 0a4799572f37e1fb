import { createFileRoute } from '@tanstack/react-router'
import { ArticlesPage } from '../../../features/cms/articles/ArticlesPage.tsx'
import { articleListSearch } from '../../../features/cms/articles/list-search.ts'

export const Route = createFileRoute('/cms/articles/')({
  head: () => ({ meta: [{ title: 'Articles | Staff' }] }),
  validateSearch: articleListSearch,
  component: function ArticlesRoute() {
    return <ArticlesPage search={Route.useSearch()} />
  },
})
