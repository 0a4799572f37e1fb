// Test support: a print sheet measured from nothing but its pixels or its PDF operators, so the tests check
// the sheet against the document's mm without trusting the layout's own numbers (docs/print-sheets.md).
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { RasterImage } from '../src/types.ts'

export interface Blob {
  x0: number
  y0: number
  /** Exclusive. */
  x1: number
  y1: number
  pixels: number
}

/**
 * The dark regions of an image: 8-connected components of pixels darker than `threshold` (luma), with their
 * bounding boxes. Mid-grey photos, black marks and the ruler each come out as their own regions, the marks
 * being at least 0.5 mm from any photo.
 */
export function darkRegions(img: RasterImage, threshold = 180): Blob[] {
  const { width, height, data } = img
  const dark = new Uint8Array(width * height)
  for (let i = 0; i < width * height; i++) {
    const l =
      0.299 * (data[i * 4] as number) +
      0.587 * (data[i * 4 + 1] as number) +
      0.114 * (data[i * 4 + 2] as number)
    dark[i] = l < threshold ? 1 : 0
  }
  const seen = new Uint8Array(width * height)
  const stack = new Int32Array(width * height)
  const out: Blob[] = []
  for (let start = 0; start < dark.length; start++) {
    if (!dark[start] || seen[start]) continue
    let top = 0
    stack[top++] = start
    seen[start] = 1
    const blob = { x0: width, y0: height, x1: 0, y1: 0, pixels: 0 }
    while (top > 0) {
      const i = stack[--top] as number
      const x = i % width
      const y = (i - x) / width
      blob.pixels++
      if (x < blob.x0) blob.x0 = x
      if (y < blob.y0) blob.y0 = y
      if (x + 1 > blob.x1) blob.x1 = x + 1
      if (y + 1 > blob.y1) blob.y1 = y + 1
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx
          const ny = y + dy
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue
          const j = ny * width + nx
          if (dark[j] && !seen[j]) {
            seen[j] = 1
            stack[top++] = j
          }
        }
    }
    out.push(blob)
  }
  return out
}

/**
 * The sheet from its pixels: the photos (regions at least 10 mm both ways) and the ruler (the one region
 * at least 40 mm long and under 6 mm across), in mm at `dpi`.
 */
export function measureSheetPixels(img: RasterImage, dpi: number) {
  const mm = (px: number) => (px * 25.4) / dpi
  const regions = darkRegions(img).map((b) => ({
    xMm: mm(b.x0),
    yMm: mm(b.y0),
    widthMm: mm(b.x1 - b.x0),
    heightMm: mm(b.y1 - b.y0),
  }))
  const photos = regions
    .filter((r) => r.widthMm >= 10 && r.heightMm >= 10)
    .sort((a, b) => a.yMm - b.yMm || a.xMm - b.xMm)
  const rulers = regions.filter(
    (r) => Math.max(r.widthMm, r.heightMm) >= 40 && Math.min(r.widthMm, r.heightMm) < 6,
  )
  return {
    photos,
    rulers,
    rulerMm: rulers.length === 1 ? Math.max(rulers[0]?.widthMm ?? 0, rulers[0]?.heightMm ?? 0) : Number.NaN,
  }
}

export interface PdfPlacement {
  widthPt: number
  heightPt: number
  /** The image drawn, each time: its box in mm from the page's top-left. */
  images: Array<{ xMm: number; yMm: number; widthMm: number; heightMm: number }>
  /** The embedded image's pixel size, as pdf.js reads it. */
  imageSize: { width: number; height: number } | null
}

/** The PDF as Mozilla's pdf.js reads it: the page's size, and where each image is painted (its matrix). */
export async function readPdfWithPdfjs(bytes: Uint8Array): Promise<PdfPlacement> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs')
  const doc = await pdfjs.getDocument({
    data: bytes.slice(),
    disableFontFace: true,
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise
  const page = await doc.getPage(1)
  const [x0, y0, x1, y1] = page.view as [number, number, number, number]
  const ops = await page.getOperatorList()
  const ptToMm = 25.4 / 72
  const heightPt = y1 - y0
  const images: PdfPlacement['images'] = []
  let imageSize: PdfPlacement['imageSize'] = null
  // The current matrix: pdf.js gives 'transform' (cm) between 'save' and 'restore' (q/Q).
  type M = [number, number, number, number, number, number]
  const identity: M = [1, 0, 0, 1, 0, 0]
  const stack: M[] = []
  let ctm: M = identity
  const times = (m: M, n: M): M => [
    m[0] * n[0] + m[1] * n[2],
    m[0] * n[1] + m[1] * n[3],
    m[2] * n[0] + m[3] * n[2],
    m[2] * n[1] + m[3] * n[3],
    m[4] * n[0] + m[5] * n[2] + n[4],
    m[4] * n[1] + m[5] * n[3] + n[5],
  ]
  ops.fnArray.forEach((fn, i) => {
    const args = ops.argsArray[i] as unknown[]
    if (fn === pdfjs.OPS.save) stack.push(ctm)
    else if (fn === pdfjs.OPS.restore) ctm = stack.pop() ?? identity
    else if (fn === pdfjs.OPS.transform) ctm = times(args as M, ctm)
    else if (fn === pdfjs.OPS.paintImageXObject) {
      const [a, , , d, e, f] = ctm
      imageSize = { width: args[1] as number, height: args[2] as number }
      images.push({
        xMm: (e - x0) * ptToMm,
        yMm: (heightPt - (f - y0) - d) * ptToMm,
        widthMm: a * ptToMm,
        heightMm: d * ptToMm,
      })
    }
  })
  await doc.destroy()
  return { widthPt: x1 - x0, heightPt, images, imageSize }
}

/** Whether poppler's pdftoppm is installed (the print-to-PNG check needs it; it is skipped without). */
export function hasPdftoppm(): boolean {
  try {
    execFileSync('pdftoppm', ['-v'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

/** The PDF's first page rendered by pdftoppm at `dpi`, as RGBA (read from its PPM output). */
export function renderPdf(bytes: Uint8Array, dpi: number): RasterImage {
  const dir = mkdtempSync(path.join(tmpdir(), 'vps-sheet-'))
  try {
    writeFileSync(path.join(dir, 'sheet.pdf'), bytes)
    execFileSync('pdftoppm', [
      '-r',
      String(dpi),
      '-singlefile',
      path.join(dir, 'sheet.pdf'),
      path.join(dir, 'page'),
    ])
    return readPpm(readFileSync(path.join(dir, 'page.ppm')))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

function readPpm(file: Buffer): RasterImage {
  const header = /^P6\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(file.subarray(0, 64).toString('latin1'))
  if (!header) throw new Error('not a binary PPM')
  const width = Number(header[1])
  const height = Number(header[2])
  const rgb = file.subarray(header[0].length)
  const data = new Uint8ClampedArray(width * height * 4)
  for (let i = 0; i < width * height; i++) {
    data[i * 4] = rgb[i * 3] as number
    data[i * 4 + 1] = rgb[i * 3 + 1] as number
    data[i * 4 + 2] = rgb[i * 3 + 2] as number
    data[i * 4 + 3] = 255
  }
  return { data, width, height }
}
