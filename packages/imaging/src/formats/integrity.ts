import { fileFormatOf } from '@vps/specs'
import { ImageDecodeError, unsupportedFileMessage } from '../errors.ts'
import { detectFormat, readImageDimensions } from './dimensions.ts'
import { readU32, riffChunk } from './exif.ts'

const FORMAT_NAMES = { jpeg: 'JPEG', png: 'PNG', webp: 'WebP' } as const

/**
 * Throws ImageDecodeError unless the bytes are a JPEG, PNG or WEBP whose structure is complete. Decoders
 * (libjpeg's included) happily return a half-grey picture for a truncated file instead of failing, so
 * "it decoded" is not proof; this checks what a cut file lacks: JPEG's end-of-image marker after the scan,
 * PNG's IEND chunk, WEBP's declared RIFF length.
 */
export function assertCompleteImage(bytes: Uint8Array): void {
  const format = detectFormat(bytes)
  if (!format) throw new ImageDecodeError(unsupportedFileMessage(fileFormatOf(bytes)))
  const name = FORMAT_NAMES[format]
  const header = readImageDimensions(bytes)
  if (!header || header.width < 1 || header.height < 1)
    throw new ImageDecodeError(`The ${name} file's header is damaged: save or export the picture again`)
  const complete =
    format === 'jpeg' ? jpegHasEnd(bytes) : format === 'png' ? pngHasEnd(bytes) : webpIsWhole(bytes)
  if (!complete)
    throw new ImageDecodeError(
      `The ${name} file is cut short (an unfinished download or copy?): save or export the picture again`,
    )
}

// After the first start-of-scan, an FF D9 (EOI) must follow. Entropy-coded data never contains FF D9:
// byte stuffing turns data FF into FF 00, so the search cannot be fooled by the pixels themselves.
function jpegHasEnd(b: Uint8Array): boolean {
  let i = 2
  while (i + 4 <= b.length && b[i] === 0xff) {
    const marker = b[i + 1] as number
    if (marker === 0xff) {
      i++
      continue
    }
    if (marker === 0xda) break
    i += 2 + (((b[i + 2] as number) << 8) | (b[i + 3] as number))
  }
  for (let k = i; k + 1 < b.length; k++) if (b[k] === 0xff && b[k + 1] === 0xd9) return true
  return false
}

function pngHasEnd(b: Uint8Array): boolean {
  let i = 8
  while (i + 8 <= b.length) {
    const len = readU32(b, i, false)
    if (String.fromCharCode(...b.subarray(i + 4, i + 8)) === 'IEND') return true
    i += 12 + len
  }
  return false
}

function webpIsWhole(b: Uint8Array): boolean {
  const riffLength = readU32(b, 4, true)
  if (b.length < riffLength + 8) return false
  // The image data chunk must lie inside the file too.
  const data = riffChunk(b, 'VP8 ') ?? riffChunk(b, 'VP8L') ?? riffChunk(b, 'ANMF')
  return data !== null
}
