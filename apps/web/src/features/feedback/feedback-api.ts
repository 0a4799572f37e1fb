// The feedback calls (docs/product-rules.md, "Feedback flow"), in order: an upload address, the PUT of the
// screenshot, then the submission naming it. Used as one mutation, so a retry starts over with a fresh
// (single-use) address.
import {
  apiErrorSchema,
  type FeedbackCreated,
  feedbackCreatedSchema,
  imagePathFromUploadUrl,
  MESSAGES,
  uploadUrlResponseSchema,
} from '@vps/specs'
import { apiRequest } from '../../shared/api/http.ts'
import type { FeedbackFormValues } from './form-schema.ts'

/** Uploads the screenshot and answers its internal path, '/objects/feedback/{file}'. */
export async function uploadScreenshot(file: File): Promise<string> {
  const response = await apiRequest('POST', '/api/objects/upload')
  const { uploadURL } = uploadUrlResponseSchema.parse(await response.json())
  const imagePath = imagePathFromUploadUrl(uploadURL)
  // No credentials: with S3 storage the address is the bucket, which must never see the site's cookies.
  const put = await fetch(uploadURL, {
    method: 'PUT',
    body: file,
    headers: { 'Content-Type': file.type },
    credentials: 'omit',
  }).catch(() => null)
  if (!put?.ok || !imagePath) throw new Error(MESSAGES.uploadFailed)
  return imagePath
}

export async function submitFeedback(values: FeedbackFormValues): Promise<FeedbackCreated> {
  const imagePath = values.screenshot ? await uploadScreenshot(values.screenshot) : undefined
  const response = await apiRequest('POST', '/api/feedback', {
    name: values.name,
    email: values.email,
    feedback: values.feedback,
    // Omitted rather than empty (docs/product-rules.md, "Feedback flow"); the honeypot only travels when
    // something filled it.
    ...(imagePath ? { imagePath } : {}),
    ...(values.website ? { website: values.website } : {}),
  })
  return feedbackCreatedSchema.parse(await response.json())
}

/**
 * The text of the error toast. Transport errors read '<status>: <body>'; when the body is the API's JSON
 * error, its message replaces the raw JSON so the visitor reads a sentence, still after the status.
 */
export function feedbackErrorText(error: unknown): string | undefined {
  if (!(error instanceof Error) || !error.message) return undefined
  const match = /^(\d{3}): ([\s\S]*)$/.exec(error.message)
  if (!match) return error.message
  try {
    const body = apiErrorSchema.safeParse(JSON.parse(match[2] ?? ''))
    if (body.success) return `${match[1]}: ${body.data.error.message}`
  } catch {
    // Not JSON: the body text is the message.
  }
  return error.message
}
