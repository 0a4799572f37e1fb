import { describe, expect, it } from 'vitest'
import { ImageDecodeError } from '../errors.ts'
import { readImageDimensions } from './dimensions.ts'
import { readExifOrientation } from './exif.ts'
import { assertCompleteImage } from './integrity.ts'

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)))
const u32le = (n: number) => [n & 255, (n >> 8) & 255, (n >> 16) & 255, (n >>> 24) & 255]
const u32be = (n: number) => [(n >>> 24) & 255, (n >> 16) & 255, (n >> 8) & 255, n & 255]

// JPEG: SOI, APP1 with an EXIF block (big-endian TIFF, one IFD entry: Orientation), SOF0, SOS, data, EOI.
function jpeg(orientation: number, width = 640, height = 480) {
  const tiff = [
    'MM',
    [0, 42],
    u32be(8),
    [0, 1],
    [0x01, 0x12, 0, 3],
    u32be(1),
    [0, orientation, 0, 0],
    u32be(0),
  ]
  const tiffLength = 8 + 2 + 12 + 4
  return bytes(
    [0xff, 0xd8, 0xff, 0xe1],
    [0, 2 + 6 + tiffLength],
    'Exif',
    [0, 0],
    ...tiff,
    [0xff, 0xc0, 0, 11, 8, height >> 8, height & 255, width >> 8, width & 255, 1, 1, 0x11, 0],
    [0xff, 0xda, 0, 8, 1, 1, 0, 0, 63, 0],
    [0x12, 0x34, 0xff, 0x00, 0x56],
    [0xff, 0xd9],
  )
}

describe('readImageDimensions', () => {
  it('reads a JPEG SOF after other segments', () => {
    expect(readImageDimensions(jpeg(1, 1800, 1200))).toEqual({ format: 'jpeg', width: 1800, height: 1200 })
  })

  it('reads PNG IHDR', () => {
    const png = bytes(
      [0x89],
      'PNG',
      [13, 10, 26, 10],
      u32be(13),
      'IHDR',
      u32be(768),
      u32be(512),
      [8, 6, 0, 0, 0],
    )
    expect(readImageDimensions(png)).toEqual({ format: 'png', width: 768, height: 512 })
  })

  it('reads lossy, lossless and extended WEBP headers', () => {
    const vp8 = bytes(
      'RIFF',
      u32le(30),
      'WEBP',
      'VP8 ',
      u32le(18),
      [0, 0, 0],
      [0x9d, 0x01, 0x2a],
      [0, 4, 0x04, 3],
    )
    expect(readImageDimensions(vp8)).toEqual({ format: 'webp', width: 1024, height: 772 })
    // VP8L: 14 bits width − 1, then 14 bits height − 1, little-endian after the 0x2f signature.
    const bits = (300 - 1) | ((200 - 1) << 14)
    const vp8l = bytes('RIFF', u32le(20), 'WEBP', 'VP8L', u32le(5), [0x2f], u32le(bits))
    expect(readImageDimensions(vp8l)).toEqual({ format: 'webp', width: 300, height: 200 })
    const vp8x = bytes('RIFF', u32le(22), 'WEBP', 'VP8X', u32le(10), [0x10, 0, 0, 0], [43, 1, 0], [91, 2, 0])
    expect(readImageDimensions(vp8x)).toEqual({ format: 'webp', width: 300, height: 604 })
  })

  it('returns null for other data and cut headers', () => {
    expect(readImageDimensions(bytes('GIF89a', [1, 0, 1, 0]))).toBeNull()
    expect(readImageDimensions(jpeg(1).slice(0, 30))).toBeNull()
  })
})

describe('readExifOrientation', () => {
  it('reads the orientation tag of a JPEG, and 1 when absent', () => {
    expect(readExifOrientation(jpeg(6))).toBe(6)
    expect(readExifOrientation(jpeg(8))).toBe(8)
    expect(readExifOrientation(bytes([0xff, 0xd8, 0xff, 0xdb, 0, 2]))).toBe(1)
  })

  it('ignores out-of-range values', () => {
    expect(readExifOrientation(jpeg(9))).toBe(1)
  })
})

describe('assertCompleteImage', () => {
  it('accepts a complete JPEG and refuses one cut before its end marker', () => {
    const whole = jpeg(1)
    expect(() => assertCompleteImage(whole)).not.toThrow()
    expect(() => assertCompleteImage(whole.slice(0, whole.length - 3))).toThrow(ImageDecodeError)
  })

  it('refuses bytes that are no image', () => {
    expect(() => assertCompleteImage(bytes('%PDF-1.7 not an image'))).toThrow(ImageDecodeError)
  })
})
