import { describe, expect, it } from 'vitest'
import { decodeErrorProblem, formatName, uploadCheckProblem } from './upload-problem.ts'

const bytes = (text: string) => new Uint8Array([...text].map((c) => c.charCodeAt(0)))
const named = (name: string, type: string, content: string | Uint8Array = 'x', size = content.length) => {
  const blob = new Blob([content as BlobPart], { type })
  Object.defineProperty(blob, 'size', { value: size })
  return Object.assign(blob, { name })
}
const error = (name: string, message = '') => Object.assign(new Error(message), { name })

describe('upload problems', () => {
  it('names a format by its bytes first, then by the name, then by the type', () => {
    expect(formatName(bytes('%PDF-1.7'), { name: 'scan.jpg', type: 'image/jpeg' })).toBe('PDF')
    expect(formatName(bytes('\0\0\0\x18ftypheic'), { name: 'a.jpg', type: '' })).toBe('HEIC')
    expect(formatName(bytes('hello'), { name: 'notes.txt', type: 'text/plain' })).toBe('TXT')
    expect(formatName(bytes('hello'), { name: 'notes', type: 'text/plain' })).toBe('PLAIN')
    expect(formatName(bytes('garbage'), { name: 'broken.jpg', type: 'image/jpeg' })).toBe('JPEG')
  })

  it('says which format cannot be used, and the size against its limit', () => {
    expect(uploadCheckProblem(named('notes.txt', 'text/plain'), 4 * 1024 * 1024)).toEqual({
      kind: 'unsupported',
      title: "TXT files can't be used here",
      text: 'Choose a photo saved as JPEG, PNG or WEBP, or an iPhone photo (HEIC).',
      fileName: 'notes.txt',
    })
    const big = named('big.jpg', 'image/jpeg', 'x', 5 * 1024 * 1024 + 200 * 1024)
    expect(uploadCheckProblem(big, 4 * 1024 * 1024)).toMatchObject({
      kind: 'too-many-bytes',
      title: 'This file is 5.2MB; the limit is 4MB',
    })
    expect(uploadCheckProblem(named('ok.jpg', 'image/jpeg'), 4 * 1024 * 1024)).toBeNull()
  })

  it('tells a damaged picture from a file that is not a picture at all', async () => {
    const renamedPdf = named('photo.jpg', 'image/jpeg', '%PDF-1.4 ...')
    expect(await decodeErrorProblem(error('ImageDecodeError'), renamedPdf)).toMatchObject({
      kind: 'unsupported',
      title: "PDF files can't be used here",
    })
    const cutJpeg = named('photo.jpg', 'image/jpeg', new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]))
    expect(await decodeErrorProblem(error('ImageDecodeError'), cutJpeg)).toMatchObject({
      kind: 'corrupt',
      title: "This file couldn't be read as a picture",
    })
    const huge = error(
      'ImageTooLargeError',
      'The image is 30000x30000 (900.0 megapixels); the limit is 50.0 megapixels.',
    )
    expect(await decodeErrorProblem(huge, cutJpeg)).toMatchObject({
      kind: 'too-many-pixels',
      text: expect.stringContaining('the limit is 50.0 megapixels'),
    })
    expect(await decodeErrorProblem(error('AbortError'), cutJpeg)).toBeNull()
  })
})
