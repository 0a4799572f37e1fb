// `vps-imaging sheet`: a print sheet of a visa photo (docs/print-sheets.md), a JPEG or a PDF by the output's
// extension.
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { isPrintPaperId, PRINT_PAPER_IDS, PRINT_SHEET, PRINT_SHEET_COPY } from '@vps/specs'
import { SheetLayoutError } from '../photo/sheet/layout.ts'
import { makePrintSheet } from './sheet.ts'

export interface SheetValues {
  country?: string | undefined
  document?: string | undefined
  'replace-background'?: boolean | undefined
  paper?: string | undefined
  orientation?: string | undefined
  dpi?: string | undefined
  copies?: string | undefined
  output?: string | undefined
  report?: string | undefined
  receipt?: string | undefined
  json?: boolean | undefined
}

/** A command line the sheet cannot take; the caller prints it with the usage (exit code 2). */
export class SheetUsageError extends Error {}

export interface SheetIo {
  out: (line: string) => void
  err: (line: string) => void
  progress: boolean
}

/** Runs `sheet`; returns true when the photo is ready (every check passes) and the sheet was written. */
export async function sheetCommand(input: string, values: SheetValues, io: SheetIo): Promise<boolean> {
  if (!values.country) throw new SheetUsageError('--country is required.')
  const paper = values.paper ?? PRINT_SHEET.defaultPaper
  if (!isPrintPaperId(paper)) throw new SheetUsageError(`--paper takes one of ${PRINT_PAPER_IDS.join(', ')}.`)
  const orientation = values.orientation ?? PRINT_SHEET.defaultOrientation
  if (orientation !== 'portrait' && orientation !== 'landscape')
    throw new SheetUsageError('--orientation takes portrait or landscape.')
  const dpi = values.dpi === undefined ? PRINT_SHEET.defaultDpi : Number(values.dpi)
  const copies = values.copies === undefined || values.copies === 'fill' ? 'fill' : Number(values.copies)
  const output = values.output ?? path.join(path.parse(input).dir, `${path.parse(input).name}-sheet.jpg`)
  const ext = path.extname(output).toLowerCase()
  if (!['.jpg', '.jpeg', '.pdf'].includes(ext)) throw new SheetUsageError('-o must end in .jpg or .pdf.')
  if (io.progress) io.err('Finding the face, placing the photo and laying out the sheet…')
  let made: Awaited<ReturnType<typeof makePrintSheet>>
  try {
    made = await makePrintSheet(input, {
      country: values.country,
      ...(values.document ? { document: values.document } : {}),
      ...(values['replace-background'] ? { replaceBackground: true } : {}),
      paper,
      orientation,
      dpi,
      copies,
      format: ext === '.pdf' ? 'pdf' : 'jpeg',
    })
  } catch (error) {
    // A paper, dpi or count the sheet does not offer, or a paper too small, is a wrong command line.
    if (error instanceof RangeError || error instanceof SheetLayoutError)
      throw new SheetUsageError(error.message)
    throw error
  }
  await writeFile(output, made.bytes)
  const { sheet, photo } = made
  const summary = { output, ready: photo.ready, sheet, photo: photo.report }
  if (values.report) await writeFile(values.report, `${JSON.stringify(summary, null, 2)}\n`)
  if (values.receipt) await writeFile(values.receipt, made.receipt)
  if (values.json) io.out(JSON.stringify(summary))
  else {
    const size = sheet.format === 'pdf' ? 'PDF' : `${sheet.widthPx}x${sheet.heightPx} px at ${sheet.dpi} dpi`
    io.out(
      `${output}: ${sheet.paper.label} (${sheet.paper.orientation}), ${size}, ${sheet.copies} ${sheet.copies === 1 ? 'copy' : 'copies'} of ${sheet.document.widthMm}x${sheet.document.heightMm} mm, measured within ${sheet.maxErrorMm.toFixed(2)} mm; ruler ${sheet.rulerMm.toFixed(2)} mm`,
    )
    if (sheet.requested !== 'fill' && sheet.requested > sheet.copies)
      io.out(`  Only ${sheet.copies} fit on this paper (asked for ${sheet.requested}).`)
    io.out(`  ${PRINT_SHEET_COPY.labInstruction} ${PRINT_SHEET_COPY.rulerCheck}`)
    if (!photo.ready) io.out(`  The photo is not ready: run "vps-imaging visa" for the checks that fail.`)
  }
  return photo.ready
}
