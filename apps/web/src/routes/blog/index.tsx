import { createFileRoute } from '@tanstack/react-router'
import { BlogListPage } from '../../features/blog/BlogListPage.tsx'
import { BlogListSkeleton } from '../../features/blog/BlogListSkeleton.tsx'
import { blogListHead, blogListParams } from '../../features/blog/blog-list-meta.ts'
import { blogQueries } from '../../shared/api/blog-queries.ts'
import { pageParam, textParam } from '../../shared/routing/search-params.ts'

// Search and filters live in the URL so '/blog?country=vietnam' and '/blog?search=japan' can be shared;
// bad values fall back instead of failing the page.
const blogSearch = (
  search: Record<string, unknown>,
): {
  search?: string | undefined
  country?: string | undefined
  page?: number | undefined
} => ({
  search: textParam(search.search, 100),
  country: textParam(search.country, 60),
  page: pageParam(search.page),
})

export const Route = createFileRoute('/blog/')({
  validateSearch: blogSearch,
  loaderDeps: ({ search }) => blogListParams(search),
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(blogQueries.list(context.apiOrigin, deps)),
  head: ({ loaderData }) => blogListHead(loaderData),
  pendingComponent: BlogListSkeleton,
  component: BlogListPage,
})
