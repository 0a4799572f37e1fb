import { createHash } from 'node:crypto'
import { COUNTRY_SPECS, type CountrySlug } from '@vps/specs'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { detectPortrait } from '../../test-support/detections.ts'
import { getFaceModel } from '../../test-support/node.ts'
import { decodeJpeg, encodeJpeg, initNodeCodecs, nodeCodecs } from '../../test-support/node-codecs.ts'
import { parseHex } from '../pixels/colour.ts'
import type { RasterImage } from '../types.ts'
import { ExportVerificationError } from './errors.ts'
import { exportPhoto } from './export.ts'
import { allCountryFrames, countryFrame } from './frame.ts'
import { readJfifDensity } from './jfif.ts'
import { EXPORT_TUNING } from './options.ts'
import { exportPlacement, optimizePlacement } from './pipeline.ts'

// Real WASM work (YuNet, mozjpeg): a loaded 2-core CI box can take seconds per test, past vitest's 5 s default.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 })

const KB = 1024

function solid(width: number, height: number, hex: string): RasterImage {
  const [r, g, b] = parseHex(hex)
  const data = new Uint8ClampedArray(width * height * 4)
  for (let i = 0; i < data.length; i += 4) data.set([r, g, b, 255], i)
  return { data, width, height }
}

beforeAll(async () => {
  await Promise.all([getFaceModel(), initNodeCodecs()])
}, 30_000)

describe('exportPhoto for every country', () => {
  it.each(allCountryFrames().map((f) => [f.code, f] as const))(
    '%s: pixel size, KB window and 300 dpi, read back from the bytes',
    async (code, frame) => {
      const { image, face } = await detectPortrait('skimage_astronaut.png')
      const { placement } = optimizePlacement(image, face, frame)
      const { bytes, report } = await exportPlacement(image, placement, frame, { codecs: nodeCodecs })
      const spec = COUNTRY_SPECS[code as CountrySlug]
      // Independent re-reading of the file, not the report's word for it.
      const decoded = await decodeJpeg(bytes)
      expect([decoded.width, decoded.height]).toEqual([spec.width_px, spec.height_px])
      // The window read the strict way at each end: the floor at 1,024 bytes a KB (Vietnam has none), the cap at
      // 1,000.
      expect(bytes.length).toBeGreaterThanOrEqual((frame.fileSizeKb.min ?? 0) * KB)
      expect(bytes.length).toBeLessThanOrEqual(spec.max_file_size_kb * 1000)
      expect(readJfifDensity(bytes)).toEqual({ units: 1, x: 300, y: 300 })
      expect([bytes[0], bytes[1], bytes[2], bytes[3]]).toEqual([0xff, 0xd8, 0xff, 0xe0])
      expect(report).toMatchObject({
        width: spec.width_px,
        height: spec.height_px,
        dpi: 300,
        bytes: bytes.length,
      })
      expect(report.checks).toEqual({ format: true, dimensions: true, fileSize: true, dpi: true })
      expect(report.fileName).toBe(`${code}-visa-photo.jpg`)
      // The receipt's fingerprint is the file's, hashed here by Node's own crypto.
      expect(report.sha256).toBe(createHash('sha256').update(bytes).digest('hex'))
    },
  )
})

describe('exportPhoto: quality and padding', () => {
  it('takes the highest quality at or under the maximum (Obama on the Vietnam page: ≤ 240 KB, no minimum)', async () => {
    const { image, face } = await detectPortrait('wh_obama_official.jpg')
    const frame = countryFrame('vietnam')
    const { placement } = optimizePlacement(image, face, frame)
    const { bytes, report } = await exportPlacement(image, placement, frame, { codecs: nodeCodecs })
    expect(report.fileName).toBe('vietnam-visa-photo.jpg')
    expect(report.window).toEqual({ minKb: null, maxKb: 240, minBytes: 0, maxBytes: 240_000 })
    expect(bytes.length).toBeLessThanOrEqual(240_000)
    expect(report.padded).toBe(false)
    if (report.quality < EXPORT_TUNING.qualityMax) {
      // One step up would not fit: the search really found the highest.
      const { renderPlacement } = await import('./render.ts')
      const rendered = renderPlacement(image, placement, frame, frame.background)
      const above = await encodeJpeg(rendered, {
        quality: report.quality + 1,
        chromaQuality: report.quality + 1,
        subsampling: EXPORT_TUNING.subsampling,
      })
      expect(above.length).toBeGreaterThan(240_000)
    }
  })

  it('pads a plain frame with COM segments up to the minimum (canada: 300 KB, several segments)', async () => {
    const frame = countryFrame('canada')
    const { bytes, report } = await exportPhoto(solid(420, 540, '#ffffff'), frame, { codecs: nodeCodecs })
    expect(report.quality).toBe(100)
    expect(report.padded).toBe(true)
    expect(bytes.length).toBeGreaterThanOrEqual(300 * KB)
    expect(bytes.length).toBeLessThan(300 * KB + 4)
    expect(report.paddingBytes).toBeGreaterThan(4 * 65537)
    // Still the same picture, at 300 dpi.
    const decoded = await decodeJpeg(bytes)
    expect(decoded.data[0]).toBe(255)
    expect(readJfifDensity(bytes)).toEqual({ units: 1, x: 300, y: 300 })
  })

  it('throws ExportVerificationError when the render is not the country size', async () => {
    const frame = countryFrame('japan')
    const error = await exportPhoto(solid(300, 300, '#ffffff'), frame, { codecs: nodeCodecs }).catch((e) => e)
    expect(error).toBeInstanceOf(ExportVerificationError)
    expect(error.report.checks).toMatchObject({ dimensions: false, dpi: true, format: true })
  })

  it('throws ExportVerificationError when no quality fits under the maximum', async () => {
    const frame = countryFrame('japan')
    let real: Uint8Array | undefined
    const encode = async (image: RasterImage) => {
      real ??= await encodeJpeg(image, { quality: 50, chromaQuality: 50, subsampling: '4:2:0' })
      // A valid JPEG plus 400 KB of trailing bytes: too big at every quality.
      const big = new Uint8Array(real.length + 400 * KB)
      big.set(real)
      return big
    }
    const error = await exportPhoto(solid(600, 600, '#ffffff'), frame, {
      codecs: { encode, decode: nodeCodecs.decode },
    }).catch((e) => e)
    expect(error).toBeInstanceOf(ExportVerificationError)
    expect(error.report.checks.fileSize).toBe(false)
    expect(error.message).toMatch(/fileSize/)
  })
})
