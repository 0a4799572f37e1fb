import { describe, expect, it } from 'vitest'
import { COMPRESS_TUNING } from '../options.ts'
import { isWholeFraction, resizedCap } from './candidates.ts'
import { keepQualityFor } from './compress.ts'
import { estimatorFor } from './estimate.ts'
import { isGreyRaster } from './grey.ts'
import { buildMosaic } from './mosaic.ts'
import { crossing, logValueAt } from './size-model.ts'
import { canOfferUnchanged, isAlreadyUnderTarget, targetWindow } from './target.ts'

describe('isAlreadyUnderTarget', () => {
  it('compares the file size with the target in 1024-byte KB', () => {
    expect(isAlreadyUnderTarget(50 * 1024, 50)).toBe(true)
    expect(isAlreadyUnderTarget(50 * 1024 + 1, 50)).toBe(false)
    expect(isAlreadyUnderTarget(0, 50)).toBe(false)
    expect(targetWindow(50)).toEqual({ low: 48 * 1024, high: 50 * 1024 })
  })

  it('offers only a JPEG unchanged, told by its first bytes: a small PNG or WebP becomes a JPEG', () => {
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0])
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    const webp = Uint8Array.from('RIFF\0\0\0\0WEBPVP8 ', (c) => c.charCodeAt(0))
    expect(canOfferUnchanged(jpeg, 20 * 1024, 50)).toBe(true)
    expect(canOfferUnchanged(jpeg, 51 * 1024, 50)).toBe(false)
    expect(canOfferUnchanged(png, 20 * 1024, 50)).toBe(false)
    expect(canOfferUnchanged(webp, 20 * 1024, 50)).toBe(false)
  })
})

describe('size model helpers', () => {
  const points = [
    { x: 50, size: 100_000 },
    { x: 60, size: 130_000 },
  ]

  it('finds where log size crosses the target, inside and outside the probed points', () => {
    const inside = crossing(points, 115_000, 0.02)
    expect(inside).toBeGreaterThan(50)
    expect(inside).toBeLessThan(60)
    expect(logValueAt(points, inside, 0.02)).toBeCloseTo(115_000, -1)
    expect(crossing(points, 200_000, 0.02)).toBeGreaterThan(60)
    expect(crossing([{ x: 50, size: 100_000 }], 100_000 * Math.exp(0.2), 0.02)).toBeCloseTo(60, 6)
  })
})

describe('buildMosaic', () => {
  it('probes small rasters whole and samples large ones on the 16 px grid', () => {
    const small = { data: new Uint8ClampedArray(100 * 100 * 4), width: 100, height: 100 }
    expect(buildMosaic(small, COMPRESS_TUNING)).toMatchObject({ exact: true, fraction: 1 })
    const big = { data: new Uint8ClampedArray(2000 * 1500 * 4), width: 2000, height: 1500 }
    const mosaic = buildMosaic(big, COMPRESS_TUNING)
    expect(mosaic.exact).toBe(false)
    expect(mosaic.image.width % 16).toBe(0)
    expect(mosaic.image.height % 16).toBe(0)
    const pixels = mosaic.image.width * mosaic.image.height
    expect(pixels).toBeGreaterThan(COMPRESS_TUNING.mosaicPixels / 2)
    expect(pixels).toBeLessThan(COMPRESS_TUNING.mosaicPixels * 2)
    expect(mosaic.fraction).toBeCloseTo(pixels / (2000 * 1500), 10)
  })

  it('cuts a raster once per layout, and makes its estimator once: a copy judged by the decoder is landed on the same', () => {
    const big = { data: new Uint8ClampedArray(2000 * 1500 * 4), width: 2000, height: 1500 }
    const mosaic = buildMosaic(big, COMPRESS_TUNING)
    expect(buildMosaic(big, { ...COMPRESS_TUNING, maxResizedPixels: 1 })).toBe(mosaic)
    expect(buildMosaic(big, { ...COMPRESS_TUNING, mosaicPixels: 600_000 })).not.toBe(mosaic)
    expect(estimatorFor(mosaic.image, '4:2:0')).toBe(estimatorFor(mosaic.image, '4:2:0'))
    expect(estimatorFor(mosaic.image, '4:4:4')).not.toBe(estimatorFor(mosaic.image, '4:2:0'))
  })
})

describe('resizedCap', () => {
  it('caps a shrunk output at 3 MP, or at a whole fraction of the original up to 3 % wider', () => {
    // 4096x3072 capped is 2000x1500; exactly half is 2.4 % wider and lines up with the original's pixels.
    expect(resizedCap({ width: 4096, height: 3072 }, COMPRESS_TUNING)).toEqual({ width: 2048, height: 1536 })
    expect(resizedCap({ width: 4032, height: 3024 }, COMPRESS_TUNING)).toEqual({ width: 2016, height: 1512 })
    // 24 MP: a third (2000x1333) is narrower than the cap and half is far wider: the cap stays.
    expect(resizedCap({ width: 6000, height: 4000 }, COMPRESS_TUNING)).toEqual({ width: 2121, height: 1414 })
    expect(resizedCap({ width: 1600, height: 1200 }, COMPRESS_TUNING)).toEqual({ width: 1600, height: 1200 })
  })

  it('tells a whole fraction from a size a few pixels off it', () => {
    expect(isWholeFraction({ width: 2048, height: 1536 }, { width: 4096, height: 3072 })).toBe(true)
    expect(isWholeFraction({ width: 2047, height: 1535 }, { width: 4096, height: 3072 })).toBe(false)
    expect(isWholeFraction({ width: 4096, height: 3072 }, { width: 4096, height: 3072 })).toBe(false)
  })
})

describe('keepQualityFor', () => {
  it('asks 3 more quality steps per doubling of pixels past the 3 MP a shrunk output may have', () => {
    expect(keepQualityFor({ width: 768, height: 512 }, COMPRESS_TUNING)).toBe(20)
    expect(keepQualityFor({ width: 3000, height: 1000 }, COMPRESS_TUNING)).toBe(20)
    expect(keepQualityFor({ width: 6000, height: 4000 }, COMPRESS_TUNING)).toBeCloseTo(29, 6)
    expect(keepQualityFor({ width: 3000, height: 2000 }, COMPRESS_TUNING)).toBeCloseTo(23, 6)
  })
})

describe('isGreyRaster', () => {
  it('takes a picture as grey only when every pixel has R = G = B, whatever the alpha', () => {
    const grey = new Uint8ClampedArray(4 * 64)
    for (let i = 0; i < 64; i++) grey.set([i * 4, i * 4, i * 4, i % 2 ? 255 : 0], 4 * i)
    expect(isGreyRaster({ data: grey, width: 8, height: 8 })).toBe(true)
    // One pixel a single level off neutral, the last one, makes it a colour picture.
    const tinted = grey.slice()
    tinted[4 * 63 + 2] = (tinted[4 * 63 + 2] as number) + 1
    expect(isGreyRaster({ data: tinted, width: 8, height: 8 })).toBe(false)
  })
})
