import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { TOASTS, UPLOAD_LIMITS } from '@vps/specs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { toast } from '../../../shared/toast/toast-store.ts'
import { PhotoToolCard } from './PhotoToolCard.tsx'

vi.mock('../../../shared/toast/toast-store.ts', () => ({ toast: vi.fn() }))

afterEach(() => {
  cleanup()
  vi.mocked(toast).mockClear()
})

function drop(file: File) {
  const input = screen.getByLabelText(/upload your photo/i)
  const label = document.querySelector(`label[for="${input.id}"]`) as HTMLElement
  fireEvent.drop(label, { dataTransfer: { files: [file] } })
}

describe('PhotoToolCard', () => {
  it('rejects a non-image with the invalid type toast and keeps the upload area', () => {
    render(<PhotoToolCard country="japan" countryName="Japan" />)
    drop(new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' }))
    expect(toast).toHaveBeenCalledWith(TOASTS.invalidFileType)
    expect(screen.getByLabelText(/upload your photo/i)).toBeTruthy()
  })

  it('rejects a photo over 4 MB with the too-large toast', () => {
    render(<PhotoToolCard country="japan" countryName="Japan" />)
    const big = new File([new Uint8Array(UPLOAD_LIMITS.photoMaxBytes + 1)], 'big.jpg', { type: 'image/jpeg' })
    drop(big)
    expect(toast).toHaveBeenCalledWith(TOASTS.photoTooLarge)
  })

  it('keeps an accepted photo and goes back to the upload area on New Image Upload', () => {
    render(<PhotoToolCard country="japan" countryName="Japan" />)
    drop(new File(['x'], 'me.jpg', { type: 'image/jpeg' }))
    expect(toast).not.toHaveBeenCalled()
    expect(screen.getByRole('status').textContent).toContain('me.jpg')
    fireEvent.click(screen.getByRole('button', { name: 'New Image Upload' }))
    expect(screen.getByLabelText(/upload your photo/i)).toBeTruthy()
  })
})
