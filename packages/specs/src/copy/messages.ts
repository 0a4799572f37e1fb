import { UPLOAD_LIMITS } from '../limits.ts'

// Texts that are not toasts: thrown errors, form validation and fixed page copy.
// Tests and screens match on these exact strings, so change them only with the spec.
export const MESSAGES = {
  nameRequired: 'Name is required',
  emailInvalid: 'Valid email is required',
  feedbackTooShort: 'Please provide at least 10 characters of feedback',
  screenshotTooLarge: 'Image file must be smaller than 1MB',
  uploadFailed: 'Failed to upload image',
  articleNotFoundTitle: 'Article Not Found',
  articleNotFoundText: "The article you're looking for doesn't exist.",
  notFoundTitle: '404 Page Not Found',
  notFoundText: 'Did you forget to add the page to the router?',
  ovalGuide: 'Position face within oval guide (70-80% of photo height)',
  backgroundIssueTitle: 'Background Issue Detected',
  backgroundWarning:
    "Your photo has a non-white background. While we've optimized other aspects, this photo may be rejected by immigration authorities. Try uploading a photo with a white or cream background for best results.",
} as const

/** Our own texts for bounds the spec leaves open (UPLOAD_LIMITS.feedback*MaxChars). */
export const LIMIT_MESSAGES = {
  nameTooLong: `Name must be at most ${UPLOAD_LIMITS.feedbackNameMaxChars} characters`,
  feedbackTooLong: `Please keep your feedback under ${UPLOAD_LIMITS.feedbackMaxChars.toLocaleString('en-US')} characters`,
} as const

/** The server's answers when it cannot do the work right now (issue #48). */
export const SERVICE_MESSAGES = {
  /** 503 with Retry-After: PostgreSQL restarting or out of reach, or this process no longer owning its folder. */
  databaseUnavailable: 'The site cannot reach its database right now. Please try again in a few seconds.',
  /** 503: more pages to make, or searches to run, than the server takes on at once. */
  busy: 'The site is busy right now. Please try again in a few seconds.',
  /** 429: one connection asking for more new pages or searches at once than a person would. */
  tooManyAtOnce: 'Too many requests at once from your connection. Please wait for the ones already sent.',
  /** Above a page served from the build's copy because the database could not be read (where it may be stale). */
  staleCopy:
    'This page could not be brought up to date just now. It shows the copy saved when the site was built, and may miss recent changes.',
} as const

export function countryNotFoundMessage(code: string): string {
  return `Country specifications not found for: ${code}`
}
