import { cleanup, fireEvent, screen } from '@testing-library/react'
import { TOASTS, UPLOAD_LIMITS } from '@vps/specs'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CompressToolPage } from './CompressToolPage.tsx'
import { renderWithRouter } from './test-router.tsx'

const { toast } = vi.hoisted(() => ({ toast: vi.fn() }))
vi.mock('../../shared/toast/toast-store.ts', () => ({ toast }))

beforeEach(() => toast.mockClear())
afterEach(cleanup)

const LABEL = 'Click to upload or drag and drop'

function pick(file: File) {
  fireEvent.change(screen.getByLabelText(LABEL), { target: { files: [file] } })
}

function sizedFile(name: string, type: string, bytes: number): File {
  const file = new File(['x'], name, { type })
  Object.defineProperty(file, 'size', { value: bytes })
  return file
}

describe('CompressToolPage', () => {
  it('renders the static spec copy for a size', async () => {
    await renderWithRouter(() => <CompressToolPage size={50} />)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Compress Image to 50KB')
    expect(screen.getByText('Target: 50KB')).toBeTruthy()
    for (const item of ['Target Size', 'Original Dimensions Preserved', 'Format: JPEG', 'Tolerance: ±2KB']) {
      expect(screen.getByText(item)).toBeTruthy()
    }
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.queryByText('Important: 10KB Image Quality Notice')).toBeNull()
  })

  it('shows the 10KB notice until an image is chosen', async () => {
    await renderWithRouter(() => <CompressToolPage size={10} />)
    expect(screen.getByText('Important: 10KB Image Quality Notice')).toBeTruthy()
    pick(sizedFile('photo.jpg', 'image/jpeg', 2048))
    expect(screen.queryByText('Important: 10KB Image Quality Notice')).toBeNull()
    expect(screen.getByText('photo.jpg')).toBeTruthy()
    expect(screen.getByText('2KB')).toBeTruthy()
    expect(toast).not.toHaveBeenCalled()
  })

  it('rejects a non-image with the invalid type toast and keeps the upload area', async () => {
    await renderWithRouter(() => <CompressToolPage size={50} />)
    pick(sizedFile('notes.pdf', 'application/pdf', 10))
    expect(toast).toHaveBeenCalledExactlyOnceWith(TOASTS.invalidFileType)
    expect(screen.getByLabelText(LABEL)).toBeTruthy()
  })

  it('rejects an image over 10MB with the compression size toast', async () => {
    await renderWithRouter(() => <CompressToolPage size={50} />)
    pick(sizedFile('huge.png', 'image/png', UPLOAD_LIMITS.compressMaxBytes + 1))
    expect(toast).toHaveBeenCalledExactlyOnceWith(TOASTS.compressTooLarge)
    expect(screen.queryByText('huge.png')).toBeNull()
  })

  it('lets the visitor go back to the upload area', async () => {
    await renderWithRouter(() => <CompressToolPage size={50} />)
    pick(sizedFile('photo.jpg', 'image/jpeg', 4096))
    fireEvent.click(screen.getByRole('button', { name: 'Choose a Different Image' }))
    expect(screen.getByLabelText(LABEL)).toBeTruthy()
  })

  it('adds the premium sections with the related tools in the spec order', async () => {
    await renderWithRouter(() => <CompressToolPage size={400} />)
    const related = screen.getByRole('heading', { level: 2, name: 'Related Compression Tools' })
    const section = related.closest('section')
    const links = [...(section?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href'))
    expect(links).toEqual(['/compress-to-300kb', '/compress-to-500kb', '/compress-to-200kb'])
  })
})
