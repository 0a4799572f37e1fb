import { describe, expect, it } from 'vitest'
import { ogImagePath, robotsContent, truncateDescription, truncateTitle } from './meta.ts'

const chars = (n: number) => 'abcdefghij'.repeat(20).slice(0, n)

describe('truncateTitle', () => {
  it('keeps a title of exactly 60 characters', () => {
    expect(truncateTitle(chars(60))).toBe(chars(60))
  })

  it('cuts a 61-character title to 57 plus an ellipsis', () => {
    const out = truncateTitle(chars(61))
    expect(out).toBe(`${chars(57)}...`)
    expect(out).toHaveLength(60)
  })

  it('leaves short titles alone', () => {
    expect(truncateTitle('Compress Image to 300KB | Free Online Tool')).toBe(
      'Compress Image to 300KB | Free Online Tool',
    )
  })
})

describe('truncateDescription', () => {
  it('keeps a description of exactly 155 characters', () => {
    expect(truncateDescription(chars(155))).toBe(chars(155))
  })

  it('cuts a 156-character description to 152 plus an ellipsis', () => {
    expect(truncateDescription(chars(156))).toBe(`${chars(152)}...`)
  })
})

describe('robotsContent', () => {
  it('follows noIndex', () => {
    expect(robotsContent(true)).toBe('noindex, nofollow')
    expect(robotsContent(false)).toBe('index, follow')
    expect(robotsContent()).toBe('index, follow')
  })
})

it('falls back to the og-image endpoint', () => {
  expect(ogImagePath('vietnam-visa-photo-requirements-complete-guide')).toBe(
    '/api/og-image/vietnam-visa-photo-requirements-complete-guide',
  )
})
