// A print sheet from the checked export (docs/print-sheets.md): the same JPEG the single-file download
// holds, tiled on a paper at a dpi, as a JPEG for labs and kiosks or a PDF for home printers; then checked
// again from its own bytes before anyone gets it.
import {
  isPrintPaperId,
  PRINT_DPIS,
  PRINT_PAPER_IDS,
  PRINT_PAPERS,
  PRINT_SHEET,
  PRINT_SHEET_COPY,
  type PrintOrientation,
  type PrintPaperId,
} from '@vps/specs'
import { throwIfAborted } from '../../errors.ts'
import type { AbortSignalLike, EngineCodecs, RasterImage } from '../../types.ts'
import { readJfifDensity, setJfifDpi } from '../jfif.ts'
import { sha256Hex } from '../sha256.ts'
import { bitmapWidthMm, helveticaWidthMm } from './font.ts'
import { layoutSheet, type SheetLayout } from './layout.ts'
import { readSheetPdf, sheetPdf } from './pdf.ts'
import { drawSheet, photoPixels, sheetPixels } from './raster.ts'
import { measureSheet } from './verify.ts'

export type SheetFormat = 'jpeg' | 'pdf'

export interface SheetOptions {
  paper: PrintPaperId
  orientation: PrintOrientation
  /** The JPEG's resolution; the PDF is resolution-free (the photo keeps its own), its layout uses this grid. */
  dpi: number
  /** 'fill' for as many as fit; otherwise that many, or as many as fit when fewer do. */
  copies: number | 'fill'
  format: SheetFormat
  signal?: AbortSignalLike
}

/** The photo to tile: the checked export's file, and the document it was made for. */
export interface SheetSource {
  /** The export's JPEG bytes, as the single-file download holds them. */
  jpeg: Uint8Array
  /** The single file's name; the sheet's is made from it. */
  fileName: string
  document: { id: string; name: string; widthMm: number; heightMm: number }
}

export interface SheetPhotoReport {
  xMm: number
  yMm: number
  widthMm: number
  heightMm: number
}

export interface SheetReport {
  format: SheetFormat
  fileName: string
  bytes: number
  /** Lower-case hex; null without Web Crypto (see sha256.ts). */
  sha256: string | null
  /** The export the copies are made from. */
  photoSha256: string | null
  document: SheetSource['document']
  paper: { id: PrintPaperId; label: string; orientation: PrintOrientation; widthMm: number; heightMm: number }
  dpi: number
  /** The JPEG's pixel size (the PDF: the paper at `dpi`, the grid its layout was placed on). */
  widthPx: number
  heightPx: number
  /** The dpi read back from the JPEG's header; the PDF has none (0). */
  dpiTag: number
  copies: number
  capacity: number
  /** What was asked for: 'fill' or a number (more than `capacity` gives `capacity`). */
  requested: number | 'fill'
  /** Every copy as measured on the made file: from the JPEG's pixels, or the PDF's drawing operators. */
  photos: SheetPhotoReport[]
  /** The calibration ruler as measured (the PDF: as drawn), mm. */
  rulerMm: number
  /** The largest difference from the rule over every copy's size and place and the ruler, mm. */
  maxErrorMm: number
  toleranceMm: number
  checks: {
    /** It decodes (the JPEG), or its cross-references and embedded photo read back (the PDF). */
    format: boolean
    /** The JPEG is the paper at its dpi in pixels and says that dpi; the PDF's page is the paper's size. */
    size: boolean
    /** Every copy is the document's size, where the layout put it, within the tolerance. */
    placement: boolean
    /** The ruler is 50 mm within the tolerance. */
    ruler: boolean
    /** Each copy is the photo: its pixels (JPEG), or the export's very bytes (PDF). */
    photo: boolean
  }
}

export interface SheetResult {
  bytes: Uint8Array
  report: SheetReport
  layout: SheetLayout
}

/** The sheet failed its own re-check; `report` says what failed. Nothing is handed out. */
export class SheetVerificationError extends Error {
  override readonly name = 'SheetVerificationError'
  constructor(readonly report: SheetReport) {
    const failed = Object.entries(report.checks)
      .filter(([, ok]) => !ok)
      .map(([name]) => name)
    super(`The print sheet failed its checks: ${failed.join(', ')}`)
  }
}

/**
 * Encoder settings for the JPEG sheet. 4:2:0: the marks and the ruler are black on white, which has no
 * colour to smear, and it encodes in half the time of 4:4:4 (a 5x7 in sheet at 600 dpi is 12.6 megapixels).
 */
export const SHEET_JPEG = { quality: 90, subsampling: '4:2:0' } as const

/** A photo's copies may differ from it by this much mean luma once decoded (JPEG noise is about 1-3). */
const MAX_CONTENT_DIFF = 8

/** The ruler's label: the document, the photo's size and the bar's, and what to ask the lab for. */
export function sheetLabel(document: SheetSource['document']): string[] {
  return PRINT_SHEET_COPY.rulerLines(
    document.name,
    document.widthMm,
    document.heightMm,
    PRINT_SHEET.ruler.lengthMm,
  )
}

/** The layout of a sheet for this document, as makeSheet lays it out (for the page's "how many fit"). */
export function sheetLayoutFor(
  document: SheetSource['document'],
  options: Pick<SheetOptions, 'paper' | 'orientation' | 'dpi' | 'copies'>,
): SheetLayout {
  const label = sheetLabel(document)
  const cap = PRINT_SHEET.text.capHeightMm
  const labelWidthMm = Math.max(
    ...label.map((line) => Math.max(bitmapWidthMm(line, cap, options.dpi), helveticaWidthMm(line, cap))),
  )
  return layoutSheet({
    paper: options.paper,
    orientation: options.orientation,
    dpi: options.dpi,
    photo: { widthMm: document.widthMm, heightMm: document.heightMm },
    copies: options.copies,
    label,
    labelWidthMm,
  })
}

/** '…-photo.jpg' → '…-photo-sheet-4x6-300dpi.pdf'. */
export function sheetFileName(
  fileName: string,
  options: Pick<SheetOptions, 'paper' | 'dpi' | 'format'>,
): string {
  const base = fileName.replace(/\.jpe?g$/i, '')
  const tail =
    options.format === 'pdf' ? `sheet-${options.paper}.pdf` : `sheet-${options.paper}-${options.dpi}dpi.jpg`
  return `${base}-${tail}`
}

/**
 * Makes the sheet. The JPEG: the export decoded, resampled once to the document's mm at the sheet's dpi
 * (down for a 600 dpi document on a 300 dpi sheet, up for a 300 dpi one on a 600 dpi sheet), tiled, encoded
 * with the dpi in its header, then decoded again and measured. The PDF: the export's bytes embedded as they
 * are and drawn at the document's mm, then read back. Throws SheetLayoutError when nothing fits and
 * SheetVerificationError when the made file is not what it should be.
 */
export async function makeSheet(
  source: SheetSource,
  options: SheetOptions,
  codecs: EngineCodecs,
): Promise<SheetResult> {
  const { signal } = options
  checkOptions(options)
  const layout = sheetLayoutFor(source.document, options)
  const photoSha256 = await sha256Hex(source.jpeg)
  const decoded = await codecs.decode(source.jpeg)
  throwIfAborted(signal)
  const base = {
    fileName: sheetFileName(source.fileName, options),
    photoSha256,
    document: { ...source.document },
    paper: {
      id: options.paper,
      label: PRINT_PAPERS[options.paper].label,
      orientation: options.orientation,
      widthMm: layout.paper.widthMm,
      heightMm: layout.paper.heightMm,
    },
    dpi: options.dpi,
    copies: layout.copies.length,
    capacity: layout.capacity,
    requested: options.copies,
    toleranceMm: PRINT_SHEET.toleranceMm,
  }
  const result =
    options.format === 'pdf'
      ? await pdfSheet(source, layout, decoded, base)
      : await jpegSheet(layout, decoded, base, codecs, signal)
  if (Object.values(result.report.checks).some((ok) => !ok)) throw new SheetVerificationError(result.report)
  return result
}

/** Refuses a paper, dpi or number of copies the sheet does not offer, in words a visitor can act on. */
export function checkOptions(
  options: Pick<SheetOptions, 'paper' | 'orientation' | 'dpi' | 'copies' | 'format'>,
): void {
  if (!isPrintPaperId(options.paper))
    throw new RangeError(`Unknown paper "${options.paper}": choose one of ${PRINT_PAPER_IDS.join(', ')}.`)
  if (options.orientation !== 'portrait' && options.orientation !== 'landscape')
    throw new RangeError(`Unknown orientation "${options.orientation}": portrait or landscape.`)
  const paper = PRINT_PAPERS[options.paper]
  const dpis: readonly number[] = options.format === 'pdf' ? PRINT_DPIS : paper.dpis
  if (!dpis.includes(options.dpi))
    throw new RangeError(`A ${paper.label} sheet is made at ${dpis.join(', ')} dpi, not ${options.dpi}.`)
  const { copies } = options
  if (copies !== 'fill' && !(Number.isInteger(copies) && copies >= 1 && copies <= PRINT_SHEET.maxCopies))
    throw new RangeError(
      `Copies must be a whole number from 1 to ${PRINT_SHEET.maxCopies}, or as many as fit.`,
    )
}

type ReportBase = Pick<
  SheetReport,
  | 'fileName'
  | 'photoSha256'
  | 'document'
  | 'paper'
  | 'dpi'
  | 'copies'
  | 'capacity'
  | 'requested'
  | 'toleranceMm'
>

/** The largest error of the copies' sizes and places against the layout, and of the ruler. */
function worst(layout: SheetLayout, photos: SheetPhotoReport[], rulerMm: number): number {
  const errors = photos.flatMap((p, i) => {
    const at = layout.copies[i]
    return at
      ? [p.xMm - at.x, p.yMm - at.y, p.widthMm - layout.photo.widthMm, p.heightMm - layout.photo.heightMm]
      : [Number.POSITIVE_INFINITY]
  })
  return Math.max(
    ...[...errors, rulerMm - PRINT_SHEET.ruler.lengthMm].map((e) =>
      Number.isNaN(e) ? Infinity : Math.abs(e),
    ),
  )
}

async function jpegSheet(
  layout: SheetLayout,
  decoded: RasterImage,
  base: ReportBase,
  codecs: EngineCodecs,
  signal: AbortSignalLike | undefined,
): Promise<SheetResult> {
  const size = photoPixels(layout)
  const photo =
    decoded.width === size.width && decoded.height === size.height
      ? decoded
      : await codecs.resize(decoded, size.width, size.height)
  throwIfAborted(signal)
  const sheet = drawSheet(layout, photo)
  const encoded = await codecs.encode(sheet, {
    quality: SHEET_JPEG.quality,
    chromaQuality: SHEET_JPEG.quality,
    subsampling: SHEET_JPEG.subsampling,
  })
  const bytes = setJfifDpi(encoded, layout.dpi)
  throwIfAborted(signal)
  let again: RasterImage | null = null
  try {
    again = await codecs.decode(bytes)
  } catch {
    again = null
  }
  const density = readJfifDensity(bytes)
  const dpiTag = density && density.units === 1 && density.x === density.y ? density.x : 0
  const expected = sheetPixels(layout)
  const measured = again ? measureSheet(again, layout, photo) : { copies: [], rulerMm: Number.NaN }
  const photos = measured.copies.map(({ xMm, yMm, widthMm, heightMm }) => ({ xMm, yMm, widthMm, heightMm }))
  const maxErrorMm = again ? worst(layout, photos, measured.rulerMm) : Number.POSITIVE_INFINITY
  const tolerance = PRINT_SHEET.toleranceMm
  const report: SheetReport = {
    ...base,
    format: 'jpeg',
    bytes: bytes.length,
    sha256: await sha256Hex(bytes),
    widthPx: again?.width ?? 0,
    heightPx: again?.height ?? 0,
    dpiTag,
    photos,
    rulerMm: measured.rulerMm,
    maxErrorMm,
    checks: {
      format: again !== null,
      size: again?.width === expected.width && again.height === expected.height && dpiTag === layout.dpi,
      placement:
        photos.length === layout.copies.length &&
        worst(layout, photos, PRINT_SHEET.ruler.lengthMm) <= tolerance,
      ruler: Math.abs(measured.rulerMm - PRINT_SHEET.ruler.lengthMm) <= tolerance,
      photo: measured.copies.length > 0 && measured.copies.every((c) => c.contentDiff <= MAX_CONTENT_DIFF),
    },
  }
  return { bytes, report, layout }
}

async function pdfSheet(
  source: SheetSource,
  layout: SheetLayout,
  decoded: RasterImage,
  base: ReportBase,
): Promise<SheetResult> {
  const bytes = sheetPdf(layout, source.jpeg, `${source.document.name}: print sheet`)
  const read = (() => {
    try {
      return readSheetPdf(bytes)
    } catch {
      return null
    }
  })()
  const photos = (read?.copies ?? []).map((c) => ({ xMm: c.x, yMm: c.y, widthMm: c.w, heightMm: c.h }))
  const sameImage =
    read !== null &&
    read.image.length === source.jpeg.length &&
    read.image.every((b, i) => b === source.jpeg[i])
  const grid = sheetPixels(layout)
  const tolerance = PRINT_SHEET.toleranceMm
  const rulerMm = layout.ruler.orientation === 'horizontal' ? layout.ruler.bar.w : layout.ruler.bar.h
  const report: SheetReport = {
    ...base,
    format: 'pdf',
    bytes: bytes.length,
    sha256: await sha256Hex(bytes),
    widthPx: grid.width,
    heightPx: grid.height,
    dpiTag: 0,
    photos,
    rulerMm,
    maxErrorMm: worst(layout, photos, rulerMm),
    checks: {
      format: read?.xrefOk === true && decoded.width > 0,
      size:
        read !== null &&
        Math.abs(read.widthMm - layout.paper.widthMm) < 0.01 &&
        Math.abs(read.heightMm - layout.paper.heightMm) < 0.01,
      placement: photos.length === layout.copies.length && worst(layout, photos, rulerMm) <= tolerance,
      ruler: Math.abs(rulerMm - PRINT_SHEET.ruler.lengthMm) <= tolerance,
      photo: sameImage,
    },
  }
  return { bytes, report, layout }
}
