import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { LoginPage } from '../../features/cms/LoginPage.tsx'

// `next` is checked again before use (only /cms pages); here it is only typed.
const searchSchema = z.object({ next: z.string().optional().catch(undefined) })

export const Route = createFileRoute('/cms/login')({
  head: () => ({ meta: [{ title: 'Sign in | Staff' }] }),
  validateSearch: searchSchema,
  component: function LoginRoute() {
    const { next } = Route.useSearch()
    return <LoginPage next={next} />
  },
})
