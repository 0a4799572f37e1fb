import { describe, expect, it } from 'vitest'
import { feedbackSubmissionSchema } from './feedback.ts'

const valid = { name: 'Ana', email: 'ana@example.com', feedback: 'The crop worked great.' }

const messages = (input: unknown) => {
  const result = feedbackSubmissionSchema.safeParse(input)
  return result.success ? [] : result.error.issues.map((i) => i.message)
}

describe('feedbackSubmissionSchema', () => {
  it('accepts a submission with and without an image path', () => {
    expect(feedbackSubmissionSchema.safeParse(valid).success).toBe(true)
    expect(
      feedbackSubmissionSchema.safeParse({ ...valid, imagePath: '/objects/feedback/3f2a-b9.c_1.png' })
        .success,
    ).toBe(true)
  })

  it('trims the name', () => {
    expect(feedbackSubmissionSchema.parse({ ...valid, name: '  Ana  ' }).name).toBe('Ana')
  })

  it('uses the spec messages', () => {
    expect(messages({ ...valid, name: '   ' })).toEqual(['Name is required'])
    expect(messages({ ...valid, email: 'not-an-email' })).toEqual(['Valid email is required'])
    expect(messages({ ...valid, feedback: 'too short' })).toEqual([
      'Please provide at least 10 characters of feedback',
    ])
  })

  it('counts feedback characters after trimming', () => {
    expect(feedbackSubmissionSchema.safeParse({ ...valid, feedback: '0123456789' }).success).toBe(true)
    expect(messages({ ...valid, feedback: '   012345678   ' })).toEqual([
      'Please provide at least 10 characters of feedback',
    ])
  })

  it.each([
    'https://storage.example.com/feedback/a.png',
    '/objects/feedback/',
    '/objects/feedback/..',
    '/objects/feedback/.',
    '/objects/feedback/../secrets',
    '/objects/other/a.png',
    '/objects/feedback/a b.png',
  ])('rejects image path %j', (imagePath) => {
    expect(feedbackSubmissionSchema.safeParse({ ...valid, imagePath }).success).toBe(false)
  })
})
