// Where everything goes on a print sheet (docs/print-sheets.md), as pure maths in mm: how many copies fit,
// where each one is, its cut marks, and the calibration ruler with its label. The JPEG and the PDF are both
// drawn from this one layout, so they agree to the pixel.
import { PRINT_PAPERS, PRINT_SHEET, type PrintOrientation, type PrintPaperId, paperSize } from '@vps/specs'

export const MM_PER_INCH = 25.4

/** Pixels per mm at `dpi`. */
export const pxPerMm = (dpi: number) => dpi / MM_PER_INCH

/** An axis-aligned rectangle on the sheet, mm, from its top-left corner (y grows downwards). */
export interface RectMm {
  x: number
  y: number
  w: number
  h: number
}

/**
 * One line of text: `x`, `y` is the top-left of the line as it reads (the top of its capitals). Rotation 90
 * turns it a quarter turn anticlockwise about that point: it then reads upwards, its top to the left.
 */
export interface TextRun {
  text: string
  x: number
  y: number
  capMm: number
  rotation: 0 | 90
}

export interface SheetRequest {
  paper: PrintPaperId
  orientation: PrintOrientation
  dpi: number
  /** The document's print size, mm. */
  photo: { widthMm: number; heightMm: number }
  /** 'fill' for as many as fit; otherwise at most that many (fewer when fewer fit). */
  copies: number | 'fill'
  /** The ruler's label, one string a line. */
  label: readonly string[]
  /** The widest label line's width in mm at `PRINT_SHEET.text.capHeightMm`, in the widest of the fonts used. */
  labelWidthMm: number
}

export interface SheetLayout {
  paper: { id: PrintPaperId; orientation: PrintOrientation; widthMm: number; heightMm: number }
  dpi: number
  photo: { widthMm: number; heightMm: number }
  /** How many copies the paper holds beside the ruler. */
  capacity: number
  /** The copies placed: each photo's rectangle, its top-left on the dpi's pixel grid. */
  copies: RectMm[]
  /** Filled rectangles: the cut marks, each centred on the line a cut follows. */
  marks: RectMm[]
  ruler: {
    orientation: 'horizontal' | 'vertical'
    /** The bar, exactly `PRINT_SHEET.ruler.lengthMm` long; its ticks lie within it, so it ends where it says. */
    bar: RectMm
    ticks: RectMm[]
    /** 0, 10, …, 50 under the long ticks, and the label lines. */
    text: TextRun[]
  }
}

/** The paper cannot hold one copy and the ruler. */
export class SheetLayoutError extends Error {
  override readonly name = 'SheetLayoutError'
}

interface Block {
  w: number
  h: number
}

/** How many cells of `cell` fit in `w` along one side, `gap` between them. */
const fitting = (space: number, cell: number, gap: number) =>
  space < cell ? 0 : Math.floor((space + gap + 1e-9) / (cell + gap))

/** The ruler block laid flat: the bar on top, ticks hanging from it, the numbers, then the label. */
function rulerBlock(labelLines: number, labelWidthMm: number): Block {
  const { ruler, text } = PRINT_SHEET
  const numbersTop = ruler.barMm + ruler.tickMm[10] + 0.6
  const labelTop = numbersTop + text.capHeightMm + 1
  return {
    w: Math.max(ruler.lengthMm, labelWidthMm),
    h: labelTop + (labelLines - 1) * text.lineMm + text.capHeightMm,
  }
}

/**
 * Lays out a sheet: the copies in a grid with `PRINT_SHEET.gapMm` between them inside the paper's margin,
 * and the ruler below the grid or, turned upright, beside it, whichever leaves room for more copies
 * (below on a tie). The grid and the ruler are centred together on the paper, so a lab that trims its
 * edges evenly trims only margin. Positions are on the dpi's pixel grid, so the JPEG places each photo
 * exactly where the PDF does. Throws SheetLayoutError when not one copy fits beside the ruler.
 */
export function layoutSheet(request: SheetRequest): SheetLayout {
  const { paper: paperId, orientation, dpi, photo } = request
  const { widthMm: W, heightMm: H } = paperSize(paperId, orientation)
  const { marginMm } = PRINT_PAPERS[paperId]
  const { gapMm: g, ruler } = PRINT_SHEET
  const usable = { w: W - 2 * marginMm, h: H - 2 * marginMm }
  const block = rulerBlock(request.label.length, request.labelWidthMm)

  const below = (() => {
    if (usable.w < block.w) return null
    const cols = fitting(usable.w, photo.widthMm, g)
    const rows = fitting(usable.h - block.h - g, photo.heightMm, g)
    return { cols, rows, vertical: false }
  })()
  const beside = (() => {
    if (usable.h < block.w) return null
    const cols = fitting(usable.w - block.h - g, photo.widthMm, g)
    const rows = fitting(usable.h, photo.heightMm, g)
    return { cols, rows, vertical: true }
  })()
  const options = [below, beside].filter((o): o is NonNullable<typeof o> => o !== null)
  const best = options.reduce<(typeof options)[number] | null>(
    (a, b) => (a === null || b.cols * b.rows > a.cols * a.rows ? b : a),
    null,
  )
  const capacity = best ? best.cols * best.rows : 0
  if (!best || capacity === 0)
    throw new SheetLayoutError(
      `A ${fmt(photo.widthMm)}x${fmt(photo.heightMm)} mm photo and the ${ruler.lengthMm} mm ruler do not fit on ${PRINT_PAPERS[paperId].label} (${orientation}): choose a larger paper or the other orientation.`,
    )
  const wanted = request.copies === 'fill' ? capacity : Math.floor(request.copies)
  if (!(wanted >= 1)) throw new RangeError(`copies must be at least 1 (got ${request.copies})`)
  const count = Math.min(wanted, capacity)
  const cols = Math.min(best.cols, count)
  const rows = Math.ceil(count / cols)

  const k = pxPerMm(dpi)
  const snap = (mm: number) => Math.round(mm * k) / k
  const gridW = cols * photo.widthMm + (cols - 1) * g
  const gridH = rows * photo.heightMm + (rows - 1) * g
  // The content (grid and ruler block) centred on the paper.
  const contentW = best.vertical ? gridW + g + block.h : Math.max(gridW, block.w)
  const contentH = best.vertical ? Math.max(gridH, block.w) : gridH + g + block.h
  const left = (W - contentW) / 2
  const top = (H - contentH) / 2
  const gridLeft = best.vertical ? left : left + (contentW - gridW) / 2
  const gridTop = best.vertical ? top + (contentH - gridH) / 2 : top

  const copies: RectMm[] = []
  for (let i = 0; i < count; i++) {
    const c = i % cols
    const r = Math.floor(i / cols)
    copies.push({
      x: snap(gridLeft + c * (photo.widthMm + g)),
      y: snap(gridTop + r * (photo.heightMm + g)),
      w: photo.widthMm,
      h: photo.heightMm,
    })
  }

  // The ruler block's top-left corner as laid flat, before it is turned upright beside the grid.
  const origin = best.vertical
    ? { x: snap(left + gridW + g), y: snap(top + (contentH + block.w) / 2) }
    : { x: snap(left + (contentW - block.w) / 2), y: snap(top + gridH + g) }
  return {
    paper: { id: paperId, orientation, widthMm: W, heightMm: H },
    dpi,
    photo: { ...photo },
    capacity,
    copies,
    marks: copies.flatMap(cutMarks),
    ruler: rulerShapes(origin, best.vertical, request.label),
  }
}

const fmt = (mm: number) => String(Math.round(mm * 10) / 10)

/** Eight marks a copy: at each corner, one continuing the top or bottom edge and one the side edge. */
export function cutMarks(photo: RectMm): RectMm[] {
  const { offsetMm: off, lengthMm: len, widthMm: t } = PRINT_SHEET.cutMark
  const out: RectMm[] = []
  for (const x of [photo.x, photo.x + photo.w])
    for (const y of [photo.y, photo.y + photo.h]) {
      const outX = x === photo.x ? -1 : 1
      const outY = y === photo.y ? -1 : 1
      // Along the horizontal edge at y, outward past the corner.
      out.push({ x: outX < 0 ? x - off - len : x + off, y: y - t / 2, w: len, h: t })
      // Along the vertical edge at x.
      out.push({ x: x - t / 2, y: outY < 0 ? y - off - len : y + off, w: t, h: len })
    }
  return out
}

/**
 * The ruler's bar, ticks and text in sheet mm. Laid flat its block starts at `origin` (top-left); upright
 * it is turned a quarter anticlockwise, so `origin` is then its bottom-left and the bar runs upwards from
 * it along the block's left side.
 */
function rulerShapes(
  origin: { x: number; y: number },
  vertical: boolean,
  label: readonly string[],
): SheetLayout['ruler'] {
  const { ruler, text } = PRINT_SHEET
  const L = ruler.lengthMm
  // (bx, by) in the flat block → sheet; a flat rectangle → the sheet rectangle it covers.
  const rect = (bx: number, by: number, w: number, h: number): RectMm =>
    vertical
      ? { x: origin.x + by, y: origin.y - bx - w, w: h, h: w }
      : { x: origin.x + bx, y: origin.y + by, w, h }
  const run = (s: string, bx: number, by: number): TextRun =>
    vertical
      ? { text: s, x: origin.x + by, y: origin.y - bx, capMm: text.capHeightMm, rotation: 90 }
      : { text: s, x: origin.x + bx, y: origin.y + by, capMm: text.capHeightMm, rotation: 0 }

  const tw = ruler.tickWidthMm
  const ticks: RectMm[] = []
  for (let mm = 0; mm <= L; mm++) {
    const length = mm % 10 === 0 ? ruler.tickMm[10] : mm % 5 === 0 ? ruler.tickMm[5] : ruler.tickMm[1]
    // The end ticks lie inside the bar's length, so the bar and its ticks measure exactly L.
    const at = mm === 0 ? 0 : mm === L ? L - tw : mm - tw / 2
    ticks.push(rect(at, ruler.barMm, tw, length))
  }
  const numbersTop = ruler.barMm + ruler.tickMm[10] + 0.6
  const digit = text.capHeightMm / 7
  const last = L / 10
  const numbers = Array.from({ length: last + 1 }, (_, i) => {
    const s = String(i * 10)
    // Centred under its tick (a glyph is 6 units wide less the last unit's spacing); the end ones inside
    // the bar's length, so nothing sticks out of the block.
    const width = (s.length * 6 - 1) * digit
    const at = i === 0 ? 0 : i === last ? L - width : i * 10 - width / 2
    return run(s, at, numbersTop)
  })
  const labelTop = numbersTop + text.capHeightMm + 1
  const lines = label.map((s, i) => run(s, 0, labelTop + i * text.lineMm))
  return {
    orientation: vertical ? 'vertical' : 'horizontal',
    bar: rect(0, 0, L, ruler.barMm),
    ticks,
    text: [...numbers, ...lines],
  }
}
