import { describe, expect, it } from 'vitest'
import type { EngineCodecs, JpegSettings, RasterImage, Size } from '../types.ts'
import type { DecodeImageOptions } from './decode.ts'
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

// Decodes as decodeImageFile does, over made-up pixels: a copy is read first when one is offered, and the
// full picture only if the copy is refused (`reads` records what the engine got).
function apiDecoding(original: Size, picture: (size: Size) => RasterImage) {
  const reads: Array<Size> = []
  const api = createWorkerApi({
    codecs: async () => codecs,
    decode: async (_file: Blob, options: DecodeImageOptions) => {
      const plan = options.copyFor?.(original)
      const size = plan?.accept(picture(plan.size)) ? plan.size : original
      reads.push(size)
      return {
        image: picture(size),
        original,
        reduced: false,
        read: size === original ? 'full' : 'drawn-copy',
      } as const
    },
  })
  return { api, reads }
}

describe('compressFile decodes a large picture at the size it needs', () => {
  const big = { width: 6000, height: 4000 }
  const tuning = { estimateSizes: false }

  it('reads only a 3 MP copy when the 24 MP original could never be kept at the target', async () => {
    const { api, reads } = apiDecoding(big, noise)
    const result = await api.compressFile(new Blob(), 50, { tuning })
    expect(reads).toEqual([{ width: 2121, height: 1414 }])
    expect(result.report.decodedAs).toBe('drawn-copy')
    expect(result.original).toEqual(big)
    expect(result.report.originalWidth).toBe(6000)
    expect(result.report.dimensionsChanged).toBe(true)
    expect(result.report.width).toBeLessThanOrEqual(2121)
  })

  it('lets a copy decoded at n/8, a few pixels over the cap, be the largest output', async () => {
    // 3/8 of 6000x4000 is 2250x1500, 3.375 MP. At 120 KB these sizes give quality 20 at ~2170 px wide; under
    // the usual 3 MP cap the output would stop at 2121 px.
    const copy = { width: 2250, height: 1500 }
    const api = createWorkerApi({
      codecs: async () => codecs,
      decode: async () => ({
        image: noise(copy),
        original: big,
        reduced: false,
        read: 'jpeg-eighths' as const,
      }),
    })
    const result = await api.compressFile(new Blob(), 120, { tuning })
    expect(result.report.width).toBeGreaterThan(2150)
    expect(result.report.width).toBeLessThan(2250)
    expect(result.report.originalWidth).toBe(6000)
  })

  it('reads the full picture when its copy shows the original might be kept', async () => {
    // 12 MP at 300 KB is a fifth of a bit per pixel, small enough to look at the mosaic; a flat grey picture
    // of that size codes to ~70 KB, so its size can be kept.
    const { api, reads } = apiDecoding({ width: 4000, height: 3000 }, flat)
    await api.compressFile(new Blob(), 300, { tuning })
    expect(reads).toEqual([{ width: 4000, height: 3000 }])
  })

  it('reads the full picture without a mosaic when the target is large for its pixels', async () => {
    const { api, reads } = apiDecoding({ width: 4000, height: 3000 }, noise)
    await api.compressFile(new Blob(), 500, { tuning })
    expect(reads).toEqual([{ width: 4000, height: 3000 }])
  })
})
