import { describe, expect, it } from 'vitest'
import type { RasterImage } from '../types.ts'
import type { AlphaMatte } from './alpha-matte.ts'
import { boxMean } from './box-mean.ts'
import { fadeDetached } from './fade-detached.ts'
import { MATTING_TUNING } from './options.ts'
import { refineAlpha } from './refine-alpha.ts'
import { replaceBackground } from './replace-background.ts'
import { upsampleMask } from './segment-image.ts'
import { weightedGuidedFilter } from './weighted-guided-filter.ts'

/** An image of `width` x `height` whose pixel (x, y) is `paint(x, y)` (RGB 0..255). */
function paintImage(width: number, height: number, paint: (x: number, y: number) => number[]): RasterImage {
  const data = new Uint8ClampedArray(width * height * 4)
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const [r, g, b] = paint(x, y)
      data.set([r as number, g as number, b as number, 255], (y * width + x) * 4)
    }
  return { width, height, data }
}

const matte = (width: number, height: number, f: (x: number, y: number) => number): AlphaMatte => {
  const data = new Float32Array(width * height)
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data[y * width + x] = f(x, y)
  return { width, height, data }
}

/** Where a row of the matte crosses 0.5, in pixel indices to a fraction of a pixel (left to right, falling). */
function crossing(alpha: AlphaMatte, y: number): number {
  for (let x = 1; x < alpha.width; x++) {
    const a = alpha.data[y * alpha.width + x - 1] as number
    const b = alpha.data[y * alpha.width + x] as number
    if (a >= 0.5 && b < 0.5) return x - 1 + (a - 0.5) / (a - b)
  }
  return Number.NaN
}

describe('boxMean', () => {
  it('averages the window clipped at the edges, as a brute-force sum does', () => {
    const [w, h, r] = [7, 5, 2]
    const src = Float32Array.from({ length: w * h }, (_, i) => (i * 37) % 11)
    const fast = boxMean(src, w, h, r)
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        let [sum, count] = [0, 0]
        for (let j = Math.max(0, y - r); j <= Math.min(h - 1, y + r); j++)
          for (let i = Math.max(0, x - r); i <= Math.min(w - 1, x + r); i++) {
            sum += src[j * w + i] as number
            count++
          }
        expect(fast[y * w + x]).toBeCloseTo(sum / count, 4)
      }
  })
})

describe('weightedGuidedFilter', () => {
  // Dark hair (x < 50) by a pale wall; the mask says person up to x = 55, 5 px into the wall.
  const [w, h] = [100, 40]
  const n = w * h
  const planes = {
    width: w,
    height: h,
    r: new Float32Array(n),
    g: new Float32Array(n),
    b: new Float32Array(n),
  }
  const mask = new Float32Array(n)
  const unsure = new Float32Array(n)
  for (let i = 0; i < n; i++) {
    const x = i % w
    const [r, g, b] = x < 50 ? [0.25, 0.15, 0.1] : [0.8, 0.8, 0.75]
    planes.r[i] = r
    planes.g[i] = g
    planes.b[i] = b
    mask[i] = x < 55 ? 1 : 0
    // The pixels the mask is unsure of (here: the ones it has wrong) do not take part in the fit.
    unsure[i] = x >= 50 && x < 55 ? 0 : 1
  }
  const at = (a: Float32Array, x: number) => a[20 * w + x] as number

  it('learns colour to alpha from the sure pixels: the wall the mask took for hair goes', () => {
    const plain = weightedGuidedFilter(planes, mask, new Float32Array(n).fill(1), 8, 1e-5)
    expect(at(plain, 52)).toBeGreaterThan(0.5)
    for (const step of [1, 2]) {
      const weighted = weightedGuidedFilter(planes, mask, unsure, 8, 1e-5, step)
      expect(at(weighted, 47)).toBeGreaterThan(0.97)
      expect(at(weighted, 52)).toBeLessThan(0.2)
      expect(at(weighted, 54)).toBeLessThan(0.1)
    }
  })
})

describe('refineAlpha', () => {
  // A dark person (left) on a pale wall (right), the true edge at x = 200.5; the mask's edge 5 px out.
  const [w, h] = [400, 300]
  const image = paintImage(w, h, (x) => (x <= 200 ? [60, 40, 30] : [200, 210, 190]))
  const raw = matte(w, h, (x) => Math.min(1, Math.max(0, (205.5 - x) / 6 + 0.5)))

  it('moves the edge from the mask onto the photo: within a pixel of the true edge', () => {
    const refined = refineAlpha(image, raw)
    expect(crossing(raw, 150)).toBeCloseTo(205.5, 1)
    expect(Math.abs(crossing(refined, 150) - 200.5)).toBeLessThan(1)
  })

  it('keeps pixels far from the edge at exactly 0 or 1, whatever their colour', () => {
    // A patch of wall colour on the person's shirt (x 20-60), 140 px from the edge: still the person.
    const shirt = paintImage(w, h, (x, y) =>
      x >= 20 && x < 60 && y > 100 && y < 200 ? [200, 210, 190] : x <= 200 ? [60, 40, 30] : [200, 210, 190],
    )
    const refined = refineAlpha(shirt, raw)
    expect(refined.data[150 * w + 40]).toBe(1)
    expect(refined.data[150 * w + 380]).toBe(0)
  })

  it('refuses a mask of another size', () => {
    expect(() =>
      refineAlpha(
        image,
        matte(w - 1, h, () => 1),
      ),
    ).toThrow(RangeError)
  })
})

describe('replaceBackground', () => {
  // A thin strand (true alpha 0.5 over 3 px) of brown hair, F = (90, 60, 40), on a green wall B.
  const [w, h] = [300, 200]
  const F = [90, 60, 40]
  const B = [40, 160, 60]
  const strand = (x: number) => (x >= 150 && x < 153 ? 0.5 : x < 100 ? 1 : 0)
  const image = paintImage(w, h, (x) => F.map((f, c) => f * strand(x) + (B[c] as number) * (1 - strand(x))))
  const alpha = matte(w, h, strand)
  const white = [255, 255, 255] as const

  it('fills the background with the new colour and keeps the person pixel for pixel', () => {
    const out = replaceBackground(image, alpha, white)
    expect([...out.data.subarray((100 * w + 250) * 4, (100 * w + 250) * 4 + 4)]).toEqual([255, 255, 255, 255])
    expect([...out.data.subarray((100 * w + 50) * 4, (100 * w + 50) * 4 + 3)]).toEqual(F)
  })

  it('takes the old wall out of a soft strand: within 4 levels of the truth, where a plain blend is 25 off', () => {
    const out = replaceBackground(image, alpha, white)
    const i = (100 * w + 151) * 4
    // The strand over white as it should look, and the photo's pixel blended by the same alpha.
    const truth = F.map((f) => 0.5 * f + 0.5 * 255)
    const plain = [...image.data.subarray(i, i + 3)].map((v) => 0.5 * v + 0.5 * 255)
    const worst = (px: number[]) => Math.max(...px.map((v, c) => Math.abs(v - (truth[c] as number))))
    expect(worst(plain)).toBeCloseTo(25, 0)
    expect(worst([...out.data.subarray(i, i + 3)])).toBeLessThanOrEqual(4)
  })

  it('takes the wall’s tint out where the alpha is a little high, keeping the pixel’s brightness', () => {
    // Grey hair (150) half over the green wall, but the alpha says 0.7: a tenth of the wall stays behind.
    const grey = paintImage(w, h, (x) =>
      x >= 150 && x < 153 ? [95, 155, 105] : x < 100 ? [150, 150, 150] : B,
    )
    const high = matte(w, h, (x) => (x >= 150 && x < 153 ? 0.7 : x < 100 ? 1 : 0))
    const out = replaceBackground(grey, high, white)
    const px = [...out.data.subarray((100 * w + 151) * 4, (100 * w + 151) * 4 + 3)]
    // αF = I − 0.3·B = (83, 107, 87), plus 0.3 of white: (160, 184, 164) without the despill, green 24 over
    // red. With it, grey within 2 levels and as bright (the sum of the channels kept within 2).
    expect(Math.max(...px) - Math.min(...px)).toBeLessThanOrEqual(2)
    expect(Math.abs((px[0] as number) + (px[1] as number) + (px[2] as number) - 507)).toBeLessThanOrEqual(2)
  })
})

describe('replaceBackground: the edge keeps the hair’s own colour', () => {
  // Blonde hair F = (220, 190, 140) for x < 100; a strand (alpha 0.5) at x 100-102 over a dark green patch
  // (30, 70, 35) of a wall that is brighter green (40, 150, 50) beside it: the wall taken out is too green,
  // and the strand comes out pink, as along teen-7's hair in the contact sheets.
  const [w, h] = [300, 60]
  const F = [220, 190, 140]
  const behind = [30, 70, 35]
  const beside = [40, 150, 50]
  const a = (x: number) => (x < 100 ? 1 : x < 103 ? 0.5 : 0)
  const image = paintImage(w, h, (x) =>
    x < 100 ? F : x < 103 ? F.map((f, c) => 0.5 * f + 0.5 * (behind[c] as number)) : beside,
  )
  const alpha = matte(w, h, a)
  const white = [255, 255, 255] as const
  const at = (out: RasterImage) => [...out.data.subarray((30 * w + 101) * 4, (30 * w + 101) * 4 + 3)]
  /** A pixel's chroma: each channel less the channels' mean. */
  const chroma = (px: readonly number[]) => {
    const m = ((px[0] as number) + (px[1] as number) + (px[2] as number)) / 3
    return px.map((v) => v - m)
  }

  it('takes out the pink the wall’s removal leaves, keeping the brightness', () => {
    const loose = at(replaceBackground(image, alpha, white, { ...MATTING_TUNING, ownChromaSlack: 255 }))
    // Without the limit: αF = I − 0.5·B = (105, 55, 63) (the photo's pixel rounded), plus half of white:
    // green under blue, pink.
    expect(loose).toEqual([233, 183, 191])
    const kept = at(replaceBackground(image, alpha, white))
    // With it: the strand's chroma (its person share over alpha) within 8 levels of the hair's (2 more for
    // rounding), and its brightness the same within rounding.
    const f = kept.map((v) => (v - 127.5) / 0.5)
    const own = chroma(F)
    for (const [k, c] of chroma(f).entries())
      expect(Math.abs(c - (own[k] as number))).toBeLessThanOrEqual(8 + 2)
    expect(kept).toEqual([222, 201, 182])
    const sum = (px: number[]) => px.reduce((s, v) => s + v, 0)
    expect(Math.abs(sum(kept) - sum(loose))).toBeLessThanOrEqual(2)
  })
})

describe('upsampleMask', () => {
  it('maps the square grid onto the image centred in it', () => {
    // A 4x4 grid over a 40 x 20 image: the image covers grid rows 1-2, so rows 0 and 3 only
    // reach its first and last rows through the interpolation.
    const grid = Float32Array.from([0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0])
    const up = upsampleMask(grid, 4, 40, 20)
    expect(up.data[10 * 40 + 20]).toBeCloseTo(1, 5)
    // The first and last rows' centres sit 0.45 grid rows inside the empty rows' centres.
    expect(up.data[0]).toBeCloseTo(0.55, 5)
    expect(up.data[19 * 40 + 39]).toBeCloseTo(0.55, 5)
  })
})

describe('fadeDetached', () => {
  it('takes out a half-kept patch of wall far from the person, and keeps a strand beside it', () => {
    // 60 x 20: the person opaque on x < 20; a strand at 0.5 right beside it (x 20-22); a patch at 0.4 far off.
    const alpha = matte(60, 20, (x) => (x < 20 ? 1 : x < 23 ? 0.5 : x >= 45 && x < 50 ? 0.4 : 0))
    fadeDetached(alpha.data, 60, 20, 6, 0.5)
    const at = (x: number) => alpha.data[10 * 60 + x] as number
    expect(at(10)).toBe(1)
    expect(at(20)).toBeGreaterThan(0.4)
    expect(at(47)).toBe(0)
  })
})
