import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createQueryClient } from '../../shared/api/query-client.ts'

/**
 * Renders a component that uses <Link> inside a throwaway in-memory router at the given path, with the app's
 * query client (sections read the destination list through it).
 */
export async function renderWithRouter(ui: () => ReactNode, path = '/') {
  const client = createQueryClient()
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
  return render(<RouterProvider router={router as never} />)
}
