// The receipt's section on print sheets (docs/print-sheets.md): each sheet downloaded with the photo, as it
// was measured after it was made.
import { PRINT_SHEET_COPY } from '@vps/specs'
import type { SheetReport } from './make-sheet.ts'

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}
const esc = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] as string)

const mm = (value: number) => value.toFixed(2)

/** The HTML of the section, or '' without sheets. */
export function sheetsReceiptHtml(sheets: readonly SheetReport[]): string {
  if (sheets.length === 0) return ''
  const C = PRINT_SHEET_COPY.receipt
  const rows = sheets
    .map((s) => {
      const widths = s.photos.map((p) => p.widthMm)
      const heights = s.photos.map((p) => p.heightMm)
      const size = `${mm(Math.min(...widths))}-${mm(Math.max(...widths))} x ${mm(Math.min(...heights))}-${mm(Math.max(...heights))} mm (rule ${s.document.widthMm} x ${s.document.heightMm} mm)`
      const resolution =
        s.format === 'pdf'
          ? 'PDF, the photo at its own pixels'
          : `${s.widthPx}x${s.heightPx} px, ${s.dpiTag} dpi`
      const cells = [
        esc(s.fileName),
        esc(`${s.paper.label}, ${s.paper.orientation}`),
        esc(resolution),
        String(s.copies),
        esc(size),
        `${mm(s.rulerMm)} mm`,
        s.sha256 === null ? '' : `<code data-sheet-sha256>${esc(s.sha256)}</code>`,
      ]
      return `<tr>${cells.map((c) => `<td>${c}</td>`).join('')}</tr>`
    })
    .join('')
  return `<h2>${esc(C.heading)}</h2>
<table><thead><tr>${C.columns.map((c) => `<th scope="col">${esc(c)}</th>`).join('')}</tr></thead><tbody>${rows}</tbody></table>
<p><small>${esc(C.note)}</small></p>
`
}
