import { describe, expect, it } from 'vitest'
import { ImageTooLargeError } from './errors.ts'
import { assertDecodable } from './guard.ts'
import { IMAGE_LIMITS } from './options.ts'

describe('assertDecodable', () => {
  it('accepts 50 megapixels and refuses more with a message the page can show', () => {
    expect(IMAGE_LIMITS.maxPixels).toBe(50_000_000)
    expect(() => assertDecodable({ width: 10_000, height: 5_000 })).not.toThrow()
    let error: unknown
    try {
      assertDecodable({ width: 10_000, height: 5_001 })
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(ImageTooLargeError)
    expect((error as Error).message).toMatch(/10000x5001 \(50\.0 megapixels\); the limit is 50\.0 megapixels/)
  })

  it('takes another limit and rejects empty sizes', () => {
    expect(() => assertDecodable({ width: 200, height: 200 }, 10_000)).toThrow(ImageTooLargeError)
    expect(() => assertDecodable({ width: 0, height: 10 })).toThrow(RangeError)
  })
})
