import { readFile } from 'node:fs/promises'
import { beforeAll, describe, expect, it } from 'vitest'
import { fixture, hasPhoto, photoPath } from '../../test-support/testdata.ts'
import { ImageDecodeError } from '../errors.ts'
import { readImageDimensions } from '../formats/dimensions.ts'
import { readExifOrientation } from '../formats/exif.ts'
import { initCodecsFromNodeModules, nodeCodecs } from './codecs.ts'
import { decodeFile } from './decode.ts'

const photo = (name: string) => fixture('images', name)

describe('Node decoding of the committed photos', () => {
  beforeAll(() => initCodecsFromNodeModules())

  it('applies EXIF orientation: exif-orientation-6.jpg is stored 1200x1800 and shown 1800x1200', async () => {
    const bytes = new Uint8Array(await readFile(photo('exif-orientation-6.jpg')))
    expect(readImageDimensions(bytes)).toMatchObject({ width: 1200, height: 1800 })
    expect(readExifOrientation(bytes)).toBe(6)
    const image = await decodeFile(bytes)
    expect([image.width, image.height]).toEqual([1800, 1200])
  })

  it('reads the header sizes of the WEBP variants without decoding', async () => {
    const withXmp = new Uint8Array(await readFile(photo('denali.webp')))
    const withAlpha = new Uint8Array(await readFile(photo('falcon-alpha.webp')))
    expect(readImageDimensions(withXmp)).toEqual({ format: 'webp', width: 600, height: 315 })
    expect(readImageDimensions(withAlpha)).toEqual({ format: 'webp', width: 320, height: 213 })
  })

  it('flattens transparency onto white, and the white survives JPEG encoding', async () => {
    const image = await decodeFile(photo('falcon-alpha.png'))
    const jpeg = await nodeCodecs.encode(image, { quality: 75, chromaQuality: 75, subsampling: '4:2:0' })
    const back = await nodeCodecs.decode(jpeg)
    // The top-left corner of this PNG is fully transparent: white, never black.
    for (const channel of back.data.slice(0, 3)) expect(channel).toBeGreaterThanOrEqual(253)
  })

  it('flattens a WEBP with alpha too', async () => {
    const bytes = new Uint8Array(await readFile(photo('falcon-alpha.webp')))
    const image = await decodeFile(bytes)
    expect([image.width, image.height]).toEqual([320, 213])
    for (let i = 3; i < image.data.length; i += 4) expect(image.data[i]).toBe(255)
    // Its corners are fully transparent: white after flattening.
    for (const channel of image.data.slice(0, 3)) expect(channel).toBeGreaterThanOrEqual(253)
  })

  it.each(['empty.jpg', 'truncated.jpg', 'pdf-renamed.jpg', 'text-renamed.jpg'])(
    'gives ImageDecodeError for the bad input %s',
    async (name) => {
      const bytes = new Uint8Array(await readFile(fixture('bad', name)))
      await expect(decodeFile(bytes)).rejects.toBeInstanceOf(ImageDecodeError)
    },
  )

  it('reads huge-dimensions.png as 30000x30000 from its header alone', async () => {
    const bytes = new Uint8Array(await readFile(fixture('bad', 'huge-dimensions.png')))
    expect(readImageDimensions(bytes)).toEqual({ format: 'png', width: 30_000, height: 30_000 })
  })

  it('gives ImageDecodeError for random bytes, behind a JPEG signature too', async () => {
    let seed = 42
    const random = new Uint8Array(4096).map(() => {
      seed = (seed * 1103515245 + 12345) >>> 0
      return seed >>> 24
    })
    await expect(decodeFile(random)).rejects.toBeInstanceOf(ImageDecodeError)
    // Random bytes behind a JPEG signature reach the decoder itself, which must fail the same way.
    const fakeJpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, ...random.slice(0, 512), 0xff, 0xd9])
    await expect(decodeFile(fakeJpeg)).rejects.toBeInstanceOf(ImageDecodeError)
  })
})

describe('a CMYK JPEG in Node (issue #53: the command line answered exit 3)', () => {
  it.runIf(hasPhoto('images', 'cmyk-channel-digital.jpg'))(
    'is read through jpeg-js at its size, in colour, and compressed into its window',
    async () => {
      const path = photoPath('images', 'cmyk-channel-digital.jpg')
      const image = await decodeFile(path)
      expect([image.width, image.height]).toEqual([500, 333])
      // Colour, not grey or black: the three channels' means differ (R 108.9, G 132.1, B 109.5 measured).
      const mean = [0, 1, 2].map((c) => {
        let sum = 0
        for (let i = c; i < image.data.length; i += 4) sum += image.data[i] as number
        return sum / (image.width * image.height)
      })
      expect(mean[0]).toBeCloseTo(108.9, 0)
      expect(mean[1]).toBeCloseTo(132.1, 0)
      expect(mean[2]).toBeCloseTo(109.5, 0)
      const { compressToTarget } = await import('./api.ts')
      const { bytes, report } = await compressToTarget(path, 50)
      expect(report.status).toBe('in-window')
      expect(bytes.length).toBeLessThanOrEqual(50 * 1024)
      expect(bytes.length).toBeGreaterThanOrEqual(48 * 1024)
    },
  )
})
