import { createFileRoute } from '@tanstack/react-router'
import { CodesPage } from '../../features/cms/CodesPage.tsx'

export const Route = createFileRoute('/cms/codes')({
  head: () => ({ meta: [{ title: 'Country codes | Staff' }] }),
  component: CodesPage,
})
