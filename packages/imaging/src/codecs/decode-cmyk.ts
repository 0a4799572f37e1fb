// CMYK and YCCK JPEGs, read by jpeg-js (pure JavaScript, BSD-3-Clause) with the Adobe inversion: in Node
// always (mozjpeg's decoder in jSquash asks libjpeg for RGBA, which libjpeg cannot make from four
// components: the command line answered exit 3, issue #53), and in the page for such a file without a colour
// profile, so that both read the same pixels and make the same file. A file with a profile is left to the
// browser, which converts through it: jpeg-js ignores profiles, and on the corpus' profiled CMYK photo its
// colours are 20 levels a channel off the browser's (red 109 against 128 on average); there the page and
// Node differ (docs/imaging-node.md).
import { decode } from 'jpeg-js'
import { ImageDecodeError } from '../errors.ts'
import type { RasterImage } from '../types.ts'

/** The stored pixels (no EXIF orientation applied) as RGBA. ImageDecodeError for a file jpeg-js refuses. */
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
