// The print sheet (docs/print-sheets.md): copies of the checked export on a paper, as a JPEG or a PDF.
export { bitmapText, bitmapWidthMm, helveticaWidthMm } from './font.ts'
export {
  layoutSheet,
  MM_PER_INCH,
  pxPerMm,
  type RectMm,
  type SheetLayout,
  SheetLayoutError,
  type SheetRequest,
} from './layout.ts'
export {
  checkOptions as checkSheetOptions,
  makeSheet,
  SHEET_JPEG,
  type SheetFormat,
  type SheetOptions,
  type SheetPhotoReport,
  type SheetReport,
  type SheetResult,
  type SheetSource,
  SheetVerificationError,
  sheetFileName,
  sheetLabel,
  sheetLayoutFor,
} from './make-sheet.ts'
export { jpegInfo, PT_PER_MM, readSheetPdf, sheetPdf } from './pdf.ts'
export { drawSheet, photoPixels, sheetPixels } from './raster.ts'
export { measureSheet } from './verify.ts'
