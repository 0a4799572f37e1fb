// Test helpers: a component that uses <Link> or the query cache, mounted inside a throwaway in-memory router
// with the app's query client (the country menus, home tiles and blog links read the destination list
// through it).
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createQueryClient } from '../api/query-client.ts'

/**
 * The element to render (with render, or renderToString for the server's HTML) and its query client. Pass a
 * `client` to seed its cache first.
 */
export async function routedPage(
  ui: () => ReactNode,
  { path = '/', client = createQueryClient() }: { path?: string; client?: QueryClient } = {},
) {
  const Page = ui
  const routeTree = createRootRoute({
    component: () => (
      <QueryClientProvider client={client}>
        <Page />
      </QueryClientProvider>
    ),
  })
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [path] }) })
  await router.load()
  // The app registers its own router type globally; this test router has a different (smaller) tree.
  return { client, page: <RouterProvider router={router as never} /> }
}

/** Renders `ui` inside a throwaway router at `path`. */
export async function renderWithRouter(ui: () => ReactNode, path = '/') {
  return render((await routedPage(ui, { path })).page)
}
