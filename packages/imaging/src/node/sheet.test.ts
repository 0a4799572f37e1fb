import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { fixture } from '../../test-support/testdata.ts'
import { readJfifDensity } from '../photo/jfif.ts'
import { EXIT, runCli } from './cli.ts'
import { nodeCodecs } from './codecs.ts'
import { makePrintSheet } from './sheet.ts'

const OBAMA = fixture('portraits', 'wh_obama_official.jpg')
const dir = mkdtempSync(path.join(tmpdir(), 'vps-sheet-'))

async function run(...argv: string[]) {
  const out: string[] = []
  const err: string[] = []
  const code = await runCli(argv, { out: (l) => out.push(l), err: (l) => err.push(l), progress: false })
  return { code, out: out.join('\n'), err: err.join('\n') }
}

describe('makePrintSheet', () => {
  it('tiles the checked export of a Schengen print on 4x6 in at 300 dpi, measured within 0.2 mm', async () => {
    const { bytes, sheet, photo, receipt } = await makePrintSheet(OBAMA, {
      country: 'germany',
      document: 'schengen-35x45-print',
      replaceBackground: true,
      paper: '4x6',
      dpi: 300,
    })
    expect(sheet).toMatchObject({
      format: 'jpeg',
      dpi: 300,
      dpiTag: 300,
      widthPx: 1200,
      heightPx: 1800,
      copies: 6,
      paper: { id: '4x6', orientation: 'portrait', widthMm: 101.6, heightMm: 152.4 },
      document: { id: 'schengen-35x45-print', widthMm: 35, heightMm: 45 },
      fileName: 'germany-schengen-35x45-print-photo-sheet-4x6-300dpi.jpg',
    })
    expect(Object.values(sheet.checks).every(Boolean)).toBe(true)
    expect(sheet.maxErrorMm).toBeLessThanOrEqual(0.2)
    for (const p of sheet.photos) {
      expect(Math.abs(p.widthMm - 35)).toBeLessThanOrEqual(0.2)
      expect(Math.abs(p.heightMm - 45)).toBeLessThanOrEqual(0.2)
    }
    // The copies are of the very file the single download holds, and the receipt lists the sheet under it.
    expect(sheet.photoSha256).toBe(photo.report.sha256)
    expect(receipt).toContain('<h2>Print sheets</h2>')
    expect(receipt).toContain(`<code data-sheet-sha256>${sheet.sha256}</code>`)
    expect(receipt).toContain('<td>1200x1800 px, 300 dpi</td>')
    expect(readJfifDensity(bytes)).toEqual({ units: 1, x: 300, y: 300 })
    const decoded = await nodeCodecs.decode(bytes)
    expect([decoded.width, decoded.height]).toEqual([1200, 1800])
  })
})

describe('vps-imaging sheet', () => {
  it('writes a PDF for the US passport print with its report, and says what to ask the lab for', async () => {
    const output = path.join(dir, 'us-sheet.pdf')
    const reportFile = path.join(dir, 'us-sheet.json')
    const { code, out } = await run(
      'sheet',
      OBAMA,
      '--country',
      'united-states',
      '--document',
      'us-passport-print',
      '--paper',
      '4x6',
      '--orientation',
      'landscape',
      '-o',
      output,
      '--report',
      reportFile,
    )
    // The US refuses edited photos and this one keeps its wall: made, but not ready.
    expect([EXIT.done, EXIT.notReady]).toContain(code)
    expect(out).toContain(`${output}: 4x6 in photo print (landscape), PDF, 2 copies of 50.8x50.8 mm`)
    expect(out).toContain('Print at 100 % (actual size), no fit-to-page, no borders.')
    const pdf = readFileSync(output)
    expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.7')
    // 6x4 in in points.
    expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 432 288]')
    const report = JSON.parse(readFileSync(reportFile, 'utf8'))
    expect(report.sheet).toMatchObject({ format: 'pdf', copies: 2, paper: { id: '4x6' } })
    expect(report.sheet.sha256).toMatch(/^[0-9a-f]{64}$/)
  })

  it('refuses what it cannot make, in words, with the exit codes of the other commands', async () => {
    const digital = await run('sheet', OBAMA, '--country', 'united-states', '--document', 'us-visa-ds-160')
    expect(digital.code).toBe(EXIT.unknownDestination)
    expect(digital.err).toContain('"us-visa-ds-160" is a photo to upload, not to print')
    const paper = await run(
      'sheet',
      OBAMA,
      '--country',
      'germany',
      '--document',
      'schengen-35x45-print',
      '--paper',
      'a5',
    )
    expect(paper.code).toBe(EXIT.usage)
    expect(paper.err).toContain('--paper takes one of 4x6, 10x15, 5x7, a4, letter.')
    const output = path.join(dir, 'x.txt')
    const ext = await run(
      'sheet',
      OBAMA,
      '--country',
      'germany',
      '--document',
      'schengen-35x45-print',
      '-o',
      output,
    )
    expect(ext.code).toBe(EXIT.usage)
    expect(ext.err).toContain('-o must end in .jpg or .pdf.')
  })
})
