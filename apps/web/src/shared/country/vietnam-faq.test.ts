import { builtInDestination } from '@vps/specs'
import { describe, expect, it } from 'vitest'
import { defaultSpecOf } from './destination.ts'
import { buildVietnamFaq } from './vietnam-faq.ts'

describe('buildVietnamFaq', () => {
  const vietnam = builtInDestination('vietnam')
  if (!vietnam) throw new Error('Vietnam is built in')
  const entries = buildVietnamFaq(defaultSpecOf(vietnam))
  const all = entries.map((e) => `${e.question} ${e.answer}`).join('\n')

  it('is long: at least 10 entries with unique ids', () => {
    expect(entries.length).toBeGreaterThanOrEqual(10)
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length)
  })

  it("explains the 'Portrait photo was captured from another source' error and how to avoid it", () => {
    const meaning = entries.find((e) => e.id === 'another-source')
    const avoid = entries.find((e) => e.id === 'another-source-avoid')
    expect(meaning?.question).toContain("'Portrait photo was captured from another source'")
    expect(avoid?.question).toContain('Portrait photo was captured from another source')
  })

  it('describes the 150 pixels per inch workaround', () => {
    const workaround = entries.find((e) => e.id === 'ppi-workaround')
    expect(workaround?.question).toContain('150 pixels per inch')
    expect(workaround?.answer).toContain('150 pixels/inch')
  })

  it('uses the fixed 4x6 cm spec', () => {
    expect(all).toContain('4x6 cm (40x60 mm)')
    expect(all).toContain('472x708 px at 300 dpi')
    expect(all).toContain('at most 240KB')
    expect(all).toContain('70-80%')
  })
})
