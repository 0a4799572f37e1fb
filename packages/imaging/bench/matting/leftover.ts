// The leftover part of bench:matting (docs/background.md, "Leftover wall"): portraits on plain walls are cut
// out at run time with a keyed alpha and set over cluttered photos recoloured into one saturated hue the
// person does not carry; after replacement, every pixel of that hue in the export is old wall left behind.
import { boxMean } from '../../src/matting/box-mean.ts'
import type { RasterImage } from '../../src/types.ts'

/** Hue in degrees (0-360), saturation and value (0-1) of an sRGB colour. */
export function hsv(r: number, g: number, b: number): [number, number, number] {
  const max = Math.max(r, g, b)
  const min = Math.min(r, g, b)
  const d = max - min
  const v = max / 255
  const s = max === 0 ? 0 : d / max
  if (d === 0) return [0, s, v]
  let h: number
  if (max === r) h = ((g - b) / d) % 6
  else if (max === g) h = (b - r) / d + 2
  else h = (r - g) / d + 4
  return [(h * 60 + 360) % 360, s, v]
}

const hueGap = (a: number, b: number) => {
  const d = Math.abs(a - b) % 360
  return Math.min(d, 360 - d)
}

/** The sentinel hues: none is a skin's, and hair and most clothes are far from them. */
export const SENTINELS = [
  { name: 'green', hue: 120 },
  { name: 'magenta', hue: 300 },
  { name: 'blue', hue: 235 },
] as const

export type Sentinel = (typeof SENTINELS)[number]

/** How near a colour must be to a sentinel to count as it: within 25° of hue, and clearly coloured. */
export const SENTINEL_MATCH = { hue: 25, saturation: 0.2, value: 0.15 }

export const isSentinel = (hue: number, r: number, g: number, b: number) => {
  const [h, s, v] = hsv(r, g, b)
  return hueGap(h, hue) <= SENTINEL_MATCH.hue && s >= SENTINEL_MATCH.saturation && v >= SENTINEL_MATCH.value
}

/**
 * Whether the wall is plain: over the top strip and the upper side strips (a twelfth of the photo in, down
 * to 60 % of its height) a plane per channel is fitted, again without the points over 25 levels from the
 * first fit (hair and shoulders in the strips); the wall is plain where at least 60 % of the strips lie
 * within 12 levels of it. `spread` is the 90th percentile distance of the points kept.
 */
export function plainWall(image: RasterImage): { plain: boolean; spread: number; plate: Plate } {
  const { width, height } = image
  const strip = Math.max(4, Math.round(Math.min(width, height) / 12))
  const points: number[] = []
  for (let y = 0; y < Math.round(height * 0.6); y++)
    for (let x = 0; x < width; x++)
      if (y < strip || x < strip || x >= width - strip) points.push(y * width + x)
  const first = fitPlate(image, points)
  const kept = points.filter((i) => plateDistance(image, first, i) < 25)
  const plate = fitPlate(image, kept.length > 100 ? kept : points)
  const d = points.map((i) => plateDistance(image, plate, i))
  const near = d.filter((v) => v < 12).length / Math.max(1, d.length)
  const within = d.filter((v) => v < 25).sort((a, b) => a - b)
  const spread = within[Math.floor(within.length * 0.9)] ?? 255
  return { plain: near >= 0.6, spread, plate }
}

/** The wall as a plane per channel, c = a + b·x + c·y, fitted by least squares. */
export interface Plate {
  coef: [number, number, number][]
}

function fitPlate(image: RasterImage, points: number[]): Plate {
  const { width, data } = image
  // Normal equations for [1, x, y].
  const m = [0, 0, 0, 0, 0, 0, 0, 0, 0]
  const rhs = [
    [0, 0, 0],
    [0, 0, 0],
    [0, 0, 0],
  ]
  for (const i of points) {
    const x = (i % width) / width
    const y = Math.floor(i / width) / width
    const f = [1, x, y]
    for (let r = 0; r < 3; r++) {
      for (let c = 0; c < 3; c++)
        m[r * 3 + c] = (m[r * 3 + c] as number) + (f[r] as number) * (f[c] as number)
      for (let k = 0; k < 3; k++)
        (rhs[r] as number[])[k] =
          ((rhs[r] as number[])[k] as number) + (f[r] as number) * (data[i * 4 + k] as number)
    }
  }
  const coef: [number, number, number][] = []
  for (let k = 0; k < 3; k++)
    coef.push(
      solve3(
        m,
        rhs.map((r) => r[k] as number),
      ),
    )
  return { coef }
}

function solve3(m: number[], b: number[]): [number, number, number] {
  const a = [...m]
  const det = (q: number[]) =>
    (q[0] as number) * ((q[4] as number) * (q[8] as number) - (q[5] as number) * (q[7] as number)) -
    (q[1] as number) * ((q[3] as number) * (q[8] as number) - (q[5] as number) * (q[6] as number)) +
    (q[2] as number) * ((q[3] as number) * (q[7] as number) - (q[4] as number) * (q[6] as number))
  const d = det(a)
  const out: number[] = []
  for (let c = 0; c < 3; c++) {
    const q = [...a]
    for (let r = 0; r < 3; r++) q[r * 3 + c] = b[r] as number
    out.push(Math.abs(d) < 1e-12 ? 0 : det(q) / d)
  }
  return out as [number, number, number]
}

function plateAt(plate: Plate, image: RasterImage, i: number): [number, number, number] {
  const x = (i % image.width) / image.width
  const y = Math.floor(i / image.width) / image.width
  return plate.coef.map(([a, b, c]) => a + b * x + c * y) as [number, number, number]
}

function plateDistance(image: RasterImage, plate: Plate, i: number): number {
  const p = plateAt(plate, image, i)
  return Math.hypot(
    (image.data[i * 4] as number) - p[0],
    (image.data[i * 4 + 1] as number) - p[1],
    (image.data[i * 4 + 2] as number) - p[2],
  )
}

/**
 * The keyed cut-out: alpha rises from 0 to 1 as the colour leaves the wall's plate (from `spread` + 10 to
 * `spread` + 60 levels), then the wall is what the plate-coloured area reaches from the top and the upper
 * sides (holes in the person, a white collar on a white wall, become person), and the person's colour at a
 * soft pixel is the photo with the plate's share taken out.
 */
export function keyedCutOut(
  image: RasterImage,
  plate: Plate,
  spread: number,
): { alpha: Float32Array; fg: Float32Array } {
  const { width, height, data } = image
  const n = width * height
  const lo = spread + 10
  const hi = spread + 60
  const alpha = new Float32Array(n)
  for (let i = 0; i < n; i++)
    alpha[i] = Math.min(1, Math.max(0, (plateDistance(image, plate, i) - lo) / (hi - lo)))
  // The wall: the plate's own colour (alpha under 0.05), reached from the top row and the sides' upper half.
  const wall = new Uint8Array(n)
  const queue = new Int32Array(n)
  let tail = 0
  const seed = (i: number) => {
    if (!wall[i] && (alpha[i] as number) < 0.05) {
      wall[i] = 1
      queue[tail++] = i
    }
  }
  for (let x = 0; x < width; x++) seed(x)
  for (let y = 0; y < height / 2; y++) {
    seed(y * width)
    seed(y * width + width - 1)
  }
  for (let head = 0; head < tail; head++) {
    const i = queue[head] as number
    const x = i % width
    if (x > 0) seed(i - 1)
    if (x < width - 1) seed(i + 1)
    if (i >= width) seed(i - width)
    if (i + width < n) seed(i + width)
  }
  // Soft pixels stay within 3 px of that wall (strands, the edge's blur); every other pixel is person.
  const wallF = new Float32Array(n)
  for (let i = 0; i < n; i++) wallF[i] = wall[i] ? 1 : 0
  const nearWall = boxMean(wallF, width, height, 3)
  for (let i = 0; i < n; i++) {
    if (wall[i]) alpha[i] = 0
    else if ((nearWall[i] as number) === 0) alpha[i] = 1
  }
  const fg = new Float32Array(n * 3)
  for (let i = 0; i < n; i++) {
    const a = alpha[i] as number
    const p = plateAt(plate, image, i)
    for (let k = 0; k < 3; k++) {
      const c = data[i * 4 + k] as number
      fg[i * 3 + k] = a > 0.02 ? Math.min(255, Math.max(0, (c - (1 - a) * (p[k] as number)) / a)) : c
    }
  }
  return { alpha, fg }
}

/** The share of the person's pixels (alpha at least one half) in a sentinel's hue. */
export function personShareOf(fg: Float32Array, alpha: Float32Array, hue: number): number {
  let n = 0
  let hit = 0
  for (let i = 0; i < alpha.length; i++) {
    if ((alpha[i] as number) < 0.5) continue
    n++
    if (isSentinel(hue, fg[i * 3] as number, fg[i * 3 + 1] as number, fg[i * 3 + 2] as number)) hit++
  }
  return n === 0 ? 1 : hit / n
}

/** A cluttered background (RGB floats) recoloured into one hue: its brightness kept as the texture. */
export function recolour(rgb: Float32Array, hue: number): Float32Array {
  const out = new Float32Array(rgb.length)
  const h = hue / 60
  const x = 1 - Math.abs((h % 2) - 1)
  const base =
    h < 1
      ? [1, x, 0]
      : h < 2
        ? [x, 1, 0]
        : h < 3
          ? [0, 1, x]
          : h < 4
            ? [0, x, 1]
            : h < 5
              ? [x, 0, 1]
              : [1, 0, x]
  for (let i = 0; i < rgb.length; i += 3) {
    const l =
      (0.299 * (rgb[i] as number) + 0.587 * (rgb[i + 1] as number) + 0.114 * (rgb[i + 2] as number)) / 255
    const v = 255 * (0.3 + 0.65 * l)
    for (let k = 0; k < 3; k++) out[i + k] = v * (base[k] as number)
  }
  return out
}

/** The portrait set over the background: I = αF + (1 − α)B, as an RGBA raster. */
export function over(
  fg: Float32Array,
  alpha: Float32Array,
  bg: Float32Array,
  width: number,
  height: number,
): RasterImage {
  const data = new Uint8ClampedArray(width * height * 4)
  for (let i = 0; i < width * height; i++) {
    const a = alpha[i] as number
    for (let k = 0; k < 3; k++)
      data[i * 4 + k] = a * (fg[i * 3 + k] as number) + (1 - a) * (bg[i * 3 + k] as number)
    data[i * 4 + 3] = 255
  }
  return { data, width, height }
}

/**
 * The export's pixels in the sentinel's hue, and their 8-connected patches' sizes. Pixels `ignore` marks
 * (the person's own colours in that hue: a lilac highlight on a red top) are not counted.
 */
export function sentinelLeft(
  image: RasterImage,
  hue: number,
  ignore?: Uint8Array,
): { mask: Uint8Array; patches: { area: number; x: number; y: number }[] } {
  const { width, height, data } = image
  const mask = new Uint8Array(width * height)
  for (let i = 0; i < mask.length; i++)
    if (
      !ignore?.[i] &&
      isSentinel(hue, data[i * 4] as number, data[i * 4 + 1] as number, data[i * 4 + 2] as number)
    )
      mask[i] = 1
  const seen = new Uint8Array(mask.length)
  const queue = new Int32Array(mask.length)
  const patches: { area: number; x: number; y: number }[] = []
  for (let s = 0; s < mask.length; s++) {
    if (!mask[s] || seen[s]) continue
    let tail = 0
    queue[tail++] = s
    seen[s] = 1
    let sx = 0
    let sy = 0
    for (let head = 0; head < tail; head++) {
      const i = queue[head] as number
      const x = i % width
      const y = (i - x) / width
      sx += x
      sy += y
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx
          const yy = y + dy
          if (xx < 0 || yy < 0 || xx >= width || yy >= height) continue
          const j = yy * width + xx
          if (mask[j] && !seen[j]) {
            seen[j] = 1
            queue[tail++] = j
          }
        }
    }
    patches.push({ area: tail, x: sx / tail + 0.5, y: sy / tail + 0.5 })
  }
  return { mask, patches }
}

/**
 * The pixels of an export that show the person's own colour in the sentinel's hue: `personOnly` is the same
 * render with the person over a grey wall. Widened by 2 px (resampling moves a highlight's rim a little).
 */
export function ownHue(personOnly: RasterImage, hue: number): Uint8Array {
  const { width, height } = personOnly
  const { mask } = sentinelLeft(personOnly, hue)
  const f = new Float32Array(mask.length)
  for (let i = 0; i < mask.length; i++) f[i] = mask[i] as number
  const near = boxMean(f, width, height, 2)
  const out = new Uint8Array(mask.length)
  for (let i = 0; i < mask.length; i++) out[i] = (near[i] as number) > 0 ? 1 : 0
  return out
}

/** The mean keyed alpha over a box (source pixels, clipped): a key that ate the face or the body is refused. */
export function meanAlpha(
  alpha: Float32Array,
  width: number,
  height: number,
  box: { x: number; y: number; width: number; height: number },
): number {
  let sum = 0
  let n = 0
  for (let y = Math.max(0, Math.floor(box.y)); y < Math.min(height, box.y + box.height); y++)
    for (let x = Math.max(0, Math.floor(box.x)); x < Math.min(width, box.x + box.width); x++) {
      sum += alpha[y * width + x] as number
      n++
    }
  return n === 0 ? 0 : sum / n
}

/**
 * The old wall's tint left at the person's edge: over the pixels `band` marks, the mean of the export's
 * colour minus the truth's (the keyed person over the new colour, rendered alike), projected on the
 * sentinel's chroma direction (its colour minus its grey), in levels. 0 is no tint; positive is toward the
 * old wall's hue (a green rim on light hair after a green wall).
 */
export function tintTowardWall(
  image: RasterImage,
  truth: RasterImage,
  band: Uint8Array,
  hue: number,
): number {
  const base = recolour(Float32Array.of(255, 255, 255), hue)
  const m = ((base[0] as number) + (base[1] as number) + (base[2] as number)) / 3
  const dir = [(base[0] as number) - m, (base[1] as number) - m, (base[2] as number) - m]
  const norm = Math.hypot(dir[0] as number, dir[1] as number, dir[2] as number)
  let sum = 0
  let count = 0
  for (let i = 0; i < band.length; i++) {
    if (!band[i]) continue
    const d = [0, 1, 2].map((k) => (image.data[i * 4 + k] as number) - (truth.data[i * 4 + k] as number))
    const dm = ((d[0] as number) + (d[1] as number) + (d[2] as number)) / 3
    sum +=
      (((d[0] as number) - dm) * (dir[0] as number) +
        ((d[1] as number) - dm) * (dir[1] as number) +
        ((d[2] as number) - dm) * (dir[2] as number)) /
      norm
    count++
  }
  return count === 0 ? 0 : sum / count
}
