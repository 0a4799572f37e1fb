import { createFileRoute } from '@tanstack/react-router'
import { AuditPage } from '../../features/cms/AuditPage.tsx'

export const Route = createFileRoute('/cms/audit')({
  head: () => ({ meta: [{ title: 'Audit log | Staff' }] }),
  component: AuditPage,
})
