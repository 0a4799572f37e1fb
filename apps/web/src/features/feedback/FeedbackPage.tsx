import { useMutation } from '@tanstack/react-query'
import { feedbackErrorToast, TOASTS } from '@vps/specs'
import { toast } from '../../shared/toast/toast-store.ts'
import { FeedbackForm } from './FeedbackForm.tsx'
import { feedbackErrorText, submitFeedback } from './feedback-api.ts'
import { ThankYou } from './ThankYou.tsx'

/**
 * docs/product-rules.md, "Feedback flow": editing -> submitting -> success (thank-you screen) or error
 * (toast, form as typed). The mutation's retries follow the query client's defaults ("Client transport and
 * retry policy").
 */
export function FeedbackPage() {
  const mutation = useMutation({
    mutationFn: submitFeedback,
    onSuccess: () => toast(TOASTS.feedbackSubmitted),
    onError: (error) => toast(feedbackErrorToast(feedbackErrorText(error))),
  })

  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:py-16">
      {mutation.isSuccess ? (
        // Back to a new, empty form: it remounts, so nothing typed or chosen before survives.
        <ThankYou onSubmitMore={() => mutation.reset()} />
      ) : (
        <>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            Please Leave Instant Feedback
          </h1>
          <p className="mt-3 text-slate-600">
            Tell us what works, what doesn&apos;t and what you would like next. A screenshot helps us see
            exactly what you saw.
          </p>
          <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <FeedbackForm onSubmit={(values) => mutation.mutate(values)} submitting={mutation.isPending} />
          </div>
        </>
      )}
    </div>
  )
}
