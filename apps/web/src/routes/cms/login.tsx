import { createFileRoute } from '@tanstack/react-router'
import { LoginPage } from '../../features/cms/LoginPage.tsx'

export const Route = createFileRoute('/cms/login')({
  head: () => ({ meta: [{ title: 'Sign in | Staff' }] }),
  component: LoginPage,
})
