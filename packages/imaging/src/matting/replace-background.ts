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
 * and the new colour's share put in, after the wall's tint is taken out of what is left (despill). No
 * division by alpha, so a faint strand is not amplified into noise;
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
  const planes = colourPlanes(image)
  const old = localMeans(planes, pureWall, radii, 0.05, soft)
  // The person's own colour beside each soft pixel: the mean of the opaque pixels nearest to it, at the
  // smallest of several radii that holds some (a strand far from the head takes the hair's mean further in).
  const surePerson = new Float32Array(width * height)
  for (let i = 0; i < surePerson.length; i++) if ((alpha.data[i] as number) >= 1) surePerson[i] = 1
  const own = localMeans(
    planes,
    surePerson,
    tuning.ownColourRadii.map((r) => Math.max(1, Math.round(r * unit))),
    0.05,
    soft,
  )
  const slack = tuning.ownChromaSlack
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
      const wall = [old.r[i] as number, old.g[i] as number, old.b[i] as number] as const
      const f = ownChroma(
        despill(
          [
            person(image.data[o] as number, wall[0]),
            person(image.data[o + 1] as number, wall[1]),
            person(image.data[o + 2] as number, wall[2]),
          ],
          wall,
        ),
        [255 * (own.r[i] as number), 255 * (own.g[i] as number), 255 * (own.b[i] as number)],
        a,
        slack,
      )
      out[o] = Math.round(f[0] + (1 - a) * nr)
      out[o + 1] = Math.round(f[1] + (1 - a) * ng)
      out[o + 2] = Math.round(f[2] + (1 - a) * nb)
    }
    out[o + 3] = 255
  }
  return { width, height, data: out }
}

/**
 * The wall's tint taken out of an edge pixel's person colour: the part of its chroma that points the way the
 * wall's chroma does (a blue wall leaves a blue rim on white hair). Luminance is kept (the direction has zero
 * mean); a grey wall has no direction and changes nothing.
 */
function despill(
  f: [number, number, number],
  wall: readonly [number, number, number],
): [number, number, number] {
  const wm = (wall[0] + wall[1] + wall[2]) / 3
  let d0 = wall[0] - wm
  let d1 = wall[1] - wm
  let d2 = wall[2] - wm
  const norm = Math.hypot(d0, d1, d2)
  if (norm < 0.02) return f
  d0 /= norm
  d1 /= norm
  d2 /= norm
  const fm = (f[0] + f[1] + f[2]) / 3
  const k = (f[0] - fm) * d0 + (f[1] - fm) * d1 + (f[2] - fm) * d2
  if (k <= 0) return f
  // A faintly tinted wall (under 0.1 of chroma) takes out proportionally less.
  const s = k * Math.min(1, norm / 0.1)
  return [Math.max(0, f[0] - s * d0), Math.max(0, f[1] - s * d1), Math.max(0, f[2] - s * d2)] as [
    number,
    number,
    number,
  ]
}

/**
 * The person's share of a soft pixel, αF, with its chroma kept within `slack` levels (of F, in every channel)
 * of the chroma of the person's own colour beside it, its brightness kept. Where the alpha or the wall
 * behind is a little off, taking the wall out leaves a tint of its own: a dark green wall taken out of blonde
 * hair leaves pink, a bright spot the estimate missed leaves yellow. Hair at its edge is the colour of the
 * hair beside it, so a chroma far from that is the wall's error, not the hair's. The difference from the
 * hair's chroma is scaled down, not cut per channel, so it keeps a zero sum (the brightness) and its hue.
 * Additive, not a ratio of channels: a light strand by dark hair is not stretched into a saturated one.
 */
export function ownChroma(
  f: readonly [number, number, number],
  own: readonly [number, number, number],
  a: number,
  slack: number,
): [number, number, number] {
  const level = (f[0] + f[1] + f[2]) / 3
  const ownLevel = (own[0] + own[1] + own[2]) / 3
  // The pixel's chroma (of F: its share over alpha) less the hair's, and how far it strays.
  const off = [0, 1, 2].map((c) => ((f[c] as number) - level) / a - ((own[c] as number) - ownLevel))
  const worst = Math.max(...off.map(Math.abs))
  const scale = worst > slack ? slack / worst : 1
  const out: [number, number, number] = [0, 0, 0]
  for (let c = 0; c < 3; c++) {
    const chroma = (own[c] as number) - ownLevel + scale * (off[c] as number)
    out[c] = Math.min(255 * a, Math.max(0, level + a * chroma))
  }
  return out
}
