import { createFileRoute } from '@tanstack/react-router'
import { LoginPage } from '../../features/cms/LoginPage.tsx'
import { textParam } from '../../shared/routing/search-params.ts'

// `next` is checked again before use (only /cms pages); here it is only typed.
const loginSearch = (search: Record<string, unknown>): { next?: string | undefined } => ({
  next: textParam(search.next, 2000),
})

export const Route = createFileRoute('/cms/login')({
  head: () => ({ meta: [{ title: 'Sign in | Staff' }] }),
  validateSearch: loginSearch,
  component: function LoginRoute() {
    const { next } = Route.useSearch()
    return <LoginPage next={next} />
  },
})
