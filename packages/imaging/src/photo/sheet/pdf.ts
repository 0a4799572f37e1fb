// The PDF sheet, written by hand: one page the paper's size, the photo embedded once as the JPEG it is
// (DCTDecode, so at its own resolution and not re-encoded) and drawn at every copy, the cut marks and the
// ruler as filled vector rectangles, the label in Helvetica (a standard font: nothing embedded). Seven small
// objects; no library is needed for them, and none is loaded in the photo worker for them. The viewer
// preferences ask print dialogs for no scaling and a tray of the page's size, so 100 % is the default.
// Pure: no DOM, no node: modules, so the browser worker and Node share it.
import { headerSegments } from '../jfif.ts'
import { helveticaSizeMm, plainText } from './font.ts'
import type { RectMm, SheetLayout, TextRun } from './layout.ts'

/** PDF points per mm (a point is 1/72 inch). */
export const PT_PER_MM = 72 / 25.4

export interface JpegInfo {
  width: number
  height: number
  components: number
}

/** The frame header of a JPEG: its pixel size and colour components. Throws for what is not a JPEG. */
export function jpegInfo(bytes: Uint8Array): JpegInfo {
  const sof = headerSegments(bytes).find(
    (s) =>
      s.marker >= 0xc0 && s.marker <= 0xcf && s.marker !== 0xc4 && s.marker !== 0xc8 && s.marker !== 0xcc,
  )
  if (!sof) throw new Error('not a JPEG with a frame header')
  const p = sof.offset + 4
  return {
    height: ((bytes[p + 1] as number) << 8) | (bytes[p + 2] as number),
    width: ((bytes[p + 3] as number) << 8) | (bytes[p + 4] as number),
    components: bytes[p + 5] as number,
  }
}

/** A number for a content stream: at most 3 decimals (a thousandth of a point is 0.35 µm). */
const n = (value: number) => {
  const s = (Math.round(value * 1000) / 1000).toFixed(3)
  return s.replace(/\.?0+$/, '') || '0'
}

/** A PDF literal string of printable ASCII (the WinAnsi Helvetica draws it). */
const literal = (text: string) => `(${plainText(text).replace(/[\\()]/g, (c) => `\\${c}`)})`

/** The page's drawing operators, in points from the bottom-left corner. */
export function sheetContent(layout: SheetLayout): string {
  const H = layout.paper.heightMm
  const out: string[] = []
  for (const copy of layout.copies) {
    const [x, y, w, h] = [copy.x, H - copy.y - copy.h, copy.w, copy.h].map((v) => v * PT_PER_MM) as [
      number,
      number,
      number,
      number,
    ]
    out.push(`q ${n(w)} 0 0 ${n(h)} ${n(x)} ${n(y)} cm /Im1 Do Q`)
  }
  out.push('0 g')
  const rect = (r: RectMm) =>
    `${n(r.x * PT_PER_MM)} ${n((H - r.y - r.h) * PT_PER_MM)} ${n(r.w * PT_PER_MM)} ${n(r.h * PT_PER_MM)} re`
  const rects = [...layout.marks, layout.ruler.bar, ...layout.ruler.ticks]
  out.push(...rects.map(rect), 'f')
  for (const run of layout.ruler.text) out.push(textOp(run, H))
  return `${out.join('\n')}\n`
}

function textOp(run: TextRun, H: number): string {
  const size = helveticaSizeMm(run.capMm) * PT_PER_MM
  // The baseline starts a capital's height below the line's top, along the glyphs' down direction.
  const matrix =
    run.rotation === 0
      ? `1 0 0 1 ${n(run.x * PT_PER_MM)} ${n((H - run.y - run.capMm) * PT_PER_MM)}`
      : `0 1 -1 0 ${n((run.x + run.capMm) * PT_PER_MM)} ${n((H - run.y) * PT_PER_MM)}`
  return `BT /F1 ${n(size)} Tf ${matrix} Tm ${literal(run.text)} Tj ET`
}

const latin1 = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0) & 0xff)

/** The sheet as a PDF file: `photo` is the JPEG to embed (the checked export), `title` its Info title. */
export function sheetPdf(layout: SheetLayout, photo: Uint8Array, title: string): Uint8Array {
  const info = jpegInfo(photo)
  const colourSpace = info.components === 1 ? '/DeviceGray' : info.components === 3 ? '/DeviceRGB' : null
  if (!colourSpace) throw new Error(`a JPEG with ${info.components} components cannot be embedded`)
  const content = latin1(sheetContent(layout))
  const W = n(layout.paper.widthMm * PT_PER_MM)
  const H = n(layout.paper.heightMm * PT_PER_MM)
  const objects: Array<string | [string, Uint8Array]> = [
    '<< /Type /Catalog /Pages 2 0 R /ViewerPreferences << /PrintScaling /None /PickTrayByPDFSize true >> >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${W} ${H}] /Resources << /XObject << /Im1 5 0 R >> /Font << /F1 6 0 R >> >> /Contents 4 0 R >>`,
    [`<< /Length ${content.length} >>`, content],
    [
      `<< /Type /XObject /Subtype /Image /Width ${info.width} /Height ${info.height} /ColorSpace ${colourSpace} /BitsPerComponent 8 /Filter /DCTDecode /Length ${photo.length} >>`,
      photo,
    ],
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Title ${literal(title)} /Producer (Visa Photo Studio) >>`,
  ]
  const chunks: Uint8Array[] = [latin1('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n')]
  let length = chunks[0]?.length ?? 0
  const offsets: number[] = []
  const push = (bytes: Uint8Array) => {
    chunks.push(bytes)
    length += bytes.length
  }
  objects.forEach((object, i) => {
    offsets.push(length)
    if (typeof object === 'string') push(latin1(`${i + 1} 0 obj\n${object}\nendobj\n`))
    else {
      push(latin1(`${i + 1} 0 obj\n${object[0]}\nstream\n`))
      push(object[1])
      push(latin1('\nendstream\nendobj\n'))
    }
  })
  const xref = length
  const entries = offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')
  push(
    latin1(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
    ),
  )
  const out = new Uint8Array(length)
  let at = 0
  for (const chunk of chunks) {
    out.set(chunk, at)
    at += chunk.length
  }
  return out
}

export interface PdfReadBack {
  /** The page's MediaBox, mm. */
  widthMm: number
  heightMm: number
  /** Where each copy of the image is drawn, mm from the page's top-left. */
  copies: RectMm[]
  /** The embedded image's bytes, as stored. */
  image: Uint8Array
  /** Every object's xref offset points at that object. */
  xrefOk: boolean
}

const text = (bytes: Uint8Array) => Array.from(bytes, (b) => String.fromCharCode(b)).join('')

/**
 * Reads back what this writer wrote: the cross-reference table against the objects, the page size, the
 * image's bytes and where each copy is drawn. The sheet's own re-check after writing (make-sheet.ts).
 */
export function readSheetPdf(bytes: Uint8Array): PdfReadBack {
  const s = text(bytes)
  const startxref = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(s)?.[1])
  const table = /^xref\s+0 (\d+)\s+([\s\S]*?)trailer/.exec(s.slice(startxref))
  if (!table) throw new Error('no cross-reference table')
  const offsets = [...(table[2] as string).matchAll(/(\d{10}) (\d{5}) n/g)].map((m) => Number(m[1]))
  const xrefOk =
    offsets.length === Number(table[1]) - 1 && offsets.every((o, i) => s.startsWith(`${i + 1} 0 obj`, o))
  const box = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(s)
  if (!box) throw new Error('no MediaBox')
  const stream = (object: number) => {
    const at = offsets[object - 1] ?? -1
    const head = /<<([\s\S]*?)\/Length (\d+)([\s\S]*?)>>\nstream\n/.exec(s.slice(at))
    if (at < 0 || !head) throw new Error(`object ${object} is not a stream`)
    const start = at + head.index + head[0].length
    return bytes.subarray(start, start + Number(head[2]))
  }
  const pageHeight = Number(box[2])
  const copies = [
    ...text(stream(4)).matchAll(/q ([\d.-]+) 0 0 ([\d.-]+) ([\d.-]+) ([\d.-]+) cm \/Im1 Do Q/g),
  ].map((m) => {
    const [w, h, x, y] = [m[1], m[2], m[3], m[4]].map(Number) as [number, number, number, number]
    return { x: x / PT_PER_MM, y: (pageHeight - y - h) / PT_PER_MM, w: w / PT_PER_MM, h: h / PT_PER_MM }
  })
  return {
    widthMm: Number(box[1]) / PT_PER_MM,
    heightMm: pageHeight / PT_PER_MM,
    copies,
    image: stream(5),
    xrefOk,
  }
}
