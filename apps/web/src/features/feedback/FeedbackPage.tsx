import { pageHead } from '../../shared/seo/head.ts'

export const feedbackHead = () =>
  pageHead({
    title: 'Please Leave Instant Feedback',
    description: 'Tell us what works and what does not. Your feedback shapes the next version of the tools.',
    path: '/feedback',
  })

export function FeedbackPage() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-bold">Please Leave Instant Feedback</h1>
    </div>
  )
}
