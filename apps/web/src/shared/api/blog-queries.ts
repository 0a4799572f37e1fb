// Query options for the blog resource, shared by the blog pages and the country landing pages. Keys never
// contain the origin: the server renders with an absolute one and the browser with '', and both must
// address the same cache entries for hydration to find the prerendered data.
import { queryOptions } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { BLOG, type BlogListResponse, type BlogPost, type BlogPostSummary, QUERY } from '@vps/specs'
import type { z } from 'zod'
import { getJson, HttpError } from './http.ts'
import { shouldRetryQuery } from './query-client.ts'

export interface BlogListParams {
  page: number
  search?: string | undefined
  country?: string | undefined
}

export const blogKeys = {
  all: ['blog'] as const,
  list: (params: BlogListParams) => ['blog', 'list', params] as const,
  post: (slug: string) => ['blog', 'post', slug] as const,
  related: (country: string, postId: string) => ['blog', 'related', country, postId] as const,
  country: (country: string) => ['blog', 'country', country] as const,
}

type Schemas = typeof import('@vps/specs/schemas')

/**
 * An answer checked against its schema. The schemas (and the validator) load with the first answer to
 * check, not with the page: a prerendered page hydrates from its own data (docs/stack.md, "Bundles").
 */
async function fetchParsed<T extends z.ZodType>(
  origin: string,
  path: string,
  schemaOf: (schemas: Schemas) => T,
): Promise<z.infer<T>> {
  const [body, schemas] = await Promise.all([getJson(`${origin}${path}`), import('@vps/specs/schemas')])
  return schemaOf(schemas).parse(body)
}

export const isNotFoundError = (error: unknown) => error instanceof HttpError && error.status === 404

// A missing article stays missing: retrying a 404 only delays the 'Article Not Found' page.
const retryUnlessNotFound = (failureCount: number, error: unknown) =>
  !isNotFoundError(error) && shouldRetryQuery(failureCount, error)

function listQueryString({ page, search, country }: BlogListParams): string {
  const query = new URLSearchParams({ page: String(page), limit: String(BLOG.pageSize) })
  if (search) query.set('search', search)
  if (country) query.set('country', country)
  return query.toString()
}

export const blogQueries = {
  list: (origin: string, params: BlogListParams) =>
    queryOptions({
      queryKey: blogKeys.list(params),
      queryFn: (): Promise<BlogListResponse> =>
        fetchParsed(origin, `/api/blog?${listQueryString(params)}`, (s) => s.blogListResponseSchema),
    }),

  post: (origin: string, slug: string) =>
    queryOptions({
      queryKey: blogKeys.post(slug),
      queryFn: (): Promise<BlogPost> =>
        fetchParsed(origin, `/api/blog/${encodeURIComponent(slug)}`, (s) => s.blogPostSchema),
      retry: retryUnlessNotFound,
    }),

  related: (origin: string, country: string, postId: string) =>
    queryOptions({
      queryKey: blogKeys.related(country, postId),
      queryFn: (): Promise<BlogPostSummary[]> =>
        fetchParsed(
          origin,
          `/api/blog/related/${encodeURIComponent(country)}/${encodeURIComponent(postId)}`,
          (s) => s.blogPostSummaryListSchema,
        ),
      // Related articles change rarely; the spec keeps them for ten minutes.
      staleTime: QUERY.relatedStaleTimeMs,
    }),

  country: (origin: string, country: string) =>
    queryOptions({
      queryKey: blogKeys.country(country),
      queryFn: (): Promise<BlogPostSummary[]> =>
        fetchParsed(
          origin,
          `/api/blog/country/${encodeURIComponent(country)}`,
          (s) => s.blogPostSummaryListSchema,
        ),
    }),
}

/** The origin queries go to from a component: the router's context ('' in the browser). */
export function useApiOrigin(): string {
  const router = useRouter()
  return (router.options.context as { apiOrigin?: string } | undefined)?.apiOrigin ?? ''
}
