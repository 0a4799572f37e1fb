import { LIMIT_MESSAGES, MESSAGES } from '../copy/messages.ts'
import { UPLOAD_LIMITS } from '../limits.ts'
import { z } from '../zod.ts'

/**
 * The name part of a stored object's key ('<folder>/<name>'): our own random ids, so no dots, and no key can
 * climb out of its folder. The API's storage checks keys against it too.
 */
export const OBJECT_NAME_PATTERN = '[A-Za-z0-9_-]+'

// Only paths minted by our own upload flow are stored; anything else is refused here, before storage sees it.
const FEEDBACK_IMAGE_PATH = new RegExp(`^/objects/feedback/${OBJECT_NAME_PATTERN}$`)

// `error` on each base type: a field that is missing or not a string (an API call, not the form) gets the
// same message as an empty one.
export const feedbackSubmissionSchema = z.object({
  name: z
    .string({ error: MESSAGES.nameRequired })
    .trim()
    .min(1, MESSAGES.nameRequired)
    .max(UPLOAD_LIMITS.feedbackNameMaxChars, LIMIT_MESSAGES.nameTooLong),
  email: z
    .email({ error: MESSAGES.emailInvalid })
    .max(UPLOAD_LIMITS.feedbackEmailMaxChars, MESSAGES.emailInvalid),
  // Trimmed so ten spaces do not count as ten characters of feedback.
  feedback: z
    .string({ error: MESSAGES.feedbackTooShort })
    .trim()
    .min(UPLOAD_LIMITS.feedbackMinChars, MESSAGES.feedbackTooShort)
    .max(UPLOAD_LIMITS.feedbackMaxChars, LIMIT_MESSAGES.feedbackTooLong),
  imagePath: z.string().regex(FEEDBACK_IMAGE_PATH, 'Invalid image path').optional(),
})

export type FeedbackSubmission = z.infer<typeof feedbackSubmissionSchema>

// The feedback flow's wire contract (docs/product-rules.md, "Feedback flow"), shared by the API routes
// and the web client.

/** Name of the hidden honeypot input: people never see it, form-filling bots tend to fill it. */
export const FEEDBACK_HONEYPOT_FIELD = 'website'

/** POST /api/objects/upload answers a signed address for one PUT of the screenshot. */
export const uploadUrlResponseSchema = z.object({ uploadURL: z.string().min(1) })
export type UploadUrlResponse = z.infer<typeof uploadUrlResponseSchema>

/** POST /api/feedback answers 201 with the stored row's id. */
export const feedbackCreatedSchema = z.object({ id: z.string() })
export type FeedbackCreated = z.infer<typeof feedbackCreatedSchema>

/**
 * Turns an upload address (root-relative for local storage, absolute for a bucket, either with its
 * signature in the query) into the internal `/objects/feedback/{file}` path, or null when the address
 * does not point into private feedback storage.
 */
export function imagePathFromUploadUrl(uploadURL: string): string | null {
  const pathname = uploadURL.split(/[?#]/, 1)[0] ?? ''
  const match = new RegExp(`/feedback/(${OBJECT_NAME_PATTERN})$`).exec(pathname)
  return match ? `/objects/feedback/${match[1]}` : null
}
