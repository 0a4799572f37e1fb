import { PRINT_SHEET } from '@vps/specs'
import { describe, expect, it } from 'vitest'
import { bitmapText, bitmapWidthMm, helveticaWidthMm } from './font.ts'
import { cutMarks, layoutSheet, SheetLayoutError, type SheetRequest } from './layout.ts'

const request = (over: Partial<SheetRequest> = {}): SheetRequest => ({
  paper: '4x6',
  orientation: 'portrait',
  dpi: 300,
  photo: { widthMm: 35, heightMm: 45 },
  copies: 'fill',
  label: ['Schengen visa photo, 35x45 mm print', 'Each photo 35 x 45 mm. This bar: 50 mm.'],
  labelWidthMm: 60,
  ...over,
})

describe('layoutSheet', () => {
  it('fits six 35x45 mm copies on a 4x6 in sheet either way round, the ruler beside or below them', () => {
    const portrait = layoutSheet(request())
    expect(portrait.capacity).toBe(6)
    expect(portrait.ruler.orientation).toBe('vertical')
    const landscape = layoutSheet(request({ orientation: 'landscape' }))
    expect(landscape.capacity).toBe(6)
    expect(landscape.paper).toMatchObject({ widthMm: 152.4, heightMm: 101.6 })
  })

  it('fits two 2x2 in copies on 4x6 in, and 15 on A4', () => {
    const us = { widthMm: 50.8, heightMm: 50.8 }
    expect(layoutSheet(request({ photo: us })).capacity).toBe(2)
    expect(layoutSheet(request({ photo: us, paper: 'a4' })).capacity).toBe(15)
  })

  it('puts copies a gap apart, on the pixel grid, inside the margin, and no two overlapping', () => {
    const layout = layoutSheet(request({ dpi: 254 }))
    const [a, b] = layout.copies
    expect(b && a ? b.x - (a.x + a.w) : 0).toBeCloseTo(PRINT_SHEET.gapMm, 1)
    for (const c of layout.copies) {
      // 254 dpi: a pixel is 0.1 mm, so positions are whole tenths of a mm.
      expect(Math.abs(c.x * 10 - Math.round(c.x * 10))).toBeLessThan(1e-9)
      expect(c.x).toBeGreaterThanOrEqual(3)
      expect(c.y + c.h).toBeLessThanOrEqual(152.4 - 3)
    }
  })

  it('places as many copies as asked, or as many as fit', () => {
    expect(layoutSheet(request({ copies: 1 })).copies).toHaveLength(1)
    expect(layoutSheet(request({ copies: 99 })).copies).toHaveLength(6)
  })

  it('makes the ruler bar exactly 50 mm, its end ticks inside it', () => {
    const { ruler } = layoutSheet(request({ orientation: 'landscape' }))
    const length = ruler.orientation === 'horizontal' ? ruler.bar.w : ruler.bar.h
    expect(length).toBe(50)
    expect(ruler.ticks).toHaveLength(51)
    expect(ruler.text.map((t) => t.text).slice(0, 6)).toEqual(['0', '10', '20', '30', '40', '50'])
  })

  it('draws eight cut marks a copy, each on its edge line and clear of the photo', () => {
    const photo = { x: 10, y: 20, w: 35, h: 45 }
    const marks = cutMarks(photo)
    expect(marks).toHaveLength(8)
    const { offsetMm, widthMm } = PRINT_SHEET.cutMark
    // The top-left corner's two: one along the top edge to the left, one along the left edge upwards.
    expect(marks[0]).toEqual({ x: 10 - offsetMm - 1.5, y: 20 - widthMm / 2, w: 1.5, h: widthMm })
    expect(marks[1]).toEqual({ x: 10 - widthMm / 2, y: 20 - offsetMm - 1.5, w: widthMm, h: 1.5 })
  })

  it('says what to do when the photo does not fit', () => {
    expect(() => layoutSheet(request({ photo: { widthMm: 120, heightMm: 170 } }))).toThrow(SheetLayoutError)
  })
})

describe('the sheet fonts', () => {
  it('writes the label in capitals, accents dropped, unknown signs as ?', () => {
    expect(bitmapText('Photo d’identité ✓')).toBe("PHOTO D'IDENTITE ?")
  })

  it('measures a line in both fonts', () => {
    // 5 glyphs of 6 cells less one, at 3 px a cell (1.8 mm capitals at 300 dpi): 87 px = 7.366 mm.
    expect(bitmapWidthMm('35X45', 1.8, 300)).toBeCloseTo(7.366, 3)
    // Helvetica: 5 digits-or-X (556 * 4 + 667 units) at 1.8 / 0.718 mm.
    expect(helveticaWidthMm('35X45', 1.8)).toBeCloseTo(((556 * 4 + 667) / 1000) * (1.8 / 0.718), 6)
  })
})
