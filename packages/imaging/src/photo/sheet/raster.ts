// The JPEG sheet's pixels: the layout (layout.ts) drawn at its dpi onto white, each copy the same resampled
// photo. Rectangles snap to whole pixels by rounding their edges; the cut marks are an even number of
// pixels wide, so the line a cut follows, between two pixels, is their middle.
import { PRINT_SHEET } from '@vps/specs'
import type { RasterImage } from '../../types.ts'
import { bitmapText, bitmapUnitPx, GLYPH_ADVANCE, glyphCells } from './font.ts'
import { pxPerMm, type RectMm, type SheetLayout, type TextRun } from './layout.ts'

/** Ink: a near-black a lab prints as black without a colour cast. */
const INK = [0, 0, 0] as const

/** The sheet's size in pixels at its dpi. */
export function sheetPixels(layout: SheetLayout): { width: number; height: number } {
  const k = pxPerMm(layout.dpi)
  return { width: Math.round(layout.paper.widthMm * k), height: Math.round(layout.paper.heightMm * k) }
}

/** A photo's size in whole pixels at the sheet's dpi: what the export is resampled to, once. */
export function photoPixels(layout: Pick<SheetLayout, 'dpi' | 'photo'>): { width: number; height: number } {
  const k = pxPerMm(layout.dpi)
  return { width: Math.round(layout.photo.widthMm * k), height: Math.round(layout.photo.heightMm * k) }
}

/** A rectangle's pixel box: each edge rounded to the nearest pixel boundary. */
export function rectPx(rect: RectMm, dpi: number): { x0: number; y0: number; x1: number; y1: number } {
  const k = pxPerMm(dpi)
  return {
    x0: Math.round(rect.x * k),
    y0: Math.round(rect.y * k),
    x1: Math.round((rect.x + rect.w) * k),
    y1: Math.round((rect.y + rect.h) * k),
  }
}

/** A copy's top-left pixel (the layout puts it on the pixel grid). */
export const copyOrigin = (rect: RectMm, dpi: number) => {
  const k = pxPerMm(dpi)
  return { x: Math.round(rect.x * k), y: Math.round(rect.y * k) }
}

/** A cut mark's pixel box: centred on its edge's pixel boundary, an even number of pixels thick. */
function markPx(mark: RectMm, dpi: number) {
  const k = pxPerMm(dpi)
  const t = Math.max(2, 2 * Math.round((PRINT_SHEET.cutMark.widthMm * k) / 2))
  const box = rectPx(mark, dpi)
  if (mark.w < mark.h) {
    const centre = Math.round((mark.x + mark.w / 2) * k)
    return { ...box, x0: centre - t / 2, x1: centre + t / 2 }
  }
  const centre = Math.round((mark.y + mark.h / 2) * k)
  return { ...box, y0: centre - t / 2, y1: centre + t / 2 }
}

/** Draws the sheet: white paper, the copies of `photo` (already at photoPixels), the marks and the ruler. */
export function drawSheet(layout: SheetLayout, photo: RasterImage): RasterImage {
  const { width, height } = sheetPixels(layout)
  const expected = photoPixels(layout)
  if (photo.width !== expected.width || photo.height !== expected.height)
    throw new RangeError(
      `the photo is ${photo.width}x${photo.height} px, the sheet needs ${expected.width}x${expected.height}`,
    )
  const data = new Uint8ClampedArray(width * height * 4).fill(255)
  const sheet: RasterImage = { data, width, height }
  for (const copy of layout.copies) blit(sheet, photo, copyOrigin(copy, layout.dpi))
  for (const mark of layout.marks) fill(sheet, markPx(mark, layout.dpi))
  const { ruler } = layout
  fill(sheet, rectPx(ruler.bar, layout.dpi))
  for (const tick of ruler.ticks) fill(sheet, rectPx(tick, layout.dpi))
  for (const run of ruler.text) drawText(sheet, run, layout.dpi)
  return sheet
}

function blit(sheet: RasterImage, photo: RasterImage, at: { x: number; y: number }): void {
  const rowBytes = photo.width * 4
  for (let y = 0; y < photo.height; y++) {
    const sy = at.y + y
    if (sy < 0 || sy >= sheet.height) continue
    const from = y * rowBytes
    sheet.data.set(photo.data.subarray(from, from + rowBytes), (sy * sheet.width + at.x) * 4)
  }
}

function fill(sheet: RasterImage, box: { x0: number; y0: number; x1: number; y1: number }): void {
  const x0 = Math.max(0, box.x0)
  const x1 = Math.min(sheet.width, box.x1)
  for (let y = Math.max(0, box.y0); y < Math.min(sheet.height, box.y1); y++)
    for (let x = x0; x < x1; x++) {
      const i = (y * sheet.width + x) * 4
      sheet.data[i] = INK[0]
      sheet.data[i + 1] = INK[1]
      sheet.data[i + 2] = INK[2]
    }
}

/** A line of the bitmap font, each inked cell a square of whole pixels; turned upright for rotation 90. */
function drawText(sheet: RasterImage, run: TextRun, dpi: number): void {
  const u = bitmapUnitPx(run.capMm, dpi)
  const k = pxPerMm(dpi)
  const ox = Math.round(run.x * k)
  const oy = Math.round(run.y * k)
  ;[...bitmapText(run.text)].forEach((char, i) => {
    for (const [cx, cy] of glyphCells(char)) {
      const tx = (i * GLYPH_ADVANCE + cx) * u
      const ty = cy * u
      // Along the line tx, down the glyph ty; upright: along is up the sheet, down is to the right.
      const box =
        run.rotation === 0
          ? { x0: ox + tx, y0: oy + ty, x1: ox + tx + u, y1: oy + ty + u }
          : { x0: ox + ty, y0: oy - tx - u, x1: ox + ty + u, y1: oy - tx }
      fill(sheet, box)
    }
  })
}
