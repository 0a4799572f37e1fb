import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { PhotoClient, PhotoSheet } from '@vps/imaging/photo'
import { builtInDocuments, PRINT_SHEET_COPY } from '@vps/specs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { toast } from '../../../shared/toast/toast-store.ts'
import { PrintSheetSection } from './PrintSheetSection.tsx'

vi.mock('../../../shared/toast/toast-store.ts', () => ({ toast: vi.fn() }))
const fake = vi.hoisted(() => ({ client: null as Partial<PhotoClient> | null }))
vi.mock('../editor/photo-module.ts', () => ({ photoModule: () => ({ getPhotoClient: () => fake.client }) }))

const doc = (country: string, id: string) => {
  const found = builtInDocuments(country).find((d) => d.id === id)
  if (!found) throw new Error(id)
  return found
}
const frame = { fileName: 'germany-schengen-35x45-print-photo.jpg' } as never
const photo = () => ({ id: 7, placement: { x: 0, y: 0, scale: 1, rotation: 0 }, frame })

afterEach(() => {
  cleanup()
  vi.clearAllMocks()
})

describe('PrintSheetSection', () => {
  it('offers the papers, says how many copies fit, and drops 600 dpi for A4', () => {
    render(
      <PrintSheetSection
        document={doc('germany', 'schengen-35x45-print')}
        photo={photo}
        disabled={false}
        onMade={vi.fn()}
      />,
    )
    expect(screen.getByRole('heading', { name: 'Print sheet' })).toBeTruthy()
    expect(screen.getByTestId('print-sheet-fit').textContent).toBe('6 copies fit, each 35 x 45 mm.')
    const dpi = screen.getByLabelText('Resolution') as HTMLSelectElement
    expect([...dpi.options].map((o) => o.value)).toEqual(['300', '254', '600'])
    fireEvent.change(screen.getByLabelText('Paper'), { target: { value: 'a4' } })
    expect([...dpi.options].map((o) => o.value)).toEqual(['300', '254'])
    expect(screen.getByTestId('print-sheet-fit').textContent).toBe('25 copies fit, each 35 x 45 mm.')
    expect(screen.getByText(PRINT_SHEET_COPY.labAdvice)).toBeTruthy()
  })

  it('names the number of copies the US passport asks for', () => {
    render(
      <PrintSheetSection
        document={doc('united-states', 'us-passport-print')}
        photo={photo}
        disabled={false}
        onMade={vi.fn()}
      />,
    )
    const copies = screen.getByLabelText('Copies') as HTMLSelectElement
    expect([...copies.options].map((o) => o.textContent)).toEqual([
      'As many as fit (2)',
      '1 (what this document asks for)',
      '2',
    ])
  })

  it('makes the sheet in the worker with the choices, saves it, and hands its report to the receipt', async () => {
    const report = {
      fileName: 'germany-schengen-35x45-print-photo-sheet-a4.pdf',
      copies: 2,
      document: { widthMm: 35, heightMm: 45 },
      maxErrorMm: 0,
      rulerMm: 50,
    }
    const made: PhotoSheet = {
      bytes: new Uint8Array([37, 80]),
      report,
      photo: { sha256: 'x' },
      ms: 1,
    } as never
    const makeSheet = vi.fn(async () => made)
    fake.client = { makeSheet }
    const onMade = vi.fn()
    URL.createObjectURL = vi.fn(() => 'blob:sheet')
    URL.revokeObjectURL = vi.fn()
    render(
      <PrintSheetSection
        document={doc('germany', 'schengen-35x45-print')}
        photo={photo}
        disabled={false}
        onMade={onMade}
      />,
    )
    fireEvent.change(screen.getByLabelText('Paper'), { target: { value: 'a4' } })
    fireEvent.change(screen.getByLabelText('Copies'), { target: { value: '2' } })
    fireEvent.click(screen.getByRole('button', { name: 'Download sheet (PDF)' }))
    await waitFor(() => expect(onMade).toHaveBeenCalledWith(made.report, made.photo))
    expect(makeSheet).toHaveBeenCalledWith(7, photo().placement, frame, {
      document: {
        id: 'schengen-35x45-print',
        name: 'Schengen visa photo, 35x45 mm print',
        widthMm: 35,
        heightMm: 45,
      },
      options: { paper: 'a4', orientation: 'portrait', dpi: 300, copies: 2, format: 'pdf' },
    })
    expect(screen.getByTestId('sheet-receipt').textContent).toContain(
      'Downloaded germany-schengen-35x45-print-photo-sheet-a4.pdf: 2 copies of 35 x 45 mm',
    )
    expect(toast).toHaveBeenCalledWith(PRINT_SHEET_COPY.toasts.made(report.fileName, 2))
  })

  it('makes the sheet of the touched-up photo: the download’s strokes go with it', async () => {
    const made = {
      bytes: new Uint8Array([1]),
      report: {
        fileName: 's.jpg',
        copies: 1,
        document: { widthMm: 35, heightMm: 45 },
        maxErrorMm: 0,
        rulerMm: 50,
      },
      photo: {},
    } as never
    const makeSheet = vi.fn(async () => made)
    fake.client = { makeSheet }
    URL.createObjectURL = vi.fn(() => 'blob:sheet')
    URL.revokeObjectURL = vi.fn()
    const touchUps = [{ mode: 'remove' as const, points: [{ x: 10, y: 20 }], radius: 5 }]
    render(
      <PrintSheetSection
        document={doc('germany', 'schengen-35x45-print')}
        photo={() => ({ ...photo(), touchUps })}
        disabled={false}
        onMade={vi.fn()}
      />,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Download sheet (PDF)' }))
    await waitFor(() => expect(makeSheet).toHaveBeenCalled())
    expect((makeSheet.mock.calls[0] as unknown[])[4]).toEqual({ touchUps })
  })
})
