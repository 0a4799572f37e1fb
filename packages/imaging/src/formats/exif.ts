import { detectFormat } from './dimensions.ts'

/**
 * The EXIF Orientation tag (1-8) of a JPEG (APP1), WEBP (EXIF chunk) or PNG (eXIf chunk); 1 when there is
 * none or the metadata is malformed. Reads headers only.
 */
export function readExifOrientation(bytes: Uint8Array): number {
  const tiff = findTiff(bytes)
  return tiff ? (tiffOrientation(bytes, tiff.start, tiff.end) ?? 1) : 1
}

function findTiff(b: Uint8Array): { start: number; end: number } | null {
  const format = detectFormat(b)
  if (format === 'jpeg') return jpegExif(b)
  if (format === 'png') return pngChunk(b, 'eXIf')
  if (format === 'webp') {
    const chunk = riffChunk(b, 'EXIF')
    if (!chunk) return null
    // Some writers keep JPEG's "Exif\0\0" prefix inside the chunk.
    return hasExifPrefix(b, chunk.start) ? { start: chunk.start + 6, end: chunk.end } : chunk
  }
  return null
}

function hasExifPrefix(b: Uint8Array, i: number): boolean {
  return b[i] === 0x45 && b[i + 1] === 0x78 && b[i + 2] === 0x69 && b[i + 3] === 0x66 && b[i + 4] === 0
}

function jpegExif(b: Uint8Array): { start: number; end: number } | null {
  let i = 2
  while (i + 4 <= b.length && b[i] === 0xff) {
    const marker = b[i + 1] as number
    if (marker === 0xda || marker === 0xd9) return null // image data starts: no EXIF before it
    const len = ((b[i + 2] as number) << 8) | (b[i + 3] as number)
    if (marker === 0xe1 && hasExifPrefix(b, i + 4))
      return { start: i + 10, end: Math.min(b.length, i + 2 + len) }
    i += 2 + len
  }
  return null
}

function pngChunk(b: Uint8Array, type: string): { start: number; end: number } | null {
  let i = 8
  while (i + 8 <= b.length) {
    const len = readU32(b, i, false)
    const name = String.fromCharCode(...b.subarray(i + 4, i + 8))
    if (name === type) return { start: i + 8, end: Math.min(b.length, i + 8 + len) }
    if (name === 'IDAT' || name === 'IEND') return null
    i += 12 + len
  }
  return null
}

/** A top-level RIFF chunk of a WEBP file, by its four-letter id. */
export function riffChunk(b: Uint8Array, id: string): { start: number; end: number } | null {
  let i = 12
  while (i + 8 <= b.length) {
    const name = String.fromCharCode(...b.subarray(i, i + 4))
    const len = readU32(b, i + 4, true)
    if (name === id) return { start: i + 8, end: Math.min(b.length, i + 8 + len) }
    i += 8 + len + (len % 2) // chunks are padded to even sizes
  }
  return null
}

function tiffOrientation(b: Uint8Array, start: number, end: number): number | null {
  if (end - start < 8) return null
  const little = b[start] === 0x49 && b[start + 1] === 0x49
  if (!little && !(b[start] === 0x4d && b[start + 1] === 0x4d)) return null
  const ifd = start + readU32(b, start + 4, little)
  if (ifd + 2 > end) return null
  const count = readU16(b, ifd, little)
  for (let k = 0; k < count; k++) {
    const entry = ifd + 2 + k * 12
    if (entry + 12 > end) return null
    if (readU16(b, entry, little) === 0x0112) {
      const value = readU16(b, entry + 8, little)
      return value >= 1 && value <= 8 ? value : null
    }
  }
  return null
}

export function readU16(b: Uint8Array, i: number, little: boolean): number {
  const x = b[i] ?? 0
  const y = b[i + 1] ?? 0
  return little ? x | (y << 8) : (x << 8) | y
}

export function readU32(b: Uint8Array, i: number, little: boolean): number {
  const hi = readU16(b, little ? i + 2 : i, little)
  const lo = readU16(b, little ? i : i + 2, little)
  return hi * 65536 + lo
}
