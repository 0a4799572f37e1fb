// Defects seeded into clean portraits, for the quality checks' tests and bench:checks (docs/photo-checks.md).
import type { HeadGeometry } from '../src/face/head.ts'
import { regionTransform } from '../src/face/level-crop.ts'
import type { PersonMask, Point } from '../src/face/types.ts'
import { distanceToPerson, toMask } from '../src/photo/quality/background.ts'
import type { RasterImage } from '../src/types.ts'

/** Separable Gaussian blur of the RGB channels. */
export function blurRgb(image: RasterImage, sigma: number): RasterImage {
  const r = Math.ceil(3 * sigma)
  const k = Array.from({ length: 2 * r + 1 }, (_, i) => Math.exp(-((i - r) ** 2) / (2 * sigma * sigma)))
  const sum = k.reduce((a, b) => a + b, 0)
  const w = k.map((v) => v / sum)
  const { width, height } = image
  const pass = (src: Uint8ClampedArray, horizontal: boolean) => {
    const out = new Uint8ClampedArray(src.length)
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        let [a, b, c] = [0, 0, 0]
        for (let j = -r; j <= r; j++) {
          const xx = horizontal ? Math.min(width - 1, Math.max(0, x + j)) : x
          const yy = horizontal ? y : Math.min(height - 1, Math.max(0, y + j))
          const i = (yy * width + xx) * 4
          const f = w[j + r] as number
          a += f * (src[i] as number)
          b += f * (src[i + 1] as number)
          c += f * (src[i + 2] as number)
        }
        const o = (y * width + x) * 4
        out[o] = a
        out[o + 1] = b
        out[o + 2] = c
        out[o + 3] = 255
      }
    return out
  }
  return { width, height, data: pass(pass(image.data, true), false) }
}

/** Each RGB value through f. */
export function mapRgb(image: RasterImage, f: (v: number, x: number) => number): RasterImage {
  const data = new Uint8ClampedArray(image.data.length)
  for (let i = 0; i < data.length; i += 4) {
    const x = (i / 4) % image.width
    data[i] = f(image.data[i] as number, x)
    data[i + 1] = f(image.data[i + 1] as number, x)
    data[i + 2] = f(image.data[i + 2] as number, x)
    data[i + 3] = 255
  }
  return { ...image, data }
}

/** The photo mirrored left to right. */
export function mirrorRgb(image: RasterImage): RasterImage {
  const { width, height } = image
  const data = new Uint8ClampedArray(image.data.length)
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const from = (y * width + x) * 4
      data.set(image.data.subarray(from, from + 4), (y * width + (width - 1 - x)) * 4)
    }
  return { data, width, height }
}

/**
 * The person put in front of a plain light-grey wall, lit a little unevenly (232 to 240 across the photo),
 * by the detection's own person mask: the studio photo the background checks should pass. Only the
 * mask's square is kept; the rest of the photo becomes wall.
 */
export function onPlainWall(image: RasterImage, mask: PersonMask): RasterImage {
  return paintWall(image, mask, (x, _d, person) => {
    const wall = 232 + (8 * x) / image.width
    return (v) => person * v + (1 - person) * wall
  })
}

/**
 * The shadow a head casts on the wall beside it, lit from the photo's left: on the right of the person,
 * `depth` of the light lost at the person's edge, fading out `reach` head heights away.
 */
export function withCastShadow(
  image: RasterImage,
  mask: PersonMask,
  head: HeadGeometry,
  { depth = 0.45, reach = 0.35 } = {},
): RasterImage {
  const perHead = (head.height / mask.region.size) * mask.side
  return paintWall(image, mask, (x, d, person) => {
    if (x < head.centre.x || person > 0.5) return (v) => v
    const f = 1 - depth * Math.max(0, 1 - d / (reach * perHead))
    return (v) => v * (person + (1 - person) * f)
  })
}

/** Each pixel through `paint(x, distance to the person in mask px, person probability)`. */
function paintWall(
  image: RasterImage,
  mask: PersonMask,
  paint: (x: number, distance: number, person: number) => (v: number) => number,
): RasterImage {
  const { width, height } = image
  const m = regionTransform(mask.region, mask.side, false)
  const distance = distanceToPerson(mask.data, mask.side, mask.side)
  const data = new Uint8ClampedArray(image.data)
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const { u, v } = toMask(m, { x, y })
      const [iu, iv] = [Math.round(u), Math.round(v)]
      const inside = iu >= 0 && iv >= 0 && iu < mask.side && iv < mask.side
      const k = iv * mask.side + iu
      const person = inside ? (mask.data[k] as number) / 255 : 0
      const d = inside ? (distance[k] as number) : mask.side
      const f = paint(x, d, person)
      const o = (y * width + x) * 4
      for (let c = 0; c < 3; c++) data[o + c] = f(data[o + c] as number)
    }
  return { width, height, data }
}

/**
 * The eyes' frame the drawn defects use: the eye distance, the eyes' midpoint, and a pixel's position in it,
 * u along the eye line (towards the subject's left eye) and v across it (down towards the chin).
 */
function eyeLine(eyes: { rightEye: Point; leftEye: Point }) {
  const { rightEye: r, leftEye: l } = eyes
  const ied = Math.hypot(l.x - r.x, l.y - r.y)
  const angle = Math.atan2(l.y - r.y, l.x - r.x)
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)]
  const mid = { x: (r.x + l.x) / 2, y: (r.y + l.y) / 2 }
  const toEyeLine = (x: number, y: number) => ({
    u: cos * (x - mid.x) + sin * (y - mid.y),
    v: -sin * (x - mid.x) + cos * (y - mid.y),
  })
  return { ied, mid, toEyeLine }
}

/**
 * Glasses drawn over the eyes: two elliptical rims (0.42 x 0.3 eye distances) around the eye centres, a
 * bridge and the temples' start, `thickness` eye distances wide in grey `shade` (a dark acetate frame:
 * 0.04 and 30; a thin metal one: 0.015 and 120). Along the eye line, so a tilted head gets tilted glasses.
 * `tint` under 1 darkens what the lenses cover by that factor: sunglasses at 0.15, a light tint at 0.4.
 */
export function withGlasses(
  image: RasterImage,
  eyes: { rightEye: Point; leftEye: Point },
  { thickness = 0.04, shade = 30, tint = 1 } = {},
): RasterImage {
  const { ied, mid, toEyeLine } = eyeLine(eyes)
  const [rx, ry, half] = [0.42 * ied, 0.3 * ied, (thickness * ied) / 2]
  const data = new Uint8ClampedArray(image.data)
  const x0 = Math.max(0, Math.floor(mid.x - 1.3 * ied))
  const x1 = Math.min(image.width - 1, Math.ceil(mid.x + 1.3 * ied))
  const y0 = Math.max(0, Math.floor(mid.y - 1.3 * ied))
  const y1 = Math.min(image.height - 1, Math.ceil(mid.y + 1.3 * ied))
  for (let y = y0; y <= y1; y++)
    for (let x = x0; x <= x1; x++) {
      const { u, v } = toEyeLine(x, y)
      const rim = [-ied / 2, ied / 2].some(
        (cu) => Math.abs(Math.hypot((u - cu) / rx, v / ry) - 1) * ry < half,
      )
      const bar = Math.abs(v + 0.05 * ied) < half
      const bridge = bar && Math.abs(u) < ied / 2 - rx + 0.02 * ied
      const temple = bar && Math.abs(u) > ied / 2 + rx - 0.02 * ied && Math.abs(u) < ied / 2 + rx + 0.35 * ied
      const o = (y * image.width + x) * 4
      if (!rim && !bridge && !temple) {
        const lens = tint < 1 && [-ied / 2, ied / 2].some((cu) => Math.hypot((u - cu) / rx, v / ry) < 1)
        if (lens) for (let c = 0; c < 3; c++) data[o + c] = (data[o + c] as number) * tint
        continue
      }
      data[o] = shade
      data[o + 1] = shade
      data[o + 2] = shade
    }
  return { width: image.width, height: image.height, data }
}

/**
 * A copy with a cap drawn on: a solid-colour dome over the head whose brim runs straight across the forehead
 * `brim` eye distances above the eye line (the brows sit at about 0.35), as wide as the head.
 */
export function withHat(
  image: RasterImage,
  eyes: { rightEye: Point; leftEye: Point },
  { brim = 0.55, rgb = [35, 40, 70] as readonly [number, number, number] } = {},
): RasterImage {
  const { ied, toEyeLine } = eyeLine(eyes)
  const [halfWidth, height] = [1.15 * ied, 1.7 * ied]
  const data = new Uint8ClampedArray(image.data)
  for (let y = 0; y < image.height; y++)
    for (let x = 0; x < image.width; x++) {
      const { u, v } = toEyeLine(x, y)
      const above = -brim * ied - v
      if (above < 0 || (u / halfWidth) ** 2 + (above / height) ** 2 > 1) continue
      const o = (y * image.width + x) * 4
      ;[data[o], data[o + 1], data[o + 2]] = rgb
    }
  return { width: image.width, height: image.height, data }
}

type Box = { x: number; y: number; width: number; height: number }

/**
 * Two people cheek to cheek: `other` scaled so its face box is `scale` of the main face's height (a little
 * smaller, so the main face stays the one a passport tool chooses), and drawn to the right of the main face
 * from `gap` face widths past its box, with the faces' tops level. The main photo is kept left of that line,
 * so its size and its face stay where they were.
 */
export function besideAnother(
  main: RasterImage,
  mainFace: Box,
  other: RasterImage,
  otherFace: Box,
  { gap = 0.15, scale = 0.9 } = {},
): RasterImage {
  const k = otherFace.height / (mainFace.height * scale)
  const seam = Math.round(mainFace.x + mainFace.width * (1 + gap / 2))
  const left = mainFace.x + mainFace.width * (1 + gap)
  const data = new Uint8ClampedArray(main.data)
  for (let y = 0; y < main.height; y++)
    for (let x = seam; x < main.width; x++) {
      // The other photo's pixel for (x, y): its face box's top-left at (left, mainFace.y), scaled by k.
      const sx = Math.round(otherFace.x + (x - left) * k)
      const sy = Math.round(otherFace.y + (y - mainFace.y) * k)
      const o = (y * main.width + x) * 4
      if (sx < 0 || sy < 0 || sx >= other.width || sy >= other.height) {
        data.fill(235, o, o + 3)
        continue
      }
      data.set(other.data.subarray((sy * other.width + sx) * 4, (sy * other.width + sx) * 4 + 4), o)
    }
  return { width: main.width, height: main.height, data }
}

/**
 * A photo shrunk to `width` px wide (box average, as a small camera or a thumbnail keeps it) and blown up
 * again to its own size: the pixels of a large photo with the detail of a small one.
 */
export function enlargedFrom(image: RasterImage, width: number): RasterImage {
  const k = image.width / width
  const w = width
  const h = Math.max(1, Math.round(image.height / k))
  const small = new Float32Array(w * h * 3)
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const [x0, x1] = [Math.floor(x * k), Math.min(image.width, Math.floor((x + 1) * k))]
      const [y0, y1] = [Math.floor(y * k), Math.min(image.height, Math.floor((y + 1) * k))]
      let n = 0
      const sum = [0, 0, 0]
      for (let yy = y0; yy < y1; yy++)
        for (let xx = x0; xx < x1; xx++) {
          for (let c = 0; c < 3; c++)
            sum[c] = (sum[c] as number) + (image.data[(yy * image.width + xx) * 4 + c] as number)
          n++
        }
      for (let c = 0; c < 3; c++) small[(y * w + x) * 3 + c] = (sum[c] as number) / Math.max(1, n)
    }
  // Bilinear back up to the photo's own size.
  const data = new Uint8ClampedArray(image.width * image.height * 4)
  for (let y = 0; y < image.height; y++)
    for (let x = 0; x < image.width; x++) {
      const fx = Math.min(w - 1, Math.max(0, (x + 0.5) / k - 0.5))
      const fy = Math.min(h - 1, Math.max(0, (y + 0.5) / k - 0.5))
      const [ix, iy] = [Math.min(w - 2, Math.floor(fx)), Math.min(h - 2, Math.floor(fy))]
      const [tx, ty] = [fx - ix, fy - iy]
      const o = (y * image.width + x) * 4
      for (let c = 0; c < 3; c++) {
        const at = (xx: number, yy: number) =>
          small[(Math.max(0, yy) * w + Math.max(0, xx)) * 3 + c] as number
        data[o + c] =
          (at(ix, iy) * (1 - tx) + at(ix + 1, iy) * tx) * (1 - ty) +
          (at(ix, iy + 1) * (1 - tx) + at(ix + 1, iy + 1) * tx) * ty
      }
      data[o + 3] = 255
    }
  return { width: image.width, height: image.height, data }
}

/**
 * A hard shadow over one outer cheek (the subject's `side`): from the eye's outer half outward and from the
 * eye line down to the mouth, the light cut to `1 - depth`, with a 2 px soft edge. A window or a lamp at the
 * side of a face casts one.
 */
export function withCheekShadow(
  image: RasterImage,
  eyes: { rightEye: Point; leftEye: Point },
  { side = 'right' as 'right' | 'left', depth = 0.5 } = {},
): RasterImage {
  const { ied, toEyeLine } = eyeLine(eyes)
  const data = new Uint8ClampedArray(image.data)
  for (let y = 0; y < image.height; y++)
    for (let x = 0; x < image.width; x++) {
      const { u, v } = toEyeLine(x, y)
      // Outward from the eye's middle on the chosen side (the subject's right is the image's left, u < 0).
      const out = side === 'right' ? -u : u
      if (v < 0 || v > 1.1 * ied || out < 0.55 * ied || out > 1.3 * ied) continue
      const edge = Math.min(1, (out - 0.55 * ied) / 2)
      const k = 1 - depth * edge
      const o = (y * image.width + x) * 4
      for (let c = 0; c < 3; c++) data[o + c] = (data[o + c] as number) * k
    }
  return { width: image.width, height: image.height, data }
}

/** A black bar across both eyes, 0.45 eye distances tall and 1.9 long, along the eye line. */
export function withEyeBar(image: RasterImage, eyes: { rightEye: Point; leftEye: Point }): RasterImage {
  const { ied, toEyeLine } = eyeLine(eyes)
  const data = new Uint8ClampedArray(image.data)
  for (let y = 0; y < image.height; y++)
    for (let x = 0; x < image.width; x++) {
      const { u, v } = toEyeLine(x, y)
      if (Math.abs(v) > 0.225 * ied || Math.abs(u) > 0.95 * ied) continue
      const o = (y * image.width + x) * 4
      data.fill(8, o, o + 3)
    }
  return { width: image.width, height: image.height, data }
}
