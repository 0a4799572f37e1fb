import { createFileRoute } from '@tanstack/react-router'
import { FeedbackInboxPage } from '../../features/cms/FeedbackInboxPage.tsx'
import { inboxSearchSchema } from '../../features/cms/inbox/inbox-search.ts'

export const Route = createFileRoute('/cms/feedback')({
  head: () => ({ meta: [{ title: 'Feedback | Staff' }] }),
  validateSearch: inboxSearchSchema,
  component: function FeedbackRoute() {
    return <FeedbackInboxPage search={Route.useSearch()} />
  },
})
