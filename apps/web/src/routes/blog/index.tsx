import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { BlogListPage } from '../../features/blog/BlogListPage.tsx'
import { BlogListSkeleton } from '../../features/blog/BlogListSkeleton.tsx'
import { blogListHead, blogListParams } from '../../features/blog/blog-list-meta.ts'
import { blogQueries } from '../../shared/api/blog-queries.ts'

// Search and filters live in the URL so '/blog?country=vietnam' and '/blog?search=japan' can be shared;
// bad values fall back instead of failing the page.
const blogSearchSchema = z.object({
  search: z.string().trim().max(100).optional().catch(undefined),
  country: z.string().trim().max(60).optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
})

export const Route = createFileRoute('/blog/')({
  validateSearch: blogSearchSchema,
  loaderDeps: ({ search }) => blogListParams(search),
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(blogQueries.list(context.apiOrigin, deps)),
  head: ({ loaderData }) => blogListHead(loaderData),
  pendingComponent: BlogListSkeleton,
  component: BlogListPage,
})
