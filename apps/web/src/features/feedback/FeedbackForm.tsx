import { zodResolver } from '@hookform/resolvers/zod'
import { FEEDBACK_HONEYPOT_FIELD } from '@vps/specs'
import { Loader2, Send } from 'lucide-react'
import { type ReactNode, useId } from 'react'
import { type FieldError, useController, useForm } from 'react-hook-form'
import { useHydrated } from '../../shared/ui/use-hydrated.ts'
import {
  EMPTY_FEEDBACK_FORM,
  type FeedbackFormInput,
  type FeedbackFormValues,
  feedbackFormSchema,
} from './form-schema.ts'
import { ScreenshotField } from './ScreenshotField.tsx'

export interface FeedbackFormProps {
  onSubmit: (values: FeedbackFormValues) => void
  submitting: boolean
}

const inputClass =
  'mt-1 block w-full rounded-lg border px-3 py-2 text-slate-900 shadow-sm outline-none placeholder:text-slate-400 focus:ring-4 disabled:bg-slate-50 ' +
  'aria-[invalid=true]:border-red-500 aria-[invalid=true]:focus:ring-red-500/20 border-slate-300 focus:border-blue-600 focus:ring-blue-600/20'

/**
 * Name, email, feedback and an optional screenshot, validated with the shared zod schema: the messages
 * under the fields are the spec's, the same ones the API answers with. Stays mounted (and as typed) when a
 * submission fails; the page replaces it with the thank-you screen on success.
 */
export function FeedbackForm({ onSubmit, submitting }: FeedbackFormProps) {
  const hydrated = useHydrated()
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<FeedbackFormInput, unknown, FeedbackFormValues>({
    resolver: zodResolver(feedbackFormSchema),
    defaultValues: EMPTY_FEEDBACK_FORM,
  })
  const screenshot = useController({ control, name: 'screenshot' })

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5" aria-busy={submitting}>
      <Field label="Name" error={errors.name}>
        {(props) => (
          <input
            {...props}
            {...register('name')}
            type="text"
            autoComplete="name"
            placeholder="Your name"
            disabled={submitting}
            className={inputClass}
          />
        )}
      </Field>
      <Field label="Email" error={errors.email}>
        {(props) => (
          <input
            {...props}
            {...register('email')}
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            disabled={submitting}
            className={inputClass}
          />
        )}
      </Field>
      <Field label="Feedback" error={errors.feedback}>
        {(props) => (
          <textarea
            {...props}
            {...register('feedback')}
            rows={6}
            placeholder="What worked, what didn't, what would you like to see?"
            disabled={submitting}
            className={`${inputClass} resize-y`}
          />
        )}
      </Field>

      <ScreenshotField
        file={screenshot.field.value ?? null}
        onChange={screenshot.field.onChange}
        error={errors.screenshot?.message}
        disabled={submitting}
      />

      {/* The honeypot: off-screen and out of the tab order, so people never fill it; bots filling every
          field do, and the API then quietly discards the submission. Not display:none, which bots skip. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          Website
          <input {...register(FEEDBACK_HONEYPOT_FIELD)} type="text" tabIndex={-1} autoComplete="off" />
        </label>
      </div>

      <button
        type="submit"
        disabled={submitting || !hydrated}
        // Faded only while submitting: before hydration the button is disabled too, but only for a moment,
        // and a flash of a greyed-out button on every visit would look broken.
        className={`inline-flex w-full items-center justify-center gap-2 rounded-lg bg-blue-600 px-5 py-3 font-semibold text-white shadow-sm hover:bg-blue-700 focus-visible:ring-4 focus-visible:ring-blue-600/30 focus-visible:outline-none sm:w-auto ${
          submitting ? 'cursor-not-allowed opacity-60' : ''
        }`}
      >
        {submitting ? (
          <Loader2 aria-hidden="true" className="h-5 w-5 animate-spin" />
        ) : (
          <Send aria-hidden="true" className="h-5 w-5" />
        )}
        {submitting ? 'Submitting...' : 'Submit Feedback'}
      </button>
    </form>
  )
}

interface FieldControlProps {
  id: string
  'aria-invalid': boolean | undefined
  'aria-describedby': string | undefined
}

/** A label, its control and the control's error, wired together for assistive technology. */
function Field({
  label,
  error,
  children,
}: {
  label: string
  error: FieldError | undefined
  children: (props: FieldControlProps) => ReactNode
}) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {error?.message && (
        <p id={errorId} className="mt-1 text-sm text-red-600">
          {error.message}
        </p>
      )}
    </div>
  )
}
