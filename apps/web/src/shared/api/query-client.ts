import { QueryClient } from '@tanstack/react-query'
import { QUERY, retryDelayMs } from '@vps/specs'
import { HttpError } from './http.ts'

function statusOf(error: unknown): number | null {
  return error instanceof HttpError ? error.status : null
}

/**
 * The retry policy (docs/product-rules.md, "Client transport and retry policy"), shared by the browser and
 * the prerenderer.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  const status = statusOf(error)
  if (status !== null && (QUERY.noRetryStatuses.query as readonly number[]).includes(status)) return false
  return failureCount < QUERY.queryRetries
}

export function shouldRetryMutation(failureCount: number, error: unknown): boolean {
  const status = statusOf(error)
  if (status !== null && (QUERY.noRetryStatuses.mutation as readonly number[]).includes(status)) return false
  return failureCount < QUERY.mutationRetries
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY.staleTimeMs,
        gcTime: QUERY.gcTimeMs,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: shouldRetryQuery,
        retryDelay: retryDelayMs,
      },
      mutations: { retry: shouldRetryMutation, retryDelay: retryDelayMs },
    },
  })
}
