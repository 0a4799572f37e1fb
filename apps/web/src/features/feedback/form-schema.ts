// The form's own schema: the shared submission schema (the server checks the same rules, with the same
// messages), plus the honeypot and the chosen screenshot, which becomes imagePath only after its upload.
import {
  FEEDBACK_HONEYPOT_FIELD,
  feedbackSubmissionSchema,
  MESSAGES,
  TOASTS,
  type ToastCopy,
  UPLOAD_LIMITS,
} from '@vps/specs'
import { z } from '@vps/specs/schemas'

// Not `z.instanceof(File)`: this module is also evaluated while prerendering, and the check must not
// depend on a browser global existing at import time.
const isFile = (value: unknown): value is File =>
  typeof value === 'object' && value !== null && 'size' in value && 'type' in value && 'name' in value

export const feedbackFormSchema = feedbackSubmissionSchema.omit({ imagePath: true }).extend({
  [FEEDBACK_HONEYPOT_FIELD]: z.string(),
  // Checked again on submit (docs/product-rules.md, "Feedback flow"): the file may have changed on disk since
  // it was chosen.
  screenshot: z
    .custom<File | null>((value) => value === null || isFile(value))
    .refine((file) => !file || file.size <= UPLOAD_LIMITS.screenshotMaxBytes, MESSAGES.screenshotTooLarge),
})

export type FeedbackFormInput = z.input<typeof feedbackFormSchema>
export type FeedbackFormValues = z.output<typeof feedbackFormSchema>

export const EMPTY_FEEDBACK_FORM: FeedbackFormInput = {
  name: '',
  email: '',
  feedback: '',
  [FEEDBACK_HONEYPOT_FIELD]: '',
  screenshot: null,
}

/** The toast for a screenshot refused on choosing, or null when it may be kept. */
export function screenshotChoiceProblem(file: Pick<File, 'type' | 'size'>): ToastCopy | null {
  if (!file.type.startsWith(UPLOAD_LIMITS.imageTypePrefix)) return TOASTS.invalidFileType
  if (file.size > UPLOAD_LIMITS.screenshotMaxBytes) return TOASTS.screenshotTooLarge
  return null
}
