import type { RasterImage } from '../types.ts'
import type { AlphaMatte, RgbColour } from './alpha-matte.ts'
import { localMeans } from './local-means.ts'
import { MATTING_TUNING, type MattingTuning } from './options.ts'
import { colourPlanes } from './planes.ts'
import { maskPixel } from './refine-alpha.ts'

/**
 * The image with its background replaced by a flat colour. A pixel is I = αF + (1 − α)B: the person's
 * share plus the old background's. The old background B behind each soft pixel is estimated from the wall
 * around it (the mean of the pure wall pixels nearest to it), its share taken out, αF = I − (1 − α)B (kept within 0..α per channel),
 * and the new colour's share put in. No division by alpha, so a faint strand is not amplified into noise;
 * where the wall behind a strand is the wall beside it, the old colour goes entirely. Fully opaque pixels
 * keep the photo's pixel exactly; fully transparent ones are exactly `colour`.
 */
export function replaceBackground(
  image: RasterImage,
  alpha: AlphaMatte,
  colour: RgbColour,
  tuning: MattingTuning = MATTING_TUNING,
): RasterImage {
  const { width, height } = image
  if (alpha.width !== width || alpha.height !== height) throw new RangeError('alpha and image sizes differ')
  const unit = maskPixel(width, height)
  const radii = tuning.wallRadii.map((r) => Math.max(1, Math.round(r * unit)))
  const pureWall = new Float32Array(width * height)
  const soft = new Uint8Array(width * height)
  for (let i = 0; i < pureWall.length; i++) {
    const a = alpha.data[i] as number
    if (a <= 0) pureWall[i] = 1
    else if (a < 1) soft[i] = 1
  }
  const old = localMeans(colourPlanes(image), pureWall, radii, 0.05, soft)
  const out = new Uint8ClampedArray(width * height * 4)
  const [nr, ng, nb] = colour
  for (let i = 0; i < width * height; i++) {
    const a = alpha.data[i] as number
    const o = 4 * i
    if (a >= 1) {
      out[o] = image.data[o] as number
      out[o + 1] = image.data[o + 1] as number
      out[o + 2] = image.data[o + 2] as number
    } else if (a <= 0) {
      out[o] = nr
      out[o + 1] = ng
      out[o + 2] = nb
    } else {
      const person = (value: number, wall: number) =>
        Math.min(255 * a, Math.max(0, value - (1 - a) * 255 * wall))
      out[o] = Math.round(person(image.data[o] as number, old.r[i] as number) + (1 - a) * nr)
      out[o + 1] = Math.round(person(image.data[o + 1] as number, old.g[i] as number) + (1 - a) * ng)
      out[o + 2] = Math.round(person(image.data[o + 2] as number, old.b[i] as number) + (1 - a) * nb)
    }
    out[o + 3] = 255
  }
  return { width, height, data: out }
}
