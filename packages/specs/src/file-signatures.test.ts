import { describe, expect, it } from 'vitest'
import { fileFormatOf, isHeifFile } from './file-signatures.ts'

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)))
/** An ISO base-media 'ftyp' box: size, 'ftyp', major brand, minor version, compatible brands. */
const ftyp = (major: string, ...compatible: string[]) =>
  bytes([0, 0, 0, 16 + 4 * compatible.length], 'ftyp', major, [0, 0, 0, 0], ...compatible)

describe('file signatures', () => {
  it('tells the decoded formats and the ones picked by mistake from their first bytes', () => {
    expect(fileFormatOf(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('JPEG')
    expect(fileFormatOf(bytes([0x89], 'PNG\r\n'))).toBe('PNG')
    expect(fileFormatOf(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('WEBP')
    expect(fileFormatOf(bytes('%PDF-1.7'))).toBe('PDF')
    expect(fileFormatOf(bytes('GIF89a'))).toBe('GIF')
    expect(fileFormatOf(bytes('hello'))).toBeNull()
  })

  it('tells a HEIC from an AVIF, both ISO boxes, by their brands', () => {
    expect(fileFormatOf(ftyp('heic', 'mif1', 'heic'))).toBe('HEIC')
    // A generic major brand: HEVC among the compatible ones makes it HEIC, AV1 makes it AVIF.
    expect(isHeifFile(ftyp('mif1', 'mif1', 'heic'))).toBe(true)
    expect(isHeifFile(ftyp('mif1', 'mif1', 'avif'))).toBe(false)
    expect(fileFormatOf(ftyp('mif1', 'mif1', 'avif'))).toBe('AVIF')
    expect(fileFormatOf(ftyp('avif', 'mif1', 'miaf'))).toBe('AVIF')
    // The major brand alone is enough when the file is cut right after it.
    expect(fileFormatOf(bytes([0, 0, 0, 24], 'ftypheic'))).toBe('HEIC')
  })
})
