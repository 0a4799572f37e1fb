// The photo report (docs/photo-checks.md, "The report"): a small HTML file saved beside the photo, made on
// the device from the checks the page showed and the exported file's own facts. It carries no script and
// its policy forbids loading anything, so it opens the same anywhere, offline.
import { bothKbReadings, RECEIPT_COPY as C, fileWindowText } from '@vps/specs'
import type { ExportReport } from './export.ts'
import type { SheetReport } from './sheet/make-sheet.ts'
import { sheetsReceiptHtml } from './sheet/receipt-section.ts'

export interface ReceiptCheck {
  label: string
  status: 'pass' | 'warn' | 'fail'
  /** The measured value and what is required, in the panel's words. */
  detail: string
}

export interface ReceiptSource {
  name: string
  url: string
  verifiedOn: string
}

export interface ReceiptInput {
  madeAt: Date
  /** The destination's name, e.g. "United Kingdom". */
  destination: string
  /** The document's name, e.g. "Visa photo" or "Online passport application". */
  document: string
  /** The page the photo was made on (with its ?document=); or, made outside the site, `madeWith`. */
  pageUrl?: string
  /** The program that made the photo, where there is no page (the Node API: "@vps/imaging 0.1.0 (Node.js)"). */
  madeWith?: string
  /** Where the document's rules are written; empty for the destination's own row. */
  sources: readonly ReceiptSource[]
  ready: boolean
  checks: readonly ReceiptCheck[]
  file: ExportReport
  /**
   * The touch-up strokes painted into the replaced background (docs/background.md, "Touch-up"), counted by
   * kind; absent or zero when none were, and the report then says nothing of touch-up.
   */
  touchUp?: { keep: number; remove: number }
  /** The print sheets downloaded of this file (docs/print-sheets.md), listed under it. */
  sheets?: readonly SheetReport[]
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}
const esc = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] as string)

/** A link only for an https address (what the document schema accepts); anything else stays text. */
const link = (url: string, text: string) =>
  /^https:\/\/[^\s"'<>]+$/.test(url) ? `<a href="${esc(url)}">${esc(text)}</a>` : esc(text)

const STYLE = `body{font:14px/1.45 system-ui,sans-serif;color:#0f172a;max-width:52rem;margin:2rem auto;padding:0 1rem}
h1{font-size:1.4rem;margin:0 0 .25rem}h2{font-size:1.1rem;margin:1.5rem 0 .5rem}
table{border-collapse:collapse;width:100%}th,td{border:1px solid #cbd5e1;padding:.35rem .5rem;text-align:left;vertical-align:top}
th{background:#f1f5f9}.pass{color:#166534}.warn{color:#92400e}.fail{color:#991b1b}
.verdict{font-weight:700}code{word-break:break-all}small{color:#475569}`

/** The report as a complete HTML document. */
export function photoReceiptHtml(r: ReceiptInput): string {
  const f = r.file
  const window = C.windowBytes(
    fileWindowText({ min: f.window.minKb, max: f.window.maxKb }),
    f.window.minBytes,
    f.window.maxBytes,
  )
  const sources = r.sources.length
    ? `<ul>${r.sources
        .map((s) => `<li>${link(s.url, s.name)} <small>(${esc(C.verifiedOn(s.verifiedOn))})</small></li>`)
        .join('')}</ul>`
    : `<p>${esc(r.pageUrl ? C.ownSource : C.ownSourceBuiltIn)}</p>`
  const checks = r.checks
    .map(
      (c) =>
        `<tr><td>${esc(c.label)}</td><td class="${c.status}">${esc(C.status[c.status])}</td><td>${esc(c.detail)}</td></tr>`,
    )
    .join('')
  const row = (label: string, value: string) => `<tr><th scope="row">${esc(label)}</th><td>${value}</td></tr>`
  const touched = r.touchUp && r.touchUp.keep + r.touchUp.remove > 0 ? r.touchUp : null
  const touchUp = touched
    ? `<tr data-touch-up><th scope="row">${esc(C.touchUp)}</th><td>${esc(
        C.touchUpStrokes(touched.keep, touched.remove),
      )}</td></tr>`
    : ''
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(`${C.title}: ${r.destination}, ${r.document}`)}</title><style>${STYLE}</style></head>
<body><h1>${esc(C.title)}</h1>
<p><small>${esc(C.madeOn)}, ${esc(r.madeAt.toISOString())}</small></p>
<p class="verdict ${r.ready ? 'pass' : 'fail'}" data-verdict="${r.ready ? 'ready' : 'not-ready'}">${esc(
    r.ready ? C.verdict.ready : C.verdict.notReady,
  )}</p>
<table>${row(C.destination, esc(r.destination))}${row(C.document, esc(r.document))}${
    r.pageUrl ? row(C.madeAt, link(r.pageUrl, r.pageUrl)) : row(C.madeWith, esc(r.madeWith ?? ''))
  }${touchUp}</table>
<h2>${esc(C.sources)}</h2>${sources}
<h2>${esc(C.checks)}</h2>
<table><thead><tr><th scope="col">${esc(C.check)}</th><th scope="col">${esc(C.result)}</th><th scope="col">${esc(
    C.measured,
  )}</th></tr></thead><tbody>${checks}</tbody></table>
<h2>${esc(C.file)}</h2>
<table>${row(C.fileRows.name, esc(f.fileName))}${row(C.fileRows.pixels, `${f.width}x${f.height} px`)}${row(
    C.fileRows.size,
    esc(bothKbReadings(f.bytes)),
  )}${row(C.fileRows.window, esc(window))}${row(C.fileRows.padding, esc(C.padding(f.paddingBytes)))}${row(
    C.fileRows.dpi,
    `${f.dpi} dpi`,
  )}${row(
    C.fileRows.sha256,
    f.sha256 === null ? esc(C.sha256Unavailable) : `<code data-sha256>${esc(f.sha256)}</code>`,
  )}</table>
<p><small>${esc(C.sha256Note)}</small></p>
${sheetsReceiptHtml(r.sheets ?? [])}</body></html>
`
}
