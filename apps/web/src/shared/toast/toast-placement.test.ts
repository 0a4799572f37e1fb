import { describe, expect, it } from 'vitest'
import { type Band, choosePlacement } from './toast-placement.ts'

// A 390 x 840 phone screen; the toast stack is 120 px tall under a 64 px header.
const bottom: Band = { top: 720, bottom: 840, left: 0, right: 390 }
const top: Band = { top: 64, bottom: 184, left: 0, right: 390 }
const box = (y: number, height = 44): Band => ({ top: y, bottom: y + height, left: 16, right: 200 })

describe('choosePlacement', () => {
  it('keeps the toast at the bottom when nothing is under it', () => {
    expect(choosePlacement(bottom, top, [box(300), box(100)])).toBe('bottom')
  })

  it('moves it to the top when at the bottom it would cover a button', () => {
    expect(choosePlacement(bottom, top, [box(760), box(300)])).toBe('top')
  })

  it('counts a control only where the boxes really overlap', () => {
    // Ends exactly where the bottom band starts: not covered.
    expect(choosePlacement(bottom, top, [box(676)])).toBe('bottom')
    // Beside the toast's column (a desktop toast is 420 px wide at the right).
    const narrow = { ...bottom, left: 500, right: 920 }
    expect(choosePlacement(narrow, { ...top, left: 500, right: 920 }, [box(760)])).toBe('bottom')
  })

  it('where both edges hold controls, takes the one covering fewer, the bottom on a tie', () => {
    expect(choosePlacement(bottom, top, [box(730), box(780), box(100)])).toBe('top')
    expect(choosePlacement(bottom, top, [box(760), box(100)])).toBe('bottom')
  })

  it('counts a control taller than the toast only when it hides half of it: the photo canvas under the header', () => {
    const canvas: Band = { top: 70, bottom: 420, left: 45, right: 345 }
    // At the top the band hides 114 of the canvas's 350 px; at the bottom it would hide the download button.
    // Hiding 190 px (over half) counts; then the side covering fewer wins, the bottom on a tie.
    expect(choosePlacement(bottom, top, [canvas, box(760)])).toBe('top')
    expect(choosePlacement(bottom, { ...top, bottom: 260 }, [canvas, box(760), box(780)])).toBe('top')
    expect(
      choosePlacement(bottom, { ...top, top: 64, bottom: 250 }, [{ ...canvas, bottom: 300 }, box(760)]),
    ).toBe('bottom')
  })
})
