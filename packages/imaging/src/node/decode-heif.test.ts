// HEIC, the iPhone camera's format: decoded with libheif (codecs/heif.ts) in Node as in the page's worker.
// The fixture is the committed official portrait encoded as HEIC (tests/fixtures/SOURCES.md).
import { readFile } from 'node:fs/promises'
import { beforeAll, describe, expect, it } from 'vitest'
import { fixture } from '../../test-support/testdata.ts'
import { ImageDecodeError, ImageTooLargeError } from '../errors.ts'
import { detectFormat } from '../formats/dimensions.ts'
import { isHeif } from '../formats/heif.ts'
import { initCodecsFromNodeModules } from './codecs.ts'
import { decodeFile } from './decode.ts'

const heic = fixture('portraits', 'wh_obama_official.heic')
const jpeg = fixture('portraits', 'wh_obama_official.jpg')

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0))
/** An 'ftyp' box: size, 'ftyp', the major brand, a minor version, then compatible brands. */
const ftyp = (major: string, ...compatible: string[]) =>
  new Uint8Array([
    0,
    0,
    0,
    16 + 4 * compatible.length,
    ...ascii('ftyp'),
    ...ascii(major),
    0,
    0,
    0,
    0,
    ...ascii(compatible.join('')),
  ])

describe('HEIC input', () => {
  beforeAll(() => initCodecsFromNodeModules())

  it('is told by its ftyp box, and AVIF is left to the browser', async () => {
    expect(isHeif(new Uint8Array(await readFile(heic)))).toBe(true)
    expect(isHeif(ftyp('heic', 'mif1', 'heic'))).toBe(true)
    expect(isHeif(ftyp('mif1', 'heic'))).toBe(true)
    expect(isHeif(ftyp('mif1', 'avif'))).toBe(false)
    expect(isHeif(ftyp('avif', 'mif1'))).toBe(false)
    expect(isHeif(new Uint8Array(await readFile(jpeg)))).toBe(false)
    // Not one of the formats whose headers the guard reads: its size comes from libheif.
    expect(detectFormat(new Uint8Array(await readFile(heic)))).toBeNull()
  })

  it('decodes to the same picture as the JPEG it was made from', async () => {
    const fromHeic = await decodeFile(heic)
    const fromJpeg = await decodeFile(jpeg)
    expect([fromHeic.width, fromHeic.height]).toEqual([910, 1137])
    let sum = 0
    for (let i = 0; i < fromJpeg.data.length; i += 4)
      for (let c = 0; c < 3; c++)
        sum += Math.abs((fromHeic.data[i + c] as number) - (fromJpeg.data[i + c] as number))
    const meanDifference = sum / ((fromJpeg.data.length / 4) * 3)
    // Two lossy encodings of one picture: a few levels apart on average, not a different or shifted image.
    expect(meanDifference).toBeLessThan(4)
    expect(fromHeic.data[3]).toBe(255)
  })

  it('refuses a cut file with ImageDecodeError and too many pixels with ImageTooLargeError', async () => {
    const bytes = new Uint8Array(await readFile(heic))
    await expect(decodeFile(bytes.subarray(0, Math.floor(bytes.length / 2)))).rejects.toBeInstanceOf(
      ImageDecodeError,
    )
    await expect(decodeFile(bytes, { maxPixels: 1_000_000 })).rejects.toBeInstanceOf(ImageTooLargeError)
  })
})
