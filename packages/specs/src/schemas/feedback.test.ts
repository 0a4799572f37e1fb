import { describe, expect, it } from 'vitest'
import { feedbackSubmissionSchema, imagePathFromUploadUrl } from './feedback.ts'

const valid = { name: 'Ana', email: 'ana@example.com', feedback: 'The crop worked great.' }

const messages = (input: unknown) => {
  const result = feedbackSubmissionSchema.safeParse(input)
  return result.success ? [] : result.error.issues.map((i) => i.message)
}

describe('feedbackSubmissionSchema', () => {
  it('accepts a submission with and without an image path', () => {
    expect(feedbackSubmissionSchema.safeParse(valid).success).toBe(true)
    expect(
      feedbackSubmissionSchema.safeParse({ ...valid, imagePath: '/objects/feedback/3f2a-b9c_1' }).success,
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

  it('uses the same messages for missing or non-string fields', () => {
    expect(messages({})).toEqual([
      'Name is required',
      'Valid email is required',
      'Please provide at least 10 characters of feedback',
    ])
    expect(messages({ name: 1, email: ['a@b.c'], feedback: null })).toHaveLength(3)
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
    // Upload names are our own ids, never with a dot: storage would refuse the key.
    '/objects/feedback/abc.png',
  ])('rejects image path %j', (imagePath) => {
    expect(feedbackSubmissionSchema.safeParse({ ...valid, imagePath }).success).toBe(false)
  })
})

describe('imagePathFromUploadUrl', () => {
  it.each([
    [
      '/api/objects/upload/feedback/9f86d081884c7d65?expires=1&max=2&signature=abc',
      '/objects/feedback/9f86d081884c7d65',
    ],
    [
      'https://bucket.s3.eu-west-1.amazonaws.com/feedback/0a1b2c?X-Amz-Expires=900&X-Amz-Signature=f',
      '/objects/feedback/0a1b2c',
    ],
    ['http://127.0.0.1:9000/bucket/feedback/abc-123', '/objects/feedback/abc-123'],
  ])('maps %s to an internal path', (url, path) => {
    expect(imagePathFromUploadUrl(url)).toBe(path)
    expect(feedbackSubmissionSchema.safeParse({ ...valid, imagePath: path }).success).toBe(true)
  })

  it.each(['/api/objects/upload/other/abc', 'https://cdn.example/feedback/', '/feedback/a/b?x=/feedback/c'])(
    'refuses %s',
    (url) => {
      expect(imagePathFromUploadUrl(url)).toBeNull()
    },
  )
})
