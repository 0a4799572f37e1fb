import { beforeAll, describe, expect, it } from 'vitest'
import { fixture } from '../../test-support/testdata.ts'
import { JpegSizeEstimator } from '../engine/estimate.ts'
import { buildMosaic } from '../engine/mosaic.ts'
import { qualityScaling, quantDivisors } from '../engine/quant-tables.ts'
import { COMPRESS_TUNING } from '../options.ts'
import type { JpegSettings, RasterImage } from '../types.ts'
import { initCodecsFromNodeModules, nodeCodecs } from './codecs.ts'
import { decodeFile } from './decode.ts'

describe('quantisation tables', () => {
  it('scales the base table as libjpeg does: as is at q50, all ones at q100, capped at 255 for baseline', () => {
    expect(qualityScaling(50)).toBe(100)
    expect(qualityScaling(30)).toBe(166)
    expect(qualityScaling(90)).toBe(20)
    expect([...quantDivisors(7, 'luma', 50).slice(0, 4)]).toEqual([15, 11, 11, 12])
    expect(quantDivisors(7, 'luma', 100).every((v) => v === 1)).toBe(true)
    // Table 3's corner is 418: at q10 (×5) it would be 2090, and baseline stops at 255.
    expect(quantDivisors(3, 'chroma', 10)[63]).toBe(255)
    // q30: 15 × 166 % = 24.9 → 25.
    expect(quantDivisors(7, 'luma', 30)[0]).toBe(25)
    expect(() => quantDivisors(5, 'luma', 50)).toThrow(RangeError)
  })
})

describe('JpegSizeEstimator', () => {
  // A flat grey field with one sharp diagonal edge: every block but the edge's codes only its DC.
  const synthetic: RasterImage = (() => {
    const width = 64
    const height = 48
    const data = new Uint8ClampedArray(width * height * 4)
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const v = x > y ? 200 : 60
        data.set([v, v, v, 255], (y * width + x) * 4)
      }
    }
    return { data, width, height }
  })()

  it('predicts more bytes for every step up in luma or chroma quality', () => {
    const estimator = new JpegSizeEstimator(synthetic, '4:2:0')
    const at = (quality: number, chromaQuality = quality) =>
      estimator.bytes({ quality, chromaQuality, subsampling: '4:2:0', quantTable: 7 })
    for (let q = 10; q < 100; q += 10) expect(at(q + 10)).toBeGreaterThan(at(q))
    // Grey pixels have no colour: chroma quality changes nothing but the EOB symbols' cost.
    expect(Math.abs(at(50, 90) - at(50, 20))).toBeLessThan(16)
  })
})

describe('JpegSizeEstimator against mozjpeg on real photos', () => {
  beforeAll(() => initCodecsFromNodeModules())

  it.each([
    ['kodim03.png', 0.06],
    ['denali.webp', 0.06],
    // JPEG sources: their own quantisation shows through mozjpeg's trellis, so the factor fits less well.
    ['japanese-shop.jpg', 0.14],
  ])('%s: predicted mosaic sizes are within %f of mozjpeg from q20 to q95', async (name, tolerance) => {
    const image = await decodeFile(fixture('images', name))
    const mosaic = buildMosaic(image, COMPRESS_TUNING).image
    const estimator = new JpegSizeEstimator(mosaic, '4:2:0')
    for (const quality of [20, 35, 50, 70, 85, 95]) {
      const settings: JpegSettings = { quality, chromaQuality: quality, subsampling: '4:2:0', quantTable: 7 }
      const real = (await nodeCodecs.encode(mosaic, settings)).length
      expect(Math.abs(estimator.bytes(settings) / real - 1)).toBeLessThan(tolerance)
    }
  })
})
