import { createFileRoute } from '@tanstack/react-router'
import { DashboardPage } from '../../features/cms/DashboardPage.tsx'

export const Route = createFileRoute('/cms/dashboard')({
  head: () => ({ meta: [{ title: 'Dashboard | Staff' }] }),
  component: DashboardPage,
})
