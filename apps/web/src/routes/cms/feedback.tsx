import { createFileRoute } from '@tanstack/react-router'
import { FeedbackInboxPage } from '../../features/cms/FeedbackInboxPage.tsx'
import { inboxSearch } from '../../features/cms/inbox/inbox-search.ts'

export const Route = createFileRoute('/cms/feedback')({
  head: () => ({ meta: [{ title: 'Feedback | Staff' }] }),
  validateSearch: inboxSearch,
  component: function FeedbackRoute() {
    return <FeedbackInboxPage search={Route.useSearch()} />
  },
})
