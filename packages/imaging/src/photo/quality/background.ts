// The wall behind the head (docs/photo-checks.md, "Background"): how even it is, and whether the head casts a
// shadow on it. Read in the person mask's square (face/person-mask.ts), where the model already says which
// pixels are the person: background is where it is sure they are not.
import type { HeadGeometry } from '../../face/head.ts'
import { regionTransform } from '../../face/level-crop.ts'
import type { PersonMask } from '../../face/types.ts'
import { lumaAt } from '../../pixels/luma.ts'
import type { RasterImage } from '../../types.ts'
import { histogramPercentile } from './measures.ts'

export interface BackgroundMeasures {
  /** Luminance spread of the wall beside and above the head: 90th minus 10th percentile, 0..1. */
  spread: number
  /**
   * The wall next to the head over the wall further out, on the darker side (left, right or above): under 1
   * when the head casts a shadow on it; 1 when even.
   */
  shadow: number
}

/** The mask's probability under which a pixel is wall (of 255): the model is sure it is not the person. */
const WALL_MAX = 20
/** Head heights: the band next to the person, and how far the wall beyond it reaches. */
const NEAR = 0.2
const FAR = 0.5
/** A side needs this many pixels in each band to be read. */
const MIN_PIXELS = 150

/** Null where the mask is absent or too little wall shows beside the head to read. */
export function measureBackground(
  image: RasterImage,
  head: HeadGeometry,
  mask: PersonMask | undefined,
): BackgroundMeasures | null {
  if (!mask) return null
  const { side, data } = mask
  const m = regionTransform(mask.region, side, false)
  const perHead = (head.height / mask.region.size) * side
  const near = Math.max(1, Math.round(NEAR * perHead))
  const far = Math.max(near + 1, Math.round(FAR * perHead))
  const distance = distanceToPerson(data, side, far)
  // Rows above the chin: beside and above the head, not the shoulders (clothes).
  const eyes = toMask(m, head.eyeMid)
  const chin = toMask(m, head.chin)
  // A histogram of the wall's luminance (its percentiles) and, per side and band, a sum and a count.
  const wall = new Uint32Array(256)
  let wallCount = 0
  const sides = ['left', 'right', 'above'] as const
  const sums = new Float64Array(6)
  const counts = new Uint32Array(6)
  for (let v = 0; v < Math.min(side, Math.round(chin.v)); v++)
    for (let u = 0; u < side; u++) {
      const i = v * side + u
      if ((data[i] as number) > WALL_MAX) continue
      const x = Math.round(m.a * u + m.b * v + m.c)
      const y = Math.round(m.d * u + m.e * v + m.f)
      if (x < 0 || y < 0 || x >= image.width || y >= image.height) continue
      const luma = Math.round(lumaAt(image.data, (y * image.width + x) * 4))
      wall[luma] = (wall[luma] as number) + 1
      wallCount++
      const d = distance[i] as number
      if (d > far) continue
      const where = v < eyes.v - 0.35 * perHead ? 2 : u < eyes.u ? 0 : 1
      const slot = where * 2 + (d <= near ? 0 : 1)
      sums[slot] = (sums[slot] as number) + luma
      counts[slot] = (counts[slot] as number) + 1
    }
  if (wallCount < MIN_PIXELS) return null
  let shadow = 1
  sides.forEach((_side, k) => {
    const [inner, outer] = [counts[2 * k] as number, counts[2 * k + 1] as number]
    if (inner < MIN_PIXELS || outer < MIN_PIXELS) return
    const ratio = (sums[2 * k] as number) / inner / Math.max(1, (sums[2 * k + 1] as number) / outer)
    shadow = Math.min(shadow, ratio)
  })
  return { spread: (histogramPercentile(wall, 0.9) - histogramPercentile(wall, 0.1)) / 255, shadow }
}

export function toMask(m: ReturnType<typeof regionTransform>, p: { x: number; y: number }) {
  // The inverse of the mask's affine (a rotation and a scale): solve the 2x2 system.
  const det = m.a * m.e - m.b * m.d
  const [x, y] = [p.x - m.c, p.y - m.f]
  return { u: (m.e * x - m.b * y) / det, v: (-m.d * x + m.a * y) / det }
}

/**
 * Each mask pixel's distance to the nearest person pixel (probability over half), in mask pixels, up to
 * `limit` (beyond: limit + 1). Two passes of the chamfer 3-4 transform: close enough for bands.
 */
export function distanceToPerson(data: Uint8Array, side: number, limit: number): Uint16Array {
  const cap = (limit + 1) * 3
  const d = new Uint16Array(side * side)
  for (let i = 0; i < d.length; i++) d[i] = (data[i] as number) > 127 ? 0 : cap
  const relax = (i: number, j: number, w: number) => {
    const through = (d[j] as number) + w
    if (through < (d[i] as number)) d[i] = through
  }
  for (let v = 0; v < side; v++)
    for (let u = 0; u < side; u++) {
      const i = v * side + u
      if (u > 0) relax(i, i - 1, 3)
      if (v > 0) {
        relax(i, i - side, 3)
        if (u > 0) relax(i, i - side - 1, 4)
        if (u < side - 1) relax(i, i - side + 1, 4)
      }
    }
  for (let v = side - 1; v >= 0; v--)
    for (let u = side - 1; u >= 0; u--) {
      const i = v * side + u
      if (u < side - 1) relax(i, i + 1, 3)
      if (v < side - 1) {
        relax(i, i + side, 3)
        if (u < side - 1) relax(i, i + side + 1, 4)
        if (u > 0) relax(i, i + side - 1, 4)
      }
    }
  for (let i = 0; i < d.length; i++) d[i] = Math.min(limit + 1, Math.round((d[i] as number) / 3))
  return d
}
