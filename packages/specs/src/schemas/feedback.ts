import { z } from 'zod'
import { MESSAGES } from '../copy/messages.ts'
import { UPLOAD_LIMITS } from '../limits.ts'

// Only paths minted by our own upload flow are stored; "." and ".." are refused so
// the path can never step out of the feedback folder.
const FEEDBACK_IMAGE_PATH = /^\/objects\/feedback\/(?!\.{1,2}$)[A-Za-z0-9._-]+$/

export const feedbackSubmissionSchema = z.object({
  name: z.string().trim().min(1, MESSAGES.nameRequired),
  email: z.email(MESSAGES.emailInvalid),
  // Trimmed so ten spaces do not count as ten characters of feedback.
  feedback: z.string().trim().min(UPLOAD_LIMITS.feedbackMinChars, MESSAGES.feedbackTooShort),
  imagePath: z.string().regex(FEEDBACK_IMAGE_PATH, 'Invalid image path').optional(),
})

export type FeedbackSubmission = z.infer<typeof feedbackSubmissionSchema>
