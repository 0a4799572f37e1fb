import { readFile } from 'node:fs/promises'
import { beforeAll, describe, expect, it } from 'vitest'
import { ImageDecodeError } from '../errors.ts'
import { readImageDimensions } from '../formats/dimensions.ts'
import { readExifOrientation } from '../formats/exif.ts'
import { initCodecsFromNodeModules, nodeCodecs } from './codecs.ts'
import { decodeFile } from './decode.ts'
import { hasCompressCorpus, photo } from './testdata.ts'

describe.skipIf(!hasCompressCorpus)('Node decoding of the shared photos', () => {
  beforeAll(() => initCodecsFromNodeModules())

  it('applies EXIF orientation: exif-orientation-6.jpg is stored 1200x1800 and shown 1800x1200', async () => {
    const bytes = new Uint8Array(await readFile(photo('exif-orientation-6.jpg')))
    expect(readImageDimensions(bytes)).toMatchObject({ width: 1200, height: 1800 })
    expect(readExifOrientation(bytes)).toBe(6)
    const image = await decodeFile(bytes)
    expect([image.width, image.height]).toEqual([1800, 1200])
  })

  it('reads the header sizes of the WEBP variants without decoding', async () => {
    const lossy = new Uint8Array(await readFile(photo('webp-gallery-4.webp')))
    const extended = new Uint8Array(await readFile(photo('webp-gallery-5-alpha.webp')))
    expect(readImageDimensions(lossy)).toEqual({ format: 'webp', width: 1024, height: 772 })
    expect(readImageDimensions(extended)).toEqual({ format: 'webp', width: 300, height: 300 })
  })

  it('flattens transparency onto white, and the white survives JPEG encoding', async () => {
    const image = await decodeFile(photo('alpha-paper-2048.png'))
    const jpeg = await nodeCodecs.encode(image, { quality: 75, chromaQuality: 75, subsampling: '4:2:0' })
    const back = await nodeCodecs.decode(jpeg)
    // The top-left corner of this PNG is fully transparent: white, never black.
    for (const channel of back.data.slice(0, 3)) expect(channel).toBeGreaterThanOrEqual(253)
  })

  it('flattens a WEBP with alpha too', async () => {
    const bytes = new Uint8Array(await readFile(photo('webp-gallery-5-alpha.webp')))
    const image = await decodeFile(bytes)
    expect([image.width, image.height]).toEqual([300, 300])
    for (let i = 3; i < image.data.length; i += 4) expect(image.data[i]).toBe(255)
  })

  it('gives ImageDecodeError for a JPEG cut in half, random bytes and a renamed PDF', async () => {
    const jpeg = new Uint8Array(await readFile(photo('prairie_falcon.jpg')))
    await expect(decodeFile(jpeg.slice(0, jpeg.length >> 1))).rejects.toBeInstanceOf(ImageDecodeError)
    let seed = 42
    const random = new Uint8Array(4096).map(() => {
      seed = (seed * 1103515245 + 12345) >>> 0
      return seed >>> 24
    })
    await expect(decodeFile(random)).rejects.toBeInstanceOf(ImageDecodeError)
    // Random bytes behind a JPEG signature reach the decoder itself, which must fail the same way.
    const fakeJpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, ...random.slice(0, 512), 0xff, 0xd9])
    await expect(decodeFile(fakeJpeg)).rejects.toBeInstanceOf(ImageDecodeError)
    const pdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF')
    await expect(decodeFile(pdf)).rejects.toBeInstanceOf(ImageDecodeError)
  })
})
