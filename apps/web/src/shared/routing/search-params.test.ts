import { describe, expect, it } from 'vitest'
import { choiceParam, pageParam, textParam } from './search-params.ts'

describe('address filters', () => {
  it('keeps trimmed text up to its limit and drops anything else', () => {
    expect(textParam('  japan ', 100)).toBe('japan')
    expect(textParam('x'.repeat(101), 100)).toBeUndefined()
    expect(textParam({ q: 1 }, 100)).toBeUndefined()
    // The router reads '?search=2024' as a number; it is still the text typed.
    expect(textParam(2024, 100)).toBe('2024')
  })

  it('takes a page from 1 up, as a number or its text', () => {
    expect(pageParam(3)).toBe(3)
    expect(pageParam('2')).toBe(2)
    for (const bad of [0, -3, '-3', 1.5, 'abc', '', null, Number.NaN]) expect(pageParam(bad)).toBeUndefined()
  })

  it('takes only one of the listed words', () => {
    expect(choiceParam('unread', ['all', 'read', 'unread'])).toBe('unread')
    expect(choiceParam('archived', ['draft', 'published'])).toBeUndefined()
  })
})
