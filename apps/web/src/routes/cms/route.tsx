import { createFileRoute } from '@tanstack/react-router'
import { CmsLayout } from '../../features/cms/layout/CmsLayout.tsx'

// The staff area is never indexed. Its pages are split into their own chunks and load lazily behind a spinner;
// the layout holds the navigation and the client-side guard.
export const Route = createFileRoute('/cms')({
  head: () => ({ meta: [{ name: 'robots', content: 'noindex, nofollow' }] }),
  component: CmsLayout,
})
