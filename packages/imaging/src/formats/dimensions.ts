import { type FileFormat, fileFormatOf } from '@vps/specs'
import type { Size } from '../types.ts'

export type ImageFormat = 'jpeg' | 'png' | 'webp'

const DECODED: Partial<Record<FileFormat, ImageFormat>> = { JPEG: 'jpeg', PNG: 'png', WEBP: 'webp' }

/** The format from the file's magic bytes (not its name or MIME type, which can lie): packages/specs' table. */
export function detectFormat(b: Uint8Array): ImageFormat | null {
  const format = fileFormatOf(b)
  return (format && DECODED[format]) ?? null
}

export interface ImageHeader extends Size {
  format: ImageFormat
}

/**
 * Stored width and height from the header alone (JPEG SOF, PNG IHDR, WEBP VP8/VP8L/VP8X), without decoding:
 * lets the page refuse a 100-megapixel file before allocating it. EXIF orientation is not applied (see
 * readExifOrientation). Returns null for other formats or a header that is cut short.
 */
export function readImageDimensions(bytes: Uint8Array): ImageHeader | null {
  switch (detectFormat(bytes)) {
    case 'jpeg':
      return jpegSize(bytes)
    case 'png':
      return bytes.length >= 24 && ascii(bytes, 12, 4) === 'IHDR'
        ? { format: 'png', width: be32(bytes, 16), height: be32(bytes, 20) }
        : null
    case 'webp':
      return webpSize(bytes)
    default:
      return null
  }
}

function jpegSize(b: Uint8Array): ImageHeader | null {
  let i = 2
  while (i + 4 <= b.length) {
    if (b[i] !== 0xff) return null
    const marker = b[i + 1] as number
    if (marker === 0xff) {
      i++ // fill byte
      continue
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      i += 2 // markers without a length
      continue
    }
    const len = ((b[i + 2] as number) << 8) | (b[i + 3] as number)
    // SOF0-SOF15 carry the frame size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but are not frames.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (i + 9 > b.length) return null
      const height = ((b[i + 5] as number) << 8) | (b[i + 6] as number)
      const width = ((b[i + 7] as number) << 8) | (b[i + 8] as number)
      return { format: 'jpeg', width, height }
    }
    if (marker === 0xda || marker === 0xd9) return null
    i += 2 + len
  }
  return null
}

function webpSize(b: Uint8Array): ImageHeader | null {
  const chunk = ascii(b, 12, 4)
  if (chunk === 'VP8 ' && b.length >= 30) {
    // Lossy: a key frame's start code 9d 01 2a, then 14-bit width and height.
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null
    return { format: 'webp', width: le16(b, 26) & 0x3fff, height: le16(b, 28) & 0x3fff }
  }
  if (chunk === 'VP8L' && b.length >= 25) {
    // Lossless: signature 0x2f, then width−1 and height−1 in 14 bits each.
    if (b[20] !== 0x2f) return null
    const bits =
      (b[21] as number) | ((b[22] as number) << 8) | ((b[23] as number) << 16) | ((b[24] as number) << 24)
    return { format: 'webp', width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 }
  }
  if (chunk === 'VP8X' && b.length >= 30) {
    // Extended: canvas width−1 and height−1 as 24-bit little-endian numbers.
    return { format: 'webp', width: le24(b, 24) + 1, height: le24(b, 27) + 1 }
  }
  return null
}

export function ascii(b: Uint8Array, start: number, length: number): string {
  return b.length < start + length ? '' : String.fromCharCode(...b.subarray(start, start + length))
}
export function be32(b: Uint8Array, i: number): number {
  return (
    (b[i] as number) * 0x1000000 +
    (((b[i + 1] as number) << 16) | ((b[i + 2] as number) << 8) | (b[i + 3] as number))
  )
}
function le16(b: Uint8Array, i: number): number {
  return (b[i] as number) | ((b[i + 1] as number) << 8)
}
function le24(b: Uint8Array, i: number): number {
  return (b[i] as number) | ((b[i + 1] as number) << 8) | ((b[i + 2] as number) << 16)
}
