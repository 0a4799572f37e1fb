import { MESSAGES, TOASTS, UPLOAD_LIMITS } from '@vps/specs'
import { describe, expect, it } from 'vitest'
import { EMPTY_FEEDBACK_FORM, feedbackFormSchema, screenshotChoiceProblem } from './form-schema.ts'

const MB = UPLOAD_LIMITS.screenshotMaxBytes
const sized = (bytes: number, type = 'image/png') => {
  const file = new File(['x'], 'shot.png', { type })
  Object.defineProperty(file, 'size', { value: bytes })
  return file
}
const filled = {
  ...EMPTY_FEEDBACK_FORM,
  name: 'Ana',
  email: 'ana@example.com',
  feedback: 'Works well for me.',
}

describe('feedbackFormSchema', () => {
  it('gives the spec messages for an empty form', () => {
    const result = feedbackFormSchema.safeParse(EMPTY_FEEDBACK_FORM)
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['name', 'Name is required'],
      ['email', 'Valid email is required'],
      ['feedback', 'Please provide at least 10 characters of feedback'],
    ])
  })

  it('checks the screenshot size again on submit', () => {
    expect(feedbackFormSchema.safeParse({ ...filled, screenshot: sized(MB) }).success).toBe(true)
    const result = feedbackFormSchema.safeParse({ ...filled, screenshot: sized(MB + 1) })
    expect(result.error?.issues.map((i) => i.message)).toEqual([MESSAGES.screenshotTooLarge])
  })
})

describe('screenshotChoiceProblem', () => {
  it('keeps an image up to 1MB', () => {
    expect(screenshotChoiceProblem(sized(MB))).toBeNull()
    expect(screenshotChoiceProblem(sized(10, 'image/gif'))).toBeNull()
  })

  it('refuses a larger image with the screenshot toast, and a non-image with the type toast', () => {
    expect(screenshotChoiceProblem(sized(MB + 1))).toEqual(TOASTS.screenshotTooLarge)
    expect(screenshotChoiceProblem(sized(10, 'text/plain'))).toEqual(TOASTS.invalidFileType)
  })
})
