import { createFileRoute, Outlet } from '@tanstack/react-router'

// The staff area is never indexed. Its pages are split into their own chunks and load lazily behind a spinner.
export const Route = createFileRoute('/cms')({
  head: () => ({ meta: [{ name: 'robots', content: 'noindex, nofollow' }] }),
  component: Outlet,
})
