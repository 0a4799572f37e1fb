import { describe, expect, it } from 'vitest'
import { COUNTRY_SLUGS } from './countries.ts'
import { builtInDocuments } from './photo-documents.ts'
import {
  formatMm,
  isPrintDpi,
  isPrintPaperId,
  PRINT_DPIS,
  PRINT_PAPER_IDS,
  PRINT_PAPERS,
  PRINT_SHEET,
  PRINT_SHEET_COPY,
  paperSize,
} from './print-sheets.ts'
import { photoDocumentSchema } from './schemas/photo-document.ts'

const printDocuments = () => [
  ...new Set(COUNTRY_SLUGS.flatMap((slug) => builtInDocuments(slug)).filter((d) => d.medium === 'print')),
]

describe('print sheets', () => {
  it('offers the papers in mm, 4x6 in being 101.6x152.4 mm and A4 210x297', () => {
    expect(PRINT_PAPER_IDS.map((id) => PRINT_PAPERS[id].id)).toEqual([...PRINT_PAPER_IDS])
    expect(paperSize('4x6', 'portrait')).toEqual({ widthMm: 101.6, heightMm: 152.4 })
    expect(paperSize('4x6', 'landscape')).toEqual({ widthMm: 152.4, heightMm: 101.6 })
    expect(paperSize('a4', 'portrait')).toEqual({ widthMm: 210, heightMm: 297 })
    expect(paperSize('letter', 'portrait')).toEqual({ widthMm: 215.9, heightMm: 279.4 })
    for (const id of PRINT_PAPER_IDS) expect(PRINT_PAPERS[id].widthMm).toBeLessThan(PRINT_PAPERS[id].heightMm)
  })

  it('writes sheets at 300 dpi by default, or 254 and 600', () => {
    expect(PRINT_DPIS).toEqual([300, 254, 600])
    expect(PRINT_SHEET.defaultDpi).toBe(300)
    expect(isPrintDpi(254)).toBe(true)
    expect(isPrintDpi(72)).toBe(false)
    expect(isPrintPaperId('a4')).toBe(true)
    expect(isPrintPaperId('a5')).toBe(false)
  })

  it('keeps the cut marks inside half the gap, so two copies never share a mark', () => {
    const { gapMm, cutMark } = PRINT_SHEET
    expect(cutMark.offsetMm + cutMark.lengthMm).toBeLessThanOrEqual(gapMm / 2)
  })

  it('prints each print document at its own mm: its pixels at its dpi are its size within 0.1 mm', () => {
    const docs = printDocuments()
    expect(docs.map((d) => d.id).sort()).toEqual([
      'china-visa-print',
      'schengen-35x45-print',
      'us-passport-print',
    ])
    for (const doc of docs) {
      expect(Math.abs((doc.width_px / doc.dpi) * 25.4 - doc.width_mm), doc.id).toBeLessThan(0.1)
      expect(Math.abs((doc.height_px / doc.dpi) * 25.4 - doc.height_mm), doc.id).toBeLessThan(0.1)
    }
  })

  it('takes the copies a document asks for from the document, with its source', () => {
    const us = builtInDocuments('united-states').find((d) => d.id === 'us-passport-print')
    expect(us?.print?.copies).toBe(1)
    expect(us?.print?.source.url).toMatch(/^https:\/\/bg\.usembassy\.gov\//)
    const schengen = builtInDocuments('germany').find((d) => d.id === 'schengen-35x45-print')
    expect(schengen?.print).toBeUndefined()
  })

  it('refuses copies on a digital document, and a number of copies out of range', () => {
    const ds160 = builtInDocuments('united-states').find((d) => d.id === 'us-visa-ds-160')
    const us = builtInDocuments('united-states').find((d) => d.id === 'us-passport-print')
    if (!ds160 || !us?.print) throw new Error('no US documents')
    const digital = photoDocumentSchema.safeParse({ ...ds160, print: us.print })
    expect(digital.error?.issues[0]?.message).toBe('Only a print document says how many copies')
    const many = photoDocumentSchema.safeParse({ ...us, print: { ...us.print, copies: 13 } })
    expect(many.error?.issues[0]?.message).toBe('Copies must be at most 12')
  })

  it('writes the ruler label with the photo size to 0.1 mm', () => {
    expect(formatMm(50.8)).toBe('50.8')
    expect(formatMm(35)).toBe('35')
    expect(PRINT_SHEET_COPY.rulerLines('US passport photo, 2x2 inch print', 50.8, 50.8, 50)).toEqual([
      'US passport photo, 2x2 inch print',
      'Each photo 50.8 x 50.8 mm. This bar: 50 mm.',
      'Print at 100 %, no fit-to-page, no borders.',
    ])
  })
})
