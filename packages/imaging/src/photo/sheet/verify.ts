// The JPEG sheet measured from its own pixels after decoding (docs/print-sheets.md, "Verification"): each
// copy's edges from its cut marks, the ruler's length from its bar, and the photo inside each copy compared
// with the photo that was placed. The layout says only where to look; every number comes from the pixels.
import { PRINT_SHEET } from '@vps/specs'
import type { RasterImage } from '../../types.ts'
import { pxPerMm, type RectMm, type SheetLayout } from './layout.ts'
import { copyOrigin } from './raster.ts'

export interface MeasuredCopy {
  /** Left and top edge, mm from the sheet's top-left corner. */
  xMm: number
  yMm: number
  widthMm: number
  heightMm: number
  /** Mean absolute difference of luma between the copy and the photo placed, 0-255. */
  contentDiff: number
}

export interface SheetMeasures {
  copies: MeasuredCopy[]
  rulerMm: number
}

const luma = (img: RasterImage, x: number, y: number) => {
  const i = (y * img.width + x) * 4
  return (
    0.299 * (img.data[i] as number) +
    0.587 * (img.data[i + 1] as number) +
    0.114 * (img.data[i + 2] as number)
  )
}

/**
 * The darkness-weighted centre of the ink in a window, in pixels along one axis (pixel centres at +0.5):
 * the middle of a cut mark, which is the line the cut follows.
 */
function inkCentre(
  img: RasterImage,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  axis: 'x' | 'y',
): number {
  let sum = 0
  let weighted = 0
  for (let y = Math.max(0, y0); y < Math.min(img.height, y1); y++)
    for (let x = Math.max(0, x0); x < Math.min(img.width, x1); x++) {
      const ink = 255 - luma(img, x, y)
      if (ink < 64) continue // paper and JPEG noise
      sum += ink
      weighted += ink * ((axis === 'x' ? x : y) + 0.5)
    }
  if (sum === 0) return Number.NaN
  return weighted / sum
}

/**
 * One copy's edges from its eight cut marks: each vertical mark's centre gives a side edge, each horizontal
 * one the top or bottom edge, and each edge is the mean of its two marks.
 */
function measureCopy(img: RasterImage, rect: RectMm, dpi: number): Omit<MeasuredCopy, 'contentDiff'> {
  const k = pxPerMm(dpi)
  const { offsetMm: off, lengthMm: len } = PRINT_SHEET.cutMark
  const px = (mm: number) => Math.round(mm * k)
  // Across a mark: ±0.45 mm (wider than the mark, narrower than anything else near it). Along it: inside its
  // length, clear of the other mark at the same corner.
  const across = Math.max(2, px(0.45))
  const alongNear = off + 0.1
  const alongFar = off + len - 0.1
  const left = rect.x
  const right = rect.x + rect.w
  const top = rect.y
  const bottom = rect.y + rect.h
  const vertical = (x: number, y: number, upward: boolean) => {
    const [a, b] = upward ? [y - alongFar, y - alongNear] : [y + alongNear, y + alongFar]
    return inkCentre(img, px(x) - across, px(x) + across, px(a), px(b), 'x')
  }
  const horizontal = (x: number, y: number, leftward: boolean) => {
    const [a, b] = leftward ? [x - alongFar, x - alongNear] : [x + alongNear, x + alongFar]
    return inkCentre(img, px(a), px(b), px(y) - across, px(y) + across, 'y')
  }
  const leftPx = (vertical(left, top, true) + vertical(left, bottom, false)) / 2
  const rightPx = (vertical(right, top, true) + vertical(right, bottom, false)) / 2
  const topPx = (horizontal(left, top, true) + horizontal(right, top, false)) / 2
  const bottomPx = (horizontal(left, bottom, true) + horizontal(right, bottom, false)) / 2
  return {
    xMm: leftPx / k,
    yMm: topPx / k,
    widthMm: (rightPx - leftPx) / k,
    heightMm: (bottomPx - topPx) / k,
  }
}

/** Mean absolute luma difference between the copy at `at` and the photo, on every other pixel. */
function contentDiff(img: RasterImage, photo: RasterImage, at: { x: number; y: number }): number {
  let sum = 0
  let count = 0
  for (let y = 0; y < photo.height; y += 2)
    for (let x = 0; x < photo.width; x += 2) {
      const sx = at.x + x
      const sy = at.y + y
      if (sx >= img.width || sy >= img.height) return 255
      sum += Math.abs(luma(img, sx, sy) - luma(photo, x, y))
      count++
    }
  return sum / count
}

/**
 * Where the ink starts and ends along a line of pixels: the first and last crossings of mid-grey, each
 * interpolated between the two pixel centres either side of it (a sharp edge at a pixel boundary gives that
 * boundary). Null when the line has no ink.
 */
export function inkSpan(values: ArrayLike<number>): { start: number; end: number } | null {
  const mid = 127.5
  let first = -1
  let last = -1
  for (let i = 0; i < values.length; i++)
    if ((values[i] as number) < mid) {
      if (first < 0) first = i
      last = i
    }
  if (first <= 0 || last >= values.length - 1) return null
  const cross = (a: number, b: number, at: number) => at + 0.5 + (a - mid) / (a - b)
  return {
    start: cross(values[first - 1] as number, values[first] as number, first - 1),
    end: cross(values[last] as number, values[last + 1] as number, last),
  }
}

/**
 * The ruler's length: along each line inside the bar, from 2 mm before its start to 2 mm past its end,
 * where the ink starts and ends (inkSpan); the mean over those lines.
 */
function measureRuler(img: RasterImage, layout: SheetLayout): number {
  const k = pxPerMm(layout.dpi)
  const { bar, orientation } = layout.ruler
  const px = (mm: number) => Math.round(mm * k)
  const lengths: number[] = []
  const horizontal = orientation === 'horizontal'
  const [a0, a1] = horizontal
    ? [px(bar.y) + 1, px(bar.y + bar.h) - 1]
    : [px(bar.x) + 1, px(bar.x + bar.w) - 1]
  const [b0, b1] = horizontal
    ? [px(bar.x - 2), px(bar.x + bar.w + 2)]
    : [px(bar.y - 2), px(bar.y + bar.h + 2)]
  for (let a = a0; a < a1; a++) {
    const line = Array.from({ length: b1 - b0 }, (_, i) =>
      horizontal ? luma(img, b0 + i, a) : luma(img, a, b0 + i),
    )
    const span = inkSpan(line)
    if (span) lengths.push(span.end - span.start)
  }
  return lengths.length === 0 ? Number.NaN : lengths.reduce((x, y) => x + y, 0) / lengths.length / k
}

/** Measures the decoded sheet: every copy placed in `layout`, and the ruler. */
export function measureSheet(img: RasterImage, layout: SheetLayout, photo: RasterImage): SheetMeasures {
  return {
    copies: layout.copies.map((rect) => ({
      ...measureCopy(img, rect, layout.dpi),
      contentDiff: contentDiff(img, photo, copyOrigin(rect, layout.dpi)),
    })),
    rulerMm: measureRuler(img, layout),
  }
}
