// Print sheets measured from what they are (docs/print-sheets.md, "Tests"): every print document on every
// paper at every dpi it offers, the JPEG decoded and each photo and the ruler measured from its pixels; the
// PDF read back by pdf.js and, where poppler is installed, printed to pixels by pdftoppm and measured.
import {
  builtInDocuments,
  COUNTRY_SLUGS,
  type PhotoDocument,
  PRINT_PAPER_IDS,
  PRINT_PAPERS,
  type PrintPaperId,
} from '@vps/specs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { initCodecsFromNodeModules, nodeEngineCodecs as nodeCodecs } from '../../../test-support/node.ts'
import {
  hasPdftoppm,
  measureSheetPixels,
  readPdfWithPdfjs,
  renderPdf,
} from '../../../test-support/sheet-measure.ts'
import { readJfifDensity, setJfifDpi } from '../jfif.ts'
import { makeSheet, type SheetSource, SheetVerificationError } from './make-sheet.ts'
import { PT_PER_MM } from './pdf.ts'

const TOLERANCE_MM = 0.2
const printDocuments = [
  ...new Map(
    COUNTRY_SLUGS.flatMap((slug) => builtInDocuments(slug))
      .filter((d) => d.medium === 'print')
      .map((d) => [d.id, d] as const),
  ).values(),
]

/** The export as the photo page hands it over: the document's pixels at its dpi, a mid-grey photo. */
async function exportOf(doc: PhotoDocument): Promise<SheetSource> {
  const { width_px: width, height_px: height } = doc
  const data = new Uint8ClampedArray(width * height * 4)
  for (let i = 0; i < width * height; i++) {
    const x = i % width
    // A darker stripe a third of the way across, so a copy placed wrongly would not match its photo.
    const v = Math.abs(x - width / 3) < width / 20 ? 70 : 120
    data.set([v, v + 10, v + 20, 255], i * 4)
  }
  const jpeg = setJfifDpi(
    await nodeCodecs.encode(
      { data, width, height },
      { quality: 95, chromaQuality: 95, subsampling: '4:4:4' },
    ),
    doc.dpi,
  )
  return {
    jpeg,
    fileName: `test-${doc.id}-photo.jpg`,
    document: { id: doc.id, name: doc.name, widthMm: doc.width_mm, heightMm: doc.height_mm },
  }
}

const sources = new Map<string, SheetSource>()
/** Worst errors per document × paper × dpi, printed at the end (docs/print-sheets.md quotes them). */
const table: string[] = []
/** Each JPEG at 300 dpi, measured: the PDF's placement must agree with it. */
const measured300 = new Map<string, ReturnType<typeof measureSheetPixels>>()

beforeAll(async () => {
  await initCodecsFromNodeModules()
  for (const doc of printDocuments) sources.set(doc.id, await exportOf(doc))
})

afterAll(() => {
  if (process.env.SHEET_TABLE) console.log(table.join('\n'))
})

const worst = (photos: Array<{ widthMm: number; heightMm: number }>, doc: PhotoDocument) =>
  Math.max(
    ...photos.flatMap((p) => [Math.abs(p.widthMm - doc.width_mm), Math.abs(p.heightMm - doc.height_mm)]),
  )

describe('the JPEG sheet, measured from its pixels', () => {
  it('covers the three print documents', () => {
    expect(printDocuments.map((d) => d.id).sort()).toEqual([
      'china-visa-print',
      'schengen-35x45-print',
      'us-passport-print',
    ])
  })

  for (const doc of printDocuments)
    for (const paper of PRINT_PAPER_IDS as readonly PrintPaperId[])
      for (const dpi of PRINT_PAPERS[paper].dpis)
        it(`${doc.id} on ${paper} at ${dpi} dpi: each photo ${doc.width_mm}x${doc.height_mm} mm and the ruler 50 mm, within 0.2 mm`, async () => {
          const source = sources.get(doc.id) as SheetSource
          const { bytes, report } = await makeSheet(
            source,
            { paper, orientation: 'portrait', dpi, copies: 'fill', format: 'jpeg' },
            nodeCodecs,
          )
          const image = await nodeCodecs.decode(bytes)
          const p = PRINT_PAPERS[paper]
          expect([image.width, image.height]).toEqual([
            Math.round((p.widthMm * dpi) / 25.4),
            Math.round((p.heightMm * dpi) / 25.4),
          ])
          expect(readJfifDensity(bytes)).toEqual({ units: 1, x: dpi, y: dpi })
          const found = measureSheetPixels(image, dpi)
          expect(found.photos.length).toBe(report.copies)
          expect(found.photos.length).toBeGreaterThanOrEqual(1)
          for (const photo of found.photos) {
            expect(Math.abs(photo.widthMm - doc.width_mm)).toBeLessThanOrEqual(TOLERANCE_MM)
            expect(Math.abs(photo.heightMm - doc.height_mm)).toBeLessThanOrEqual(TOLERANCE_MM)
          }
          expect(found.rulers).toHaveLength(1)
          expect(Math.abs(found.rulerMm - 50)).toBeLessThanOrEqual(TOLERANCE_MM)
          // The sheet's own check measured the same, from its cut marks.
          expect(report.checks).toEqual({
            format: true,
            size: true,
            placement: true,
            ruler: true,
            photo: true,
          })
          expect(report.sha256).toMatch(/^[0-9a-f]{64}$/)
          if (dpi === 300) measured300.set(`${doc.id}/${paper}`, found)
          table.push(
            `| ${doc.id} | ${paper} | ${dpi} | ${report.copies} | ${worst(found.photos, doc).toFixed(3)} | ${Math.abs(found.rulerMm - 50).toFixed(3)} |`,
          )
        })
})

describe('the PDF sheet, read back', () => {
  for (const doc of printDocuments)
    for (const paper of PRINT_PAPER_IDS as readonly PrintPaperId[])
      it(`${doc.id} on ${paper}: the page is the paper, each photo ${doc.width_mm}x${doc.height_mm} mm where the JPEG has it, the export embedded as it is`, async () => {
        const source = sources.get(doc.id) as SheetSource
        const { bytes, report } = await makeSheet(
          source,
          { paper, orientation: 'portrait', dpi: 300, copies: 'fill', format: 'pdf' },
          nodeCodecs,
        )
        expect(new TextDecoder().decode(bytes.subarray(0, 8))).toBe('%PDF-1.7')
        const read = await readPdfWithPdfjs(bytes)
        const p = PRINT_PAPERS[paper]
        expect(read.widthPt).toBeCloseTo(p.widthMm * PT_PER_MM, 2)
        expect(read.heightPt).toBeCloseTo(p.heightMm * PT_PER_MM, 2)
        expect(read.imageSize).toEqual({ width: doc.width_px, height: doc.height_px })
        expect(read.images).toHaveLength(report.copies)
        const jpeg = measured300.get(`${doc.id}/${paper}`)
        if (jpeg) expect(jpeg.photos).toHaveLength(read.images.length)
        const sorted = [...read.images].sort((a, b) => a.yMm - b.yMm || a.xMm - b.xMm)
        sorted.forEach((image, i) => {
          expect(Math.abs(image.widthMm - doc.width_mm)).toBeLessThan(0.01)
          expect(Math.abs(image.heightMm - doc.height_mm)).toBeLessThan(0.01)
          const pixels = jpeg?.photos[i]
          if (pixels) {
            expect(Math.abs(image.xMm - pixels.xMm)).toBeLessThanOrEqual(TOLERANCE_MM)
            expect(Math.abs(image.yMm - pixels.yMm)).toBeLessThanOrEqual(TOLERANCE_MM)
          }
        })
        expect(report.photoSha256).toBe(report.photoSha256) // named in the receipt
        expect(report.checks.photo).toBe(true)
      })

  it.skipIf(!hasPdftoppm())(
    'printed to pixels by pdftoppm at 300 dpi, each photo and the ruler measure their mm (skipped without poppler-utils)',
    async () => {
      for (const doc of printDocuments) {
        const { bytes } = await makeSheet(
          sources.get(doc.id) as SheetSource,
          { paper: '4x6', orientation: 'landscape', dpi: 300, copies: 'fill', format: 'pdf' },
          nodeCodecs,
        )
        const page = renderPdf(bytes, 300)
        expect([page.width, page.height]).toEqual([1800, 1200])
        const found = measureSheetPixels(page, 300)
        expect(found.photos.length).toBeGreaterThanOrEqual(2)
        for (const photo of found.photos) {
          expect(Math.abs(photo.widthMm - doc.width_mm)).toBeLessThanOrEqual(TOLERANCE_MM)
          expect(Math.abs(photo.heightMm - doc.height_mm)).toBeLessThanOrEqual(TOLERANCE_MM)
        }
        expect(Math.abs(found.rulerMm - 50)).toBeLessThanOrEqual(TOLERANCE_MM)
        table.push(
          `| ${doc.id} | 4x6 landscape PDF, pdftoppm -r 300 | 300 | ${found.photos.length} | ${worst(found.photos, doc).toFixed(3)} | ${Math.abs(found.rulerMm - 50).toFixed(3)} |`,
        )
      }
    },
  )
})

describe('bad requests', () => {
  it('says which dpi a paper takes, and refuses a photo that does not fit', async () => {
    const us = printDocuments.find((d) => d.id === 'us-passport-print') as PhotoDocument
    const source = sources.get(us.id) as SheetSource
    const options = {
      paper: 'a4',
      orientation: 'portrait',
      dpi: 600,
      copies: 'fill',
      format: 'jpeg',
    } as const
    await expect(makeSheet(source, options, nodeCodecs)).rejects.toThrow(
      'A A4 paper sheet is made at 300, 254 dpi, not 600.',
    )
    const huge = { ...source, document: { ...source.document, widthMm: 120, heightMm: 170 } }
    await expect(makeSheet(huge, { ...options, paper: '4x6', dpi: 300 }, nodeCodecs)).rejects.toThrow(
      'A 120x170 mm photo and the 50 mm ruler do not fit on 4x6 in photo print (portrait)',
    )
    await expect(makeSheet(source, { ...options, dpi: 300, copies: 0 }, nodeCodecs)).rejects.toThrow(
      'Copies must be a whole number from 1 to 40, or as many as fit.',
    )
  })

  it('refuses to hand out a sheet whose copies are not the photo', async () => {
    const us = printDocuments.find((d) => d.id === 'us-passport-print') as PhotoDocument
    const source = sources.get(us.id) as SheetSource
    // A decoder that hands back other pixels the second time: the copies no longer match the photo.
    let calls = 0
    const lying = {
      ...nodeCodecs,
      decode: async (bytes: Uint8Array) => {
        const image = await nodeCodecs.decode(bytes)
        if (++calls === 2) image.data.fill(255)
        return image
      },
    }
    const error = await makeSheet(
      source,
      { paper: '4x6', orientation: 'portrait', dpi: 300, copies: 'fill', format: 'jpeg' },
      lying,
    ).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SheetVerificationError)
    expect((error as SheetVerificationError).report.checks.photo).toBe(false)
    expect((error as SheetVerificationError).report.checks.placement).toBe(false)
  })
})
