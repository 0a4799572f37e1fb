import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CompressUploadArea } from './CompressUploadArea.tsx'

afterEach(cleanup)

const image = (name: string, type = 'image/jpeg') => new File(['x'], name, { type })

function dropZone() {
  return screen.getByTestId('compress-drop-zone')
}

describe('CompressUploadArea', () => {
  it('is a real file input, labelled, accepting the three formats and iPhone photos (HEIC)', () => {
    render(<CompressUploadArea onFiles={() => {}} />)
    const input = screen.getByLabelText('Click to upload or drag and drop')
    expect(input.tagName).toBe('INPUT')
    expect(input.getAttribute('type')).toBe('file')
    expect(input.getAttribute('accept')).toBe(
      'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif',
    )
    expect(input.hasAttribute('disabled')).toBe(false)
    expect(input.hasAttribute('multiple')).toBe(true)
  })

  it('shows the exact support text and links it to the input', () => {
    render(<CompressUploadArea onFiles={() => {}} />)
    const hint = screen.getByText('Supports JPEG, PNG, WEBP • Max 10MB • Original dimensions preserved')
    const input = screen.getByLabelText('Click to upload or drag and drop')
    expect(input.getAttribute('aria-describedby')).toBe(hint.id)
  })

  it('passes a picked file to onFiles', () => {
    const onFiles = vi.fn()
    render(<CompressUploadArea onFiles={onFiles} />)
    const file = image('picked.png', 'image/png')
    fireEvent.change(screen.getByLabelText('Click to upload or drag and drop'), { target: { files: [file] } })
    expect(onFiles).toHaveBeenCalledExactlyOnceWith([file])
  })

  it('passes several dropped files, in order, for a batch (issue #53)', () => {
    const onFiles = vi.fn()
    render(<CompressUploadArea onFiles={onFiles} />)
    const first = image('first.jpg')
    const second = image('second.jpg')
    fireEvent.drop(dropZone(), { dataTransfer: { files: [first, second] } })
    expect(onFiles).toHaveBeenCalledExactlyOnceWith([first, second])
  })

  it('ignores drops and disables the input when disabled', () => {
    const onFiles = vi.fn()
    render(<CompressUploadArea onFiles={onFiles} disabled />)
    fireEvent.drop(dropZone(), { dataTransfer: { files: [image('a.jpg')] } })
    expect(onFiles).not.toHaveBeenCalled()
    expect(screen.getByLabelText('Click to upload or drag and drop').hasAttribute('disabled')).toBe(true)
  })

  it('highlights while a file is dragged over', () => {
    render(<CompressUploadArea onFiles={() => {}} />)
    fireEvent.dragOver(dropZone(), { dataTransfer: { files: [], dropEffect: 'none' } })
    expect(dropZone().dataset.dragging).toBe('true')
    expect(screen.getByText('Drop your images here')).toBeTruthy()
  })
})
