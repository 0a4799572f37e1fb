import { createFileRoute } from '@tanstack/react-router'
import { FeedbackInboxPage } from '../../features/cms/FeedbackInboxPage.tsx'

export const Route = createFileRoute('/cms/feedback')({
  head: () => ({ meta: [{ title: 'Feedback | Staff' }] }),
  component: FeedbackInboxPage,
})
