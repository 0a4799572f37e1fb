import { pageHead } from '../../shared/seo/head.ts'

// Apart from the page: a route's head is in the first bundle, its page is not.

export const feedbackHead = () =>
  pageHead({
    title: 'Please Leave Instant Feedback',
    description: 'Tell us what works and what does not. Your feedback shapes the next version of the tools.',
    path: '/feedback',
  })
