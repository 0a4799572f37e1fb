// CMYK and YCCK JPEGs in Node (issue #53: the command line answered exit 3 for a CMYK JPEG the page
// compresses). mozjpeg's decoder in jSquash asks libjpeg for RGBA, which libjpeg cannot make from four
// components, so such a file is read by jpeg-js (pure JavaScript, BSD-3-Clause), which converts CMYK to RGB
// by the Adobe inversion. The browser converts through the file's ICC profile when it has one, so the
// colours, and the bytes, can differ from the page's for such a file.
import { decode } from 'jpeg-js'
import { ImageDecodeError } from '../errors.ts'
import type { RasterImage } from '../types.ts'

/** True when the JPEG's frame header declares four components (CMYK or YCCK). */
export function isFourComponentJpeg(bytes: Uint8Array): boolean {
  let at = 2
  while (at + 9 < bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1] as number
    const length = ((bytes[at + 2] as number) << 8) | (bytes[at + 3] as number)
    // SOF0-SOF15, except DHT (C4), JPG (C8) and DAC (CC): the frame header, whose 8th byte counts components.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return bytes[at + 9] === 4
    }
    at += 2 + length
  }
  return false
}

export function decodeCmykJpeg(bytes: Uint8Array, maxPixels: number): RasterImage {
  try {
    const out = decode(bytes, {
      useTArray: true,
      formatAsRGBA: true,
      maxResolutionInMP: maxPixels / 1_000_000,
      maxMemoryUsageInMB: 1024,
    })
    return {
      data: new Uint8ClampedArray(out.data.buffer, out.data.byteOffset, out.data.byteLength),
      width: out.width,
      height: out.height,
    }
  } catch (cause) {
    throw new ImageDecodeError('The JPEG could not be decoded', { cause })
  }
}
