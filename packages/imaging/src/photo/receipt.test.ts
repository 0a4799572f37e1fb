import { RECEIPT_COPY, receiptFileName } from '@vps/specs'
import { describe, expect, it, vi } from 'vitest'
import type { ExportReport } from './export.ts'
import { photoReceiptHtml, type ReceiptInput } from './receipt.ts'
import { sha256Hex } from './sha256.ts'

const file: ExportReport = {
  width: 600,
  height: 750,
  bytes: 81_234,
  kb: 81_234 / 1024,
  quality: 92,
  dpi: 300,
  padded: false,
  paddingBytes: 0,
  encodes: 3,
  window: { minKb: 50, maxKb: 10_240, minBytes: 51_200, maxBytes: 10_240_000 },
  fileName: 'united-kingdom-visa-photo.jpg',
  sha256: 'a'.repeat(64),
  checks: { format: true, dimensions: true, fileSize: true, dpi: true },
}

const input = (over: Partial<ReceiptInput> = {}): ReceiptInput => ({
  madeAt: new Date('2026-11-26T23:10:00Z'),
  destination: 'United Kingdom',
  document: 'Online passport application',
  pageUrl: 'https://example.org/united-kingdom-visa-photo?document=online',
  sources: [
    {
      name: 'GOV.UK: Photos for passports',
      url: 'https://www.gov.uk/photos-for-passports',
      verifiedOn: '2026-11-20',
    },
  ],
  ready: true,
  checks: [
    { label: 'Face size', status: 'pass', detail: 'Head 70% of the height (required 65-75%)' },
    { label: 'Sharpness', status: 'fail', detail: 'Fine detail around the eyes 0.12 (at least 0.32)' },
    { label: 'Eye distance', status: 'warn', detail: '80 px between the eyes' },
  ],
  file,
  ...over,
})

/** What a reader sees: tags dropped, the escapes read back. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

describe('photoReceiptHtml', () => {
  it("names the document, its source, every check with its status and words, and the file's facts", () => {
    const html = photoReceiptHtml(input())
    const t = text(html)
    expect(t).toContain('Destination United Kingdom')
    expect(t).toContain('Document Online passport application')
    expect(html).toContain(
      '<a href="https://www.gov.uk/photos-for-passports">GOV.UK: Photos for passports</a>',
    )
    expect(t).toContain('(read on 2026-11-20)')
    expect(t).toContain('Face size Pass Head 70% of the height (required 65-75%)')
    expect(t).toContain('Sharpness Fail Fine detail around the eyes 0.12 (at least 0.32)')
    expect(t).toContain('Eye distance Check 80 px between the eyes')
    expect(t).toContain('Pixels 600x750 px')
    // Both readings of a KB, rounded down, and the bytes the window allows.
    expect(t).toContain('Size 81,234 bytes (79.3 KB of 1,024 bytes; 81.2 kB of 1,000)')
    expect(t).toContain(
      'Required size 50-10240 KB: 51,200 to 10,240,000 bytes, so the file passes a form that counts 1 KB as 1,000 bytes or as 1,024',
    )
    expect(t).toContain('Padding None')
    expect(t).toContain('Resolution 300 dpi')
    expect(html).toContain(`<code data-sha256>${'a'.repeat(64)}</code>`)
    expect(html).toContain('data-verdict="ready"')
    expect(t).toContain('2026-11-26T23:10:00.000Z')
  })

  it('forbids scripts and loads, and escapes every text it is given', () => {
    const html = photoReceiptHtml(
      input({
        destination: '<img src=x onerror=alert(1)>',
        sources: [
          { name: 'x"><script>alert(1)</script>', url: 'javascript:alert(1)', verifiedOn: 'not verified' },
        ],
        ready: false,
      }),
    )
    expect(html).toContain(`content="default-src 'none'; style-src 'unsafe-inline'"`)
    expect(html).not.toMatch(/<script|<img|href="javascript/i)
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(text(html)).toContain('(not verified)')
    expect(html).toContain('data-verdict="not-ready"')
    expect(text(html)).toContain(RECEIPT_COPY.verdict.notReady)
  })

  it("says the rules are this site's own where the document lists no source, and 'at most' with no minimum", () => {
    const html = photoReceiptHtml(
      input({
        sources: [],
        file: { ...file, window: { minKb: null, maxKb: 240, minBytes: 0, maxBytes: 240_000 } },
      }),
    )
    expect(text(html)).toContain(RECEIPT_COPY.ownSource)
    expect(text(html)).toContain('Required size at most 240 KB: at most 240,000 bytes')
  })

  it('names padding with its size where the photo is under the floor even at full quality', () => {
    const padded = { ...file, bytes: 256_000, kb: 250, padded: true, paddingBytes: 42_442 }
    const html = photoReceiptHtml(input({ file: padded }))
    expect(text(html)).toContain(
      'Padding 42,442 bytes of empty padding (a comment inside the file) bring it up to the minimum; the pixels are the photo',
    )
    expect(text(html)).toContain('Size 256,000 bytes (250.0 KB of 1,024 bytes; 256.0 kB of 1,000)')
  })

  it('says the fingerprint was not computed where the page had no Web Crypto', () => {
    const html = photoReceiptHtml(input({ file: { ...file, sha256: null } }))
    expect(html).not.toContain('data-sha256')
    expect(text(html)).toContain(`SHA-256 ${RECEIPT_COPY.sha256Unavailable}`)
  })

  it('says touch-up was used and how many strokes of each kind, and nothing of it when none was', () => {
    const touched = text(photoReceiptHtml(input({ touchUp: { keep: 2, remove: 1 } })))
    expect(touched).toContain('Touch-up 3 strokes (2 keep, 1 remove)')
    expect(text(photoReceiptHtml(input({ touchUp: { keep: 0, remove: 1 } })))).toContain(
      'Touch-up 1 stroke (0 keep, 1 remove)',
    )
    for (const none of [input(), input({ touchUp: { keep: 0, remove: 0 } })]) {
      const html = photoReceiptHtml(none)
      expect(html).not.toContain('data-touch-up')
      expect(text(html)).not.toContain('Touch-up')
    }
    expect(RECEIPT_COPY.touchUpStrokes(2, 1)).toBe('3 strokes (2 keep, 1 remove)')
  })

  it('is saved beside the photo under its name', () => {
    expect(receiptFileName('united-kingdom-visa-photo.jpg')).toBe('united-kingdom-visa-photo-report.html')
  })
})

describe('sha256Hex', () => {
  it("hashes with the platform's Web Crypto, and gives null where a page has none", async () => {
    const bytes = new TextEncoder().encode('abc')
    expect(await sha256Hex(bytes)).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
    vi.stubGlobal('crypto', {})
    try {
      expect(await sha256Hex(bytes)).toBeNull()
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
