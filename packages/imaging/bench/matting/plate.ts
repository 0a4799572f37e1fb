// Alpha of a portrait shot against a plain backdrop, from a fitted background plate ("known background"
// matting). Every pixel is I = a F + (1 - a) B. Where the backdrop B is smooth we can fit it from the pixels
// that are surely backdrop, carry the person's colour F outwards from the pixels that are surely person,
// and read a off where I lies between the two. The foreground colour is then unmixed from the same
// equation, so the pair (a, F) rebuilds the photo and a composite made from it carries no backdrop colour
// inside the alpha (up to the deadzone that drops noise-level alphas, see below).

import type { RasterImage } from '../../src/types.ts'
import { connectedTo, distanceTo, fillFrom, type Plane, type Rgb, rgbOf } from './planes.ts'

/** A rectangle as fractions of the image's width and height: [x0, y0, x1, y1]. */
export type Fraction = [number, number, number, number]

export interface PlateOptions {
  /** Regions that are backdrop and nothing else (checked by eye per photo). */
  seeds: Fraction[]
  /**
   * Regions where the matte is not trusted (backdrop not smooth, person too close to it in colour): they
   * are left out of the band the bench scores. Fractions like `seeds`.
   */
  exclude?: Fraction[]
  /** Backdrop pixels end within this RGB distance of the plate, in noise deviations (default 4, at least 10). */
  tolerance?: number
  /** Pixels this far (px) inside the person from the backdrop are taken as opaque (default 3% of height). */
  core?: number
  /**
   * A person probability from an independent model: its confident inside (0.5 level, eroded by `insideDepth`)
   * is never backdrop, however close in colour (a shadowed cheek against a grey wall).
   */
  person?: Plane
  /** Backdrop pixels nearer than this (px) to anything else do not shape the plate (default 1% of height). */
  margin?: number
  /** No alpha further than this (px) from the person's core (default 12% of height). */
  reach?: number
  /** Erosion of `person`, px (default 2.5% of height). */
  insideDepth?: number
}

export interface PlateMatte {
  alpha: Plane
  /** Foreground colour, unmixed: (I - (1 - a) B) / a, clamped to 0..255 (the local estimate where a = 0). */
  fg: Rgb
  plate: Rgb
  /** 1 where the matte is trusted. */
  trusted: Uint8Array
  /** Noise deviation of the backdrop around the plate (RGB distance units). */
  noise: number
}

const rect = (f: Fraction, w: number, h: number) => ({
  x0: Math.round(f[0] * w),
  y0: Math.round(f[1] * h),
  x1: Math.round(f[2] * w),
  y1: Math.round(f[3] * h),
})

function maskOf(regions: Fraction[], width: number, height: number): Uint8Array {
  const m = new Uint8Array(width * height)
  for (const f of regions) {
    const r = rect(f, width, height)
    for (let y = r.y0; y < r.y1; y++) for (let x = r.x0; x < r.x1; x++) m[y * width + x] = 1
  }
  return m
}

const dist3 = (a: Float32Array, i: number, b: Float32Array, j: number) => {
  const dr = (a[i * 3] as number) - (b[j * 3] as number)
  const dg = (a[i * 3 + 1] as number) - (b[j * 3 + 1] as number)
  const db = (a[i * 3 + 2] as number) - (b[j * 3 + 2] as number)
  return Math.sqrt(dr * dr + dg * dg + db * db)
}

// Solves the small normal equations a x = b, a being m x m row-major (Gaussian elimination with partial
// pivoting; a and b are overwritten).
function solve(a: Float64Array, b: Float64Array): Float64Array {
  const m = b.length
  const at = (r: number, c: number) => a[r * m + c] as number
  for (let c = 0; c < m; c++) {
    let p = c
    for (let r = c + 1; r < m; r++) if (Math.abs(at(r, c)) > Math.abs(at(p, c))) p = r
    for (let k = 0; k < m; k++) {
      const t = at(c, k)
      a[c * m + k] = at(p, k)
      a[p * m + k] = t
    }
    const t = b[c] as number
    b[c] = b[p] as number
    b[p] = t
    const d = at(c, c)
    if (Math.abs(d) < 1e-12) continue
    for (let r = c + 1; r < m; r++) {
      const f = at(r, c) / d
      for (let k = c; k < m; k++) a[r * m + k] = at(r, k) - f * at(c, k)
      b[r] = (b[r] as number) - f * (b[c] as number)
    }
  }
  const x = new Float64Array(m)
  for (let r = m - 1; r >= 0; r--) {
    let s = b[r] as number
    for (let k = r + 1; k < m; k++) s -= at(r, k) * (x[k] as number)
    const d = at(r, r)
    x[r] = Math.abs(d) < 1e-12 ? 0 : s / d
  }
  return x
}

/**
 * The backdrop as a smooth surface from the weighted pixels: a quadratic trend in x and y per channel
 * (which carries a lighting gradient across the person), plus the local residual spread outwards from
 * small scales to large (which follows the backdrop's own shading near the edge).
 */
function smoothPlate(rgb: Rgb, w: Float32Array, scale: number): Rgb {
  const { width, height, data } = rgb
  const n = width * height
  const terms = (x: number, y: number) => {
    const u = x / width - 0.5
    const v = y / height - 0.5
    return [1, u, v, u * u, u * v, v * v]
  }
  const m = 6
  const ata = new Float64Array(m * m)
  const atb = [new Float64Array(m), new Float64Array(m), new Float64Array(m)]
  for (let y = 0; y < height; y += 2) {
    for (let x = 0; x < width; x += 2) {
      const i = y * width + x
      const wi = w[i] as number
      if (!wi) continue
      const t = terms(x, y)
      for (let r = 0; r < m; r++) {
        const tr = t[r] as number
        for (let c = 0; c < m; c++) ata[r * m + c] = (ata[r * m + c] as number) + wi * tr * (t[c] as number)
        atb.forEach((v, ch) => {
          v[r] = (v[r] as number) + wi * tr * (data[i * 3 + ch] as number)
        })
      }
    }
  }
  const coef = atb.map((v) => solve(ata.slice(), v.slice()))
  const trend = new Float32Array(n * 3)
  const residual = new Float32Array(n * 3)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x
      const t = terms(x, y)
      for (let ch = 0; ch < 3; ch++) {
        let v = 0
        for (let r = 0; r < m; r++) v += ((coef[ch] as Float64Array)[r] as number) * (t[r] as number)
        trend[i * 3 + ch] = v
        residual[i * 3 + ch] = (data[i * 3 + ch] as number) - v
      }
    }
  }
  const fill = fillFrom(
    { width, height, data: residual },
    w,
    [0.5, 1, 3, 10].map((k) => k * scale),
    0.08,
  ).data
  for (let k = 0; k < n * 3; k++) trend[k] = (trend[k] as number) + (fill[k] as number)
  return { width, height, data: trend }
}

/** The backdrop plate and the alpha it implies (see the file's header). */
export function plateMatte(image: RasterImage, options: PlateOptions): PlateMatte {
  const { width, height } = image
  const n = width * height
  const rgb = rgbOf(image)
  const I = rgb.data
  const seeds = maskOf(options.seeds, width, height)
  const coreDepth = options.core ?? 0.03 * height

  // Start from the seeds' mean colour, then alternate: backdrop = near the plate and joined to the seeds;
  // plate = backdrop pixels away from anything else, spread smoothly (small scales first, so it follows
  // shading, larger ones only to fill under the person).
  let plate: Rgb
  {
    const mean = [0, 0, 0]
    let cnt = 0
    for (let i = 0; i < n; i++) {
      if (!seeds[i]) continue
      for (let c = 0; c < 3; c++) mean[c] = (mean[c] as number) + (I[i * 3 + c] as number)
      cnt++
    }
    const data = new Float32Array(n * 3)
    for (let i = 0; i < n * 3; i++) data[i] = (mean[i % 3] as number) / Math.max(1, cnt)
    plate = { width, height, data }
  }
  // The person's sure inside, from the independent mask.
  const inside = new Uint8Array(n)
  if (options.person) {
    const out = new Uint8Array(n)
    for (let i = 0; i < n; i++) out[i] = (options.person.data[i] as number) < 0.5 ? 1 : 0
    const d = distanceTo(out, width, height)
    const depth = options.insideDepth ?? 0.025 * height
    for (let i = 0; i < n; i++) inside[i] = (d[i] as number) > depth ? 1 : 0
  }
  // Noise: the spread of neighbouring seed pixels' differences (robust: median absolute, per channel).
  const diffs: number[] = []
  for (let i = 0; i < n - 1; i++) {
    if (!seeds[i] || !seeds[i + 1] || (i + 1) % width === 0) continue
    for (let c = 0; c < 3; c++)
      diffs.push(Math.abs((I[i * 3 + c] as number) - (I[(i + 1) * 3 + c] as number)))
  }
  diffs.sort((a, b) => a - b)
  const noise = Math.max(1, ((diffs[diffs.length >> 1] ?? 1) * 1.4826) / Math.SQRT2)
  let bg = new Uint8Array(n)
  const margin = options.margin ?? 0.01 * height
  const finalTol = Math.max(10, (options.tolerance ?? 4) * noise * Math.sqrt(3))
  // Loose at first, so the backdrop can grow away from the seeds while the plate is still rough.
  const schedule = [36, 30, 24, 18, finalTol, finalTol, finalTol]
  for (const tol of schedule) {
    const near = new Uint8Array(n)
    for (let i = 0; i < n; i++) near[i] = !inside[i] && dist3(I, i, plate.data, i) < tol ? 1 : 0
    const joined = connectedTo(near, seeds, width, height)
    // Backdrop showing through holes in the hair is not joined to the seeds: take plate-coloured pixels
    // within reach of the joined backdrop too (a plate-coloured shirt far inside is not).
    const reach = distanceTo(joined, width, height)
    bg = new Uint8Array(n)
    for (let i = 0; i < n; i++) bg[i] = near[i] && (reach[i] as number) < 0.03 * height ? 1 : 0
    const notBg = new Uint8Array(n)
    for (let i = 0; i < n; i++) notBg[i] = bg[i] ? 0 : 1
    const away = distanceTo(notBg, width, height)
    const w = new Float32Array(n)
    // Only backdrop well away from the person shapes the plate: a soft (blurred) hair edge next to the
    // backdrop must not be taken into it, or the plate learns the hair and the alpha loses it.
    for (let i = 0; i < n; i++) w[i] = bg[i] && (away[i] as number) > margin ? 1 : 0
    plate = smoothPlate(rgb, w, 0.04 * height)
  }

  // Surely person: the independent mask's inside, and what is off the backdrop deeper than `coreDepth`.
  const depth = distanceTo(bg, width, height)
  const core = new Float32Array(n)
  // Only what joins the person counts: a blob off the backdrop elsewhere (a vignetted corner) is not her.
  const notBg = new Uint8Array(n)
  for (let i = 0; i < n; i++) notBg[i] = bg[i] ? 0 : 1
  const joined = options.person ? connectedTo(notBg, inside, width, height) : notBg
  for (let i = 0; i < n; i++) core[i] = inside[i] || (joined[i] && (depth[i] as number) > coreDepth) ? 1 : 0
  const local = fillFrom(rgb, core, [2, 5, 12, 30, 80, 400], 0.08)

  const alpha = new Float32Array(n)
  const fg = new Float32Array(n * 3)
  const trusted = new Uint8Array(n).fill(1)
  const excluded = maskOf(options.exclude ?? [], width, height)
  const B = plate.data
  const F = local.data
  for (let i = 0; i < n; i++) {
    if (core[i]) {
      alpha[i] = 1
      continue
    }
    let num = 0
    let den = 0
    for (let c = 0; c < 3; c++) {
      const fb = (F[i * 3 + c] as number) - (B[i * 3 + c] as number)
      num += ((I[i * 3 + c] as number) - (B[i * 3 + c] as number)) * fb
      den += fb * fb
    }
    const contrast = Math.sqrt(den)
    let a = num / Math.max(den, 400)
    a = Math.min(1, Math.max(0, a))
    // Deadzone: alphas at the backdrop's noise level are noise. Below a0 they go to 0, and between a0
    // and 2 a0 they ramp up, so the matte has no step.
    const a0 = (2.5 * noise) / Math.max(contrast, 1)
    if (a < a0) a = 0
    else if (a < 2 * a0) a *= (a - a0) / a0
    alpha[i] = a
    if (contrast < 40 || excluded[i]) trusted[i] = 0
  }
  // Faint alpha far out on the backdrop is the plate's misfit (a vignetted corner, paper texture), not
  // hair: nothing further than `reach` from the person's core keeps any.
  const fromCore = distanceTo(core, width, height)
  const reach = options.reach ?? 0.12 * height
  for (let i = 0; i < n; i++) if ((fromCore[i] as number) > reach) alpha[i] = 0
  // Off the backdrop, nearly opaque is opaque: texture inside the person (a shadow in the hair, a print)
  // is not transparency. A smooth ramp from 0.85 to 0.97, so a soft edge keeps no step.
  for (let i = 0; i < n; i++) {
    const a = alpha[i] as number
    if (bg[i] || a <= 0.85) continue
    const t = Math.min(1, (a - 0.85) / 0.12)
    alpha[i] = a + (1 - a) * t * t * (3 - 2 * t)
  }
  for (let i = 0; i < n; i++) {
    const a = alpha[i] as number
    for (let c = 0; c < 3; c++) {
      const b = B[i * 3 + c] as number
      const v = a > 0.02 ? ((I[i * 3 + c] as number) - (1 - a) * b) / a : (F[i * 3 + c] as number)
      fg[i * 3 + c] = Math.min(255, Math.max(0, v))
    }
  }
  return {
    alpha: { width, height, data: alpha },
    fg: { width, height, data: fg },
    plate,
    trusted,
    noise,
  }
}
