import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'

/** Renders a component that uses <Link> inside a throwaway in-memory router at the given path. */
export async function renderWithRouter(ui: () => ReactNode, path = '/') {
  const routeTree = createRootRoute({ component: ui })
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [path] }) })
  await router.load()
  // The app registers its own router type globally; this test router has a different (smaller) tree.
  return render(<RouterProvider router={router as never} />)
}
