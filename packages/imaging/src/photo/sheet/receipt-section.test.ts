import { describe, expect, it } from 'vitest'
import type { SheetReport } from './make-sheet.ts'
import { sheetsReceiptHtml } from './receipt-section.ts'

const sheet: SheetReport = {
  format: 'jpeg',
  fileName: 'germany-schengen-35x45-print-photo-sheet-4x6-300dpi.jpg',
  bytes: 300_000,
  sha256: 'ab'.repeat(32),
  photoSha256: 'cd'.repeat(32),
  document: {
    id: 'schengen-35x45-print',
    name: 'Schengen visa photo, 35x45 mm print',
    widthMm: 35,
    heightMm: 45,
  },
  paper: { id: '4x6', label: '4x6 in photo print', orientation: 'portrait', widthMm: 101.6, heightMm: 152.4 },
  dpi: 300,
  widthPx: 1200,
  heightPx: 1800,
  dpiTag: 300,
  copies: 6,
  capacity: 6,
  requested: 'fill',
  photos: [
    { xMm: 4.57, yMm: 4.74, widthMm: 34.97, heightMm: 44.96 },
    { xMm: 43.6, yMm: 4.74, widthMm: 34.96, heightMm: 44.95 },
  ],
  rulerMm: 50.04,
  maxErrorMm: 0.05,
  toleranceMm: 0.2,
  checks: { format: true, size: true, placement: true, ruler: true, photo: true },
}

describe('the receipt of print sheets', () => {
  it('lists each sheet: paper, resolution, copies, the sizes measured, the ruler and its SHA-256', () => {
    const html = sheetsReceiptHtml([sheet])
    expect(html).toContain('<h2>Print sheets</h2>')
    expect(html).toContain('<td>4x6 in photo print, portrait</td>')
    expect(html).toContain('<td>1200x1800 px, 300 dpi</td>')
    expect(html).toContain('<td>6</td>')
    expect(html).toContain('34.96-34.97 x 44.95-44.96 mm (rule 35 x 45 mm)')
    expect(html).toContain('<td>50.04 mm</td>')
    expect(html).toContain(`<code data-sheet-sha256>${'ab'.repeat(32)}</code>`)
  })

  it('says nothing without sheets', () => {
    expect(sheetsReceiptHtml([])).toBe('')
  })
})
