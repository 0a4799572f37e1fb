// A throwaway router holding the staff pages under test, with the app's real query client (its retry rules)
// and fetch stubbed by URL and method, so each test states exactly what the API answers.
import { QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { vi } from 'vitest'
import { createQueryClient } from '../../../shared/api/query-client.ts'

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

export const apiError = (status: number, code: string, message: string) =>
  json({ error: { code, message } }, status)

export type Handler = (init: RequestInit, url: URL) => Response | Promise<Response>

/** Routes 'METHOD /path' to a handler; anything else answers 599 so a stray call fails the test loudly. */
export function stubApi(handlers: Record<string, Handler>) {
  const calls: { method: string; url: URL; init: RequestInit }[] = []
  const fetchMock = vi.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost')
    const method = (init.method ?? 'GET').toUpperCase()
    calls.push({ method, url, init })
    const handler = handlers[`${method} ${url.pathname}`]
    return handler
      ? handler(init, url)
      : new Response(`no stub for ${method} ${url.pathname}`, { status: 599 })
  })
  vi.stubGlobal('fetch', fetchMock)
  return calls
}

export const STAFF_ADMIN = {
  id: 'u-admin',
  email: 'admin@example.com',
  name: 'Ada Admin',
  role: 'admin' as const,
  disabled: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  lastSignInAt: '2026-01-02T00:00:00.000Z',
}
export const STAFF_EDITOR = {
  ...STAFF_ADMIN,
  id: 'u-editor',
  email: 'ed@example.com',
  name: 'Ed Editor',
  role: 'editor' as const,
}
export const CSRF = 'csrf-token-0123456789abcdef'

export interface PageSpec {
  path: string
  component: () => ReactNode
}

/** Renders `pages` (each at its path) under `layout`, starting at `initial`. Returns the router to read the URL. */
export async function renderAt(
  initial: string,
  pages: PageSpec[],
  layout: () => ReactNode = () => <Outlet />,
) {
  const client = createQueryClient()
  const root = createRootRoute({
    component: () => (
      <QueryClientProvider client={client}>
        <Outlet />
      </QueryClientProvider>
    ),
  })
  const shell = createRoute({ getParentRoute: () => root, id: 'shell', component: layout })
  const children = pages.map((page) =>
    createRoute({ getParentRoute: () => shell, path: page.path, component: page.component }),
  )
  const router = createRouter({
    routeTree: root.addChildren([shell.addChildren(children)]),
    history: createMemoryHistory({ initialEntries: [initial] }),
  })
  await router.load()
  // The app registers its own router type globally; this one has a different tree.
  const view = render(<RouterProvider router={router as never} />)
  return { router, client, view }
}
