import { QUALITY } from '@vps/specs'
import { describe, expect, it } from 'vitest'
import { bestOfWindow, compareFrames } from './best-frame.ts'

const open = QUALITY.checks.eyesOpen.minOpen + 0.2
const shut = QUALITY.checks.eyesOpen.minOpen - 0.1

describe('compareFrames', () => {
  it('prefers open eyes to any sharpness, then the sharper frame', () => {
    expect(
      compareFrames({ eyesOpen: open, sharpness: 0.3 }, { eyesOpen: shut, sharpness: 0.9 }),
    ).toBeGreaterThan(0)
    expect(
      compareFrames({ eyesOpen: open, sharpness: 0.5 }, { eyesOpen: open, sharpness: 0.4 }),
    ).toBeGreaterThan(0)
    expect(
      compareFrames({ eyesOpen: null, sharpness: 0.9 }, { eyesOpen: open, sharpness: 0.1 }),
    ).toBeLessThan(0)
  })
})

describe('bestOfWindow', () => {
  it('takes the best frame of the window and releases every other one', () => {
    const released: string[] = []
    const window = bestOfWindow<string>(1000, (item) => released.push(item))
    window.push(0, { eyesOpen: open, sharpness: 0.4 }, 'a')
    window.push(100, { eyesOpen: open, sharpness: 0.7 }, 'b')
    window.push(200, { eyesOpen: shut, sharpness: 0.9 }, 'blink')
    window.push(300, { eyesOpen: open, sharpness: 0.5 }, 'c')
    // 'a' was beaten by 'b' and let go at once; the blink by 'c'.
    expect(released).toEqual(['a', 'blink'])
    expect(window.size).toBe(2)
    expect(window.take()).toBe('b')
    expect(released).toEqual(['a', 'blink', 'c'])
    expect(window.size).toBe(0)
  })

  it('lets the best go once it is older than the window', () => {
    const released: string[] = []
    const window = bestOfWindow<string>(1000, (item) => released.push(item))
    window.push(0, { eyesOpen: open, sharpness: 0.9 }, 'old')
    window.push(600, { eyesOpen: open, sharpness: 0.5 }, 'mid')
    window.push(1200, { eyesOpen: open, sharpness: 0.4 }, 'new')
    expect(released).toEqual(['old'])
    expect(window.take()).toBe('mid')
  })

  it('holds a single frame when each is better than the last (a steadying hand)', () => {
    const window = bestOfWindow<number>(1000, () => {})
    for (let i = 0; i < 10; i++) window.push(i * 100, { eyesOpen: open, sharpness: i / 10 }, i)
    expect(window.size).toBe(1)
    expect(window.take()).toBe(9)
  })

  it('releases everything on clear', () => {
    const released: number[] = []
    const window = bestOfWindow<number>(1000, (item) => released.push(item))
    window.push(0, { eyesOpen: open, sharpness: 0.9 }, 1)
    window.push(100, { eyesOpen: open, sharpness: 0.5 }, 2)
    window.clear()
    expect(released).toEqual([1, 2])
    expect(window.take()).toBeNull()
  })
})
