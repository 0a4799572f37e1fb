import { createRouter as createTanStackRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { routeTree } from './routeTree.gen.ts'
import { createQueryClient } from './shared/api/query-client.ts'
import { NotFoundPage } from './shared/layout/NotFoundPage.tsx'
import { PageSpinner } from './shared/ui/Spinner.tsx'

export interface CreateRouterOptions {
  /**
   * Origin that data queries are sent to. '' in the browser (same origin); the server renderer passes an
   * absolute one, because a relative URL means nothing to fetch() in Node.
   */
  apiOrigin?: string
}

// A new router and QueryClient per call: prerendering renders many URLs in one process and state must not leak.
export function createRouter({ apiOrigin = '' }: CreateRouterOptions = {}) {
  const queryClient = createQueryClient()
  const router = createTanStackRouter({
    routeTree,
    context: { queryClient, apiOrigin },
    scrollRestoration: true,
    defaultPreload: 'intent',
    defaultPendingComponent: PageSpinner,
    defaultNotFoundComponent: NotFoundPage,
  })
  setupRouterSsrQueryIntegration({ router, queryClient })
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createRouter>
  }
}
