// The photo report's words (docs/photo-checks.md, "The report"): the button beside the download and the
// small HTML file it saves, made on the device.
import { CHECK_STATUS } from './checks.ts'

export const RECEIPT_COPY = {
  button: 'Download report',
  title: 'Visa photo report',
  madeOn: 'Made on this device',
  document: 'Document',
  destination: 'Destination',
  madeAt: 'Page',
  madeWith: 'Made with',
  sources: 'Rules from',
  /** Where the visitor painted over the replaced background (docs/background.md, "Touch-up"); absent without. */
  touchUp: 'Touch-up',
  touchUpStrokes: (keep: number, remove: number) => {
    const n = keep + remove
    return `${n} ${n === 1 ? 'stroke' : 'strokes'} (${keep} keep, ${remove} remove)`
  },
  ownSource: "This site's requirements for the destination (the page above)",
  ownSourceBuiltIn: "Visa Photo Studio's requirements for the destination, as the site states them",
  verifiedOn: (date: string) => (date === 'not verified' ? 'not verified' : `read on ${date}`),
  verdict: { ready: 'Ready to Download', notReady: 'Some checks did not pass' },
  checks: 'Checks',
  check: 'Check',
  result: 'Result',
  measured: 'Measured and required',
  file: 'The file',
  fileRows: {
    name: 'File name',
    pixels: 'Pixels',
    size: 'Size',
    window: 'Required size',
    padding: 'Padding',
    dpi: 'Resolution',
    sha256: 'SHA-256',
  },
  status: CHECK_STATUS,
  /** The required window in both readings (photo-file-size.ts): a cap read as 1,000 bytes a KB, a floor as 1,024. */
  windowBytes: (window: string, minBytes: number, maxBytes: number) =>
    minBytes > 0
      ? `${window}: ${minBytes.toLocaleString('en-US')} to ${maxBytes.toLocaleString('en-US')} bytes, so the file passes a form that counts 1 KB as 1,000 bytes or as 1,024`
      : `${window}: at most ${maxBytes.toLocaleString('en-US')} bytes, so the file passes a form that counts 1 KB as 1,000 bytes or as 1,024`,
  /** Padding where the photo, even at full quality, is under the floor: named, never hidden. */
  padding: (bytes: number) =>
    bytes > 0
      ? `${bytes.toLocaleString('en-US')} bytes of empty padding (a comment inside the file) bring it up to the minimum; the pixels are the photo's`
      : 'None',
  /** Where the browser gives no Web Crypto: only to secure (https) pages. */
  sha256Unavailable: 'Not computed: browsers allow it only on secure (https) pages',
  /** What the fingerprint is for, under the file table. */
  sha256Note:
    'The SHA-256 is the fingerprint of the downloaded file: any change to the file, even one pixel, changes it.',
} as const

/** The report's file name beside the photo's: `uk-visa-photo.jpg` gives `uk-visa-photo-report.html`. */
export function receiptFileName(photoFileName: string): string {
  return `${photoFileName.replace(/\.[a-z0-9]+$/i, '')}-report.html`
}
