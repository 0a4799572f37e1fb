import { describe, expect, it } from 'vitest'
import { homeHead } from './home-meta.ts'

describe('homeHead', () => {
  it('names no number of countries, which the served tiles below could contradict, and fits unclipped', () => {
    const description = homeHead().meta.find((tag) => 'name' in tag && tag.name === 'description')?.content
    expect(description).toEqual(expect.any(String))
    expect(description).not.toMatch(/\d+\s+countries/i)
    expect(String(description).length).toBeLessThanOrEqual(155)
  })
})
