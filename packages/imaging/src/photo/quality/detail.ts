// How much real detail the photo holds from crown to chin (docs/photo-pipeline.md, "Enough detail"): a photo
// enlarged before it reached us has the pixels of a large head and the detail of a small one, and no energy
// at its finest scales. Measured once per photo, on the source.
import type { HeadGeometry } from '../../face/head.ts'
import { levelledCrop } from '../../face/level-crop.ts'
import { toLuma } from '../../pixels/luma.ts'
import type { RasterImage } from '../../types.ts'
import { QUALITY_TUNING } from '../options.ts'

/**
 * The energy of a luma plane's finest octave over the next one (a two-level Laplacian pyramid, box down and
 * linear up): about 0.6-0.9 on a photo at its own resolution, falling towards 0.4 once it is an
 * enlargement.
 */
export function octaveRatio(luma: Float32Array, width: number, height: number): number {
  const d1 = halve(luma, width, height)
  const d2 = halve(d1.data, d1.width, d1.height)
  const fine = bandEnergy(luma, width, height, doubled(d1.data, d1.width, d1.height, width, height))
  const next = bandEnergy(
    d1.data,
    d1.width,
    d1.height,
    doubled(d2.data, d2.width, d2.height, d1.width, d1.height),
  )
  return next > 0 ? Math.sqrt(fine / next) : 0
}

/**
 * The head's real detail in source pixels, crown to chin: the largest of QUALITY_TUNING.detail.heads (up to
 * the head's own pixels) whose face crop still has its finest octave at `minRatio` of the next. A photo at its
 * own resolution keeps it at its own size; an enlarged one loses it a little past its true size.
 */
export function detailHeadPx(image: RasterImage, head: HeadGeometry): number {
  const { heads, minRatio } = QUALITY_TUNING.detail
  // Beyond the ladder's top, more detail changes nothing: no export needs so large a head.
  const top = Math.min(head.height, heads.at(-1) ?? head.height)
  const sizes = [...heads.filter((h) => h < top), top]
  // The face's middle, 0.625 head heights square (eyes, nose and mouth), at h px crown to chin.
  const region = { centre: head.centre, size: head.height * 0.625, roll: head.roll }
  const keeps = (h: number) => {
    const side = Math.max(8, Math.round(h * 0.625))
    const luma = toLuma(levelledCrop(image, region, side, false, 'edge'))
    return octaveRatio(Float32Array.from(luma.data), side, side) >= minRatio
  }
  for (let i = sizes.length - 1; i >= 0; i--) {
    const h = sizes[i] as number
    if (keeps(h)) return h === top ? head.height : h
  }
  return sizes[0] as number
}

function halve(data: Float32Array, width: number, height: number) {
  const w = Math.max(1, Math.floor(width / 2))
  const h = Math.max(1, Math.floor(height / 2))
  const out = new Float32Array(w * h)
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = 2 * y * width + 2 * x
      out[y * w + x] =
        ((data[i] as number) +
          (data[i + 1] as number) +
          (data[i + width] as number) +
          (data[i + width + 1] as number)) /
        4
    }
  return { data: out, width: w, height: h }
}

function doubled(data: Float32Array, width: number, height: number, toW: number, toH: number): Float32Array {
  const out = new Float32Array(toW * toH)
  for (let y = 0; y < toH; y++) {
    const sy = Math.min(height - 1.001, Math.max(0, (y + 0.5) / 2 - 0.5))
    const y0 = Math.floor(sy)
    const fy = sy - y0
    for (let x = 0; x < toW; x++) {
      const sx = Math.min(width - 1.001, Math.max(0, (x + 0.5) / 2 - 0.5))
      const x0 = Math.floor(sx)
      const fx = sx - x0
      const i = y0 * width + x0
      const top = (data[i] as number) * (1 - fx) + (data[i + 1] as number) * fx
      const bottom = (data[i + width] as number) * (1 - fx) + (data[i + width + 1] as number) * fx
      out[y * toW + x] = top * (1 - fy) + bottom * fy
    }
  }
  return out
}

/** Mean squared difference, away from the one-pixel border the interpolation clamps. */
function bandEnergy(data: Float32Array, width: number, height: number, blurred: Float32Array): number {
  let sum = 0
  let n = 0
  for (let y = 1; y < height - 1; y++)
    for (let x = 1; x < width - 1; x++) {
      const d = (data[y * width + x] as number) - (blurred[y * width + x] as number)
      sum += d * d
      n++
    }
  return n > 0 ? sum / n : 0
}
