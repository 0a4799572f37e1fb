import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PhotoUploadArea } from './PhotoUploadArea.tsx'

afterEach(cleanup)

const jpeg = (name: string) => new File(['x'], name, { type: 'image/jpeg' })

function dropZone() {
  // The visible label is the click and drop target; it names the file input.
  const input = screen.getByLabelText(/upload your photo/i) as HTMLInputElement
  const label = document.querySelector(`label[for="${input.id}"]`)
  if (!label) throw new Error('no label for the file input')
  return { input, label }
}

describe('PhotoUploadArea', () => {
  it('is a real file input offering JPEG, PNG, WEBP and HEIC, described by the size and privacy text', () => {
    render(<PhotoUploadArea onFile={() => {}} />)
    const { input } = dropZone()
    expect(input.type).toBe('file')
    expect(input.accept).toBe('image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif')
    expect(screen.getByText('JPEG, PNG or WEBP up to 4MB')).toBeTruthy()
    expect(screen.getByText(/stays on your device/i)).toBeTruthy()
  })

  it('hands over only the first of several dropped files', () => {
    const onFile = vi.fn()
    render(<PhotoUploadArea onFile={onFile} />)
    const first = jpeg('first.jpg')
    fireEvent.drop(dropZone().label, { dataTransfer: { files: [first, jpeg('second.jpg')] } })
    expect(onFile).toHaveBeenCalledTimes(1)
    expect(onFile).toHaveBeenCalledWith(first)
  })

  it('passes the picked file and clears the input so the same file can be picked again', () => {
    const onFile = vi.fn()
    render(<PhotoUploadArea onFile={onFile} />)
    const { input } = dropZone()
    const picked = jpeg('picked.jpg')
    fireEvent.change(input, { target: { files: [picked] } })
    expect(onFile).toHaveBeenCalledWith(picked)
    expect(input.value).toBe('')
  })

  it('ignores drops and disables the input when disabled', () => {
    const onFile = vi.fn()
    render(<PhotoUploadArea onFile={onFile} disabled />)
    const { input, label } = dropZone()
    fireEvent.drop(label, { dataTransfer: { files: [jpeg('a.jpg')] } })
    expect(onFile).not.toHaveBeenCalled()
    expect(input.disabled).toBe(true)
  })
})
