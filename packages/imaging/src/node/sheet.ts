// A print sheet from a portrait in Node (docs/print-sheets.md): the visa photo made as makeVisaPhoto makes it,
// then its checked export tiled on a paper as a JPEG or a PDF and checked again.
import { builtInDestination, PRINT_SHEET, type PrintOrientation, type PrintPaperId } from '@vps/specs'
import { photoReceiptHtml } from '../photo/receipt.ts'
import { makeSheet, type SheetFormat, type SheetReport } from '../photo/sheet/make-sheet.ts'
import { type ImageInput, makeVisaPhoto, type VisaPhoto, type VisaPhotoOptions, visaDocument } from './api.ts'
import { nodeCodecs } from './codecs.ts'
import { PACKAGE_NAME, PACKAGE_VERSION } from './package-info.ts'

export interface PrintSheetOptions extends VisaPhotoOptions {
  /** Default '4x6'. */
  paper?: PrintPaperId
  /** Default 'portrait'. */
  orientation?: PrintOrientation
  /** Default 300; 254 and 600 too (A4 and Letter JPEGs: 300 or 254). */
  dpi?: number
  /** Default 'fill': as many as fit. */
  copies?: number | 'fill'
  /** Default 'jpeg'. */
  format?: SheetFormat
}

export interface PrintSheet {
  /** The sheet's file. */
  bytes: Uint8Array
  /** The sheet as measured after it was made: paper, dpi, copies, each photo's mm, the ruler, SHA-256. */
  sheet: SheetReport
  /** The photo the copies are of, as makeVisaPhoto returns it (its file, checks and receipt). */
  photo: VisaPhoto
  /** The photo's receipt with this sheet listed under its file (the site's "Download report"). */
  receipt: string
}

/** The document is not a print: it has no size on paper to keep. */
export class NotAPrintDocumentError extends Error {
  override readonly name = 'NotAPrintDocumentError'
}

/**
 * Makes the visa photo for a print document and a sheet of it. Throws NotAPrintDocumentError for an upload
 * document, RangeError for a paper, dpi or count the sheet does not offer, SheetLayoutError when not one
 * copy fits, and what makeVisaPhoto throws.
 */
export async function makePrintSheet(input: ImageInput, options: PrintSheetOptions): Promise<PrintSheet> {
  const document = visaDocument(options)
  if (document.medium !== 'print')
    throw new NotAPrintDocumentError(
      `"${document.id}" is a photo to upload, not to print: choose a print document of ${options.country}.`,
    )
  const photo = await makeVisaPhoto(input, options)
  const { bytes, report } = await makeSheet(
    {
      jpeg: photo.bytes,
      fileName: photo.frame.fileName,
      document: {
        id: document.id,
        name: document.name,
        widthMm: document.width_mm,
        heightMm: document.height_mm,
      },
    },
    {
      paper: options.paper ?? PRINT_SHEET.defaultPaper,
      orientation: options.orientation ?? PRINT_SHEET.defaultOrientation,
      dpi: options.dpi ?? PRINT_SHEET.defaultDpi,
      copies: options.copies ?? 'fill',
      format: options.format ?? 'jpeg',
    },
    nodeCodecs,
  )
  const receipt = photoReceiptHtml({
    madeAt: new Date(),
    destination: builtInDestination(options.country)?.name ?? options.country,
    document: document.name,
    madeWith: `${PACKAGE_NAME} ${PACKAGE_VERSION} (Node.js)`,
    sources: document.sources,
    ready: photo.ready,
    checks: photo.checks.map(({ label, status, detail }) => ({ label, status, detail })),
    file: photo.report,
    sheets: [report],
  })
  return { bytes, sheet: report, photo, receipt }
}
