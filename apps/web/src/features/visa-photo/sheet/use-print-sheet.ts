// The print sheet's choices and its download (docs/print-sheets.md): paper, orientation, dpi and copies, all
// offered from PRINT_SHEET in @vps/specs; the sheet is made in the photo worker from the same checked export
// as the single-file download.
import { sheetLayoutFor } from '@vps/imaging'
import type {
  ExportReport,
  PhotoFrame,
  Placement,
  SheetFormat,
  SheetReport,
  TouchUpStroke,
} from '@vps/imaging/photo'
import {
  type PhotoDocument,
  PRINT_PAPERS,
  PRINT_SHEET,
  PRINT_SHEET_COPY,
  type PrintDpi,
  type PrintOrientation,
  type PrintPaperId,
} from '@vps/specs'
import { useCallback, useMemo, useState } from 'react'
import { toast } from '../../../shared/toast/toast-store.ts'
import { photoModule } from '../editor/photo-module.ts'
import { saveBytes } from '../editor/use-photo-session.ts'

export interface SheetChoice {
  paper: PrintPaperId
  orientation: PrintOrientation
  dpi: PrintDpi
  /** 'fill' for as many as fit. */
  copies: number | 'fill'
}

interface Photo {
  id: number
  placement: Placement
  frame: PhotoFrame
  /** The photo's touch-up strokes, so the sheet's copies are the download's (docs/background.md). */
  touchUps?: readonly TouchUpStroke[]
}

export const sheetDocument = (document: PhotoDocument) => ({
  id: document.id,
  name: document.name,
  widthMm: document.width_mm,
  heightMm: document.height_mm,
})

/** The dpi a paper's JPEG takes; the chosen one if it still can, else the paper's first. */
export function dpiFor(paper: PrintPaperId, dpi: PrintDpi): PrintDpi {
  const dpis = PRINT_PAPERS[paper].dpis
  return dpis.includes(dpi) ? dpi : (dpis[0] as PrintDpi)
}

export function usePrintSheet(options: {
  document: PhotoDocument
  photo: () => Photo | null
  onMade: (sheet: SheetReport, file: ExportReport) => void
}) {
  const { document, photo, onMade } = options
  const [choice, setChoice] = useState<SheetChoice>({
    paper: PRINT_SHEET.defaultPaper,
    orientation: PRINT_SHEET.defaultOrientation,
    dpi: PRINT_SHEET.defaultDpi,
    copies: 'fill',
  })
  const [making, setMaking] = useState<SheetFormat | null>(null)
  const [last, setLast] = useState<SheetReport | null>(null)

  // How many fit, from the same layout the engine makes; a paper too small says so instead.
  const fit = useMemo(() => {
    try {
      const layout = sheetLayoutFor(sheetDocument(document), { ...choice, copies: 'fill' })
      return { capacity: layout.capacity, error: null }
    } catch (error) {
      return { capacity: 0, error: error instanceof Error ? error.message : String(error) }
    }
  }, [document, choice])

  const choose = useCallback((next: Partial<SheetChoice>) => {
    setChoice((c) => {
      const merged = { ...c, ...next }
      return { ...merged, dpi: dpiFor(merged.paper, merged.dpi) }
    })
    setLast(null)
  }, [])

  const make = useCallback(
    async (format: SheetFormat) => {
      const current = photo()
      if (!current || making) return
      setMaking(format)
      try {
        const client = photoModule().getPhotoClient()
        const sheet = { document: sheetDocument(document), options: { ...choice, format } }
        // The download's touch-up strokes, so the sheet's copies are the same photo.
        const result = current.touchUps?.length
          ? await client.makeSheet(current.id, current.placement, current.frame, sheet, {
              touchUps: current.touchUps,
            })
          : await client.makeSheet(current.id, current.placement, current.frame, sheet)
        saveBytes(result.bytes, result.report.fileName, format === 'pdf' ? 'application/pdf' : 'image/jpeg')
        setLast(result.report)
        onMade(result.report, result.photo)
        toast(PRINT_SHEET_COPY.toasts.made(result.report.fileName, result.report.copies))
      } catch (error) {
        toast(
          PRINT_SHEET_COPY.toasts.failed(
            error instanceof Error ? error.message : 'The sheet could not be made. Try again.',
          ),
        )
      } finally {
        setMaking(null)
      }
    },
    [photo, making, document, choice, onMade],
  )

  return { choice, choose, fit, make, making, last }
}
