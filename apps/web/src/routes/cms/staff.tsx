import { createFileRoute } from '@tanstack/react-router'
import { StaffPage } from '../../features/cms/StaffPage.tsx'

export const Route = createFileRoute('/cms/staff')({
  head: () => ({ meta: [{ title: 'Staff accounts | Staff' }] }),
  component: StaffPage,
})
