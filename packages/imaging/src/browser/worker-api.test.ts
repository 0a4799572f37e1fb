import { describe, expect, it } from 'vitest'
import type { EngineCodecs, JpegSettings, RasterImage, Size } from '../types.ts'
import { createWorkerApi } from './worker-api.ts'

// Formula sizes (log size linear in quality), so landing works without a real encoder.
const codecs: EngineCodecs = {
  async encode(image: RasterImage, s: JpegSettings) {
    const bpp = 0.02 * Math.exp(0.035 * s.quality) * (1 + 0.004 * (s.chromaQuality - s.quality))
    return new Uint8Array(Math.round(600 + image.width * image.height * bpp))
  },
  async decode() {
    return { width: 64, height: 64, data: new Uint8ClampedArray(64 * 64 * 4).fill(128) }
  },
  async resize(_image: RasterImage, width: number, height: number) {
    return { width, height, data: new Uint8ClampedArray(width * height * 4).fill(128) }
  },
}

// Pseudo-random pixels: as costly to code as a picture gets, so its predicted size is far over small targets.
function noise(size: Size): RasterImage {
  const data = new Uint8ClampedArray(size.width * size.height * 4)
  let seed = 12345
  for (let i = 0; i < data.length; i++) {
    seed = (seed * 1103515245 + 12345) >>> 0
    data[i] = i % 4 === 3 ? 255 : seed >>> 24
  }
  return { ...size, data }
}

// A flat grey picture: it codes to almost nothing at any size.
const flat = (size: Size): RasterImage => ({
  ...size,
  data: new Uint8ClampedArray(size.width * size.height * 4).fill(200),
})

// Decodes every pixel, as decodeImageFile does; the copy the engine may search from instead is made by the
// codecs' resize, which here makes the same kind of picture at the asked size. `searched` records the size of
// the picture the search got (the output is never larger).
function apiDecoding(original: Size, picture: (size: Size) => RasterImage) {
  const resized: Size[] = []
  const api = createWorkerApi({
    codecs: async () => ({
      ...codecs,
      async resize(_image: RasterImage, width: number, height: number) {
        resized.push({ width, height })
        return picture({ width, height })
      },
    }),
    decode: async () => ({ image: picture(original), original, reduced: false }),
  })
  return { api, resized }
}

describe('compressFile searches a large picture from the copy it needs', () => {
  // A 6 MP picture under tuning that treats 1.5 MP as large: the same decisions as a 24 MP photo under the
  // shipped tuning (4x the pixels of the copy's cap), in a quarter of the memory.
  const big = { width: 3000, height: 2000 }
  const tuning = {
    estimateSizes: false,
    reducedDecodeAbovePixels: 1_500_000,
    maxResizedPixels: 750_000,
  }

  it('searches from a copy at the cap when the original could never be kept at the target', async () => {
    const { api, resized } = apiDecoding(big, noise)
    const result = await api.compressFile(new Blob(), 12, { tuning })
    expect(resized[0]).toEqual({ width: 1061, height: 707 })
    expect(result.report.decodedAs).toBe('copy')
    expect(result.original).toEqual(big)
    expect(result.report.originalWidth).toBe(3000)
    expect(result.report.dimensionsChanged).toBe(true)
    expect(result.report.width).toBeLessThanOrEqual(1061)
  })

  it('searches from the full picture when its copy shows the original might be kept', async () => {
    // A flat grey picture codes to almost nothing, so its own size can be kept at 60 KB (0.08 bits a pixel).
    const { api } = apiDecoding(big, flat)
    const result = await api.compressFile(new Blob(), 60, { tuning })
    expect(result.report.decodedAs).toBe('full')
  })

  it('makes no copy when the target is large for its pixels', async () => {
    const { api } = apiDecoding(big, noise)
    const result = await api.compressFile(new Blob(), 200, { tuning })
    expect(result.report.decodedAs).toBe('full')
  })
})
