import type { ExportReport, PhotoFrame, Placement, SheetReport, TouchUpStroke } from '@vps/imaging/photo'
import {
  type PhotoDocument,
  PRINT_DPIS,
  PRINT_PAPER_IDS,
  PRINT_PAPERS,
  PRINT_SHEET_COPY,
  type PrintDpi,
  type PrintOrientation,
  type PrintPaperId,
} from '@vps/specs'
import { FileImage, FileText, LoaderCircle } from 'lucide-react'
import { useId } from 'react'
import { usePrintSheet } from './use-print-sheet.ts'

type Props = {
  document: PhotoDocument
  /** The photo as the single download would export it now; null before there is one. */
  photo: () => {
    id: number
    placement: Placement
    frame: PhotoFrame
    touchUps?: readonly TouchUpStroke[]
  } | null
  disabled: boolean
  onMade: (sheet: SheetReport, file: ExportReport) => void
}

const DPI_WORDS: Record<PrintDpi, string> = {
  300: '300 dpi (most labs)',
  254: '254 dpi (1000 px = 10 cm labs)',
  600: '600 dpi (finest, larger file)',
}

const select =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-2 py-2 text-sm text-slate-900 focus:outline-none focus:ring-2 focus:ring-blue-600'

/**
 * 'Print sheet' under the download (docs/print-sheets.md): copies of the photo on one print, with cut marks
 * and a 50 mm ruler, as a JPEG for a lab or a PDF for a home printer. Shown for print documents only.
 */
export function PrintSheetSection({ document, photo, disabled, onMade }: Props) {
  const { choice, choose, fit, make, making, last } = usePrintSheet({ document, photo, onMade })
  const id = useId()
  const asked = document.print?.copies
  const counts = Array.from({ length: fit.capacity }, (_, i) => i + 1)
  const copiesValue = choice.copies === 'fill' ? 'fill' : String(Math.min(choice.copies, fit.capacity))
  const busy = making !== null
  const off = disabled || busy || fit.capacity === 0
  const button =
    'inline-flex w-full items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60'
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="mt-4 border-t border-slate-300 pt-3"
      data-testid="print-sheet"
    >
      <h4 id={`${id}-heading`} className="font-bold text-slate-900">
        {PRINT_SHEET_COPY.heading}
      </h4>
      <p className="mt-1 text-sm text-slate-700">
        Copies of this photo on one print, with cut marks and a 50 mm ruler to check the size.
      </p>
      <div className="mt-2 grid grid-cols-1 gap-2">
        <label className="text-xs font-semibold text-slate-700">
          Paper
          <select
            className={select}
            value={choice.paper}
            onChange={(e) => choose({ paper: e.target.value as PrintPaperId })}
          >
            {PRINT_PAPER_IDS.map((p) => (
              <option key={p} value={p}>
                {PRINT_PAPERS[p].label}
              </option>
            ))}
          </select>
        </label>
        <label className="text-xs font-semibold text-slate-700">
          Orientation
          <select
            className={select}
            value={choice.orientation}
            onChange={(e) => choose({ orientation: e.target.value as PrintOrientation })}
          >
            <option value="portrait">Portrait</option>
            <option value="landscape">Landscape</option>
          </select>
        </label>
        <label className="text-xs font-semibold text-slate-700">
          Resolution
          <select
            className={select}
            value={choice.dpi}
            onChange={(e) => choose({ dpi: Number(e.target.value) as PrintDpi })}
          >
            {PRINT_DPIS.filter((d) => PRINT_PAPERS[choice.paper].dpis.includes(d)).map((d) => (
              <option key={d} value={d}>
                {DPI_WORDS[d]}
              </option>
            ))}
          </select>
        </label>
        <label className="text-xs font-semibold text-slate-700">
          Copies
          <select
            className={select}
            value={copiesValue}
            disabled={fit.capacity === 0}
            onChange={(e) => choose({ copies: e.target.value === 'fill' ? 'fill' : Number(e.target.value) })}
          >
            <option value="fill">As many as fit ({fit.capacity})</option>
            {counts.map((n) => (
              <option key={n} value={n}>
                {n === asked ? `${n} (what this document asks for)` : n}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="mt-2 text-xs text-slate-700" data-testid="print-sheet-fit">
        {fit.error ??
          `${fit.capacity} ${fit.capacity === 1 ? 'copy fits' : 'copies fit'}, each ${document.width_mm} x ${document.height_mm} mm.`}
      </p>
      <div className="mt-2 grid grid-cols-1 gap-2">
        <button type="button" className={button} disabled={off} onClick={() => make('jpeg')}>
          {making === 'jpeg' ? (
            <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />
          ) : (
            <FileImage aria-hidden="true" className="h-4 w-4" />
          )}
          Download sheet (JPEG)
        </button>
        <button type="button" className={button} disabled={off} onClick={() => make('pdf')}>
          {making === 'pdf' ? (
            <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />
          ) : (
            <FileText aria-hidden="true" className="h-4 w-4" />
          )}
          Download sheet (PDF)
        </button>
      </div>
      <p className="mt-2 text-xs text-slate-700">{PRINT_SHEET_COPY.labAdvice}</p>
      {last ? (
        <p className="mt-2 text-xs text-slate-700" role="status" data-testid="sheet-receipt">
          Downloaded {last.fileName}: {last.copies} {last.copies === 1 ? 'copy' : 'copies'} of{' '}
          {last.document.widthMm} x {last.document.heightMm} mm, measured within {last.maxErrorMm.toFixed(2)}{' '}
          mm; ruler {last.rulerMm.toFixed(2)} mm. Checked after saving.
        </p>
      ) : null}
    </section>
  )
}
