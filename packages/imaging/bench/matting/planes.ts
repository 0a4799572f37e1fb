// Float planes for the matting bench: blurs, distances, resampling. Plain loops, bench speed only.
import type { RasterImage } from '../../src/types.ts'

/** One float channel, row-major. */
export interface Plane {
  width: number
  height: number
  data: Float32Array
}

/** Three float channels (R, G, B), 0..255, row-major and interleaved. */
export interface Rgb {
  width: number
  height: number
  data: Float32Array
}

export const plane = (width: number, height: number, fill = 0): Plane => ({
  width,
  height,
  data: new Float32Array(width * height).fill(fill),
})

export function rgbOf(image: RasterImage): Rgb {
  const n = image.width * image.height
  const data = new Float32Array(n * 3)
  for (let i = 0; i < n; i++) {
    data[i * 3] = image.data[i * 4] as number
    data[i * 3 + 1] = image.data[i * 4 + 1] as number
    data[i * 3 + 2] = image.data[i * 4 + 2] as number
  }
  return { width: image.width, height: image.height, data }
}

export function rasterOf(rgb: Rgb): RasterImage {
  const n = rgb.width * rgb.height
  const data = new Uint8ClampedArray(n * 4)
  for (let i = 0; i < n; i++) {
    data[i * 4] = rgb.data[i * 3] as number
    data[i * 4 + 1] = rgb.data[i * 3 + 1] as number
    data[i * 4 + 2] = rgb.data[i * 3 + 2] as number
    data[i * 4 + 3] = 255
  }
  return { data, width: rgb.width, height: rgb.height }
}

/** A grey image of a plane (0..1 to 0..255). */
export function greyOf(p: Plane, scale = 255): RasterImage {
  const n = p.width * p.height
  const data = new Uint8ClampedArray(n * 4)
  for (let i = 0; i < n; i++) {
    const v = (p.data[i] as number) * scale
    data[i * 4] = v
    data[i * 4 + 1] = v
    data[i * 4 + 2] = v
    data[i * 4 + 3] = 255
  }
  return { data, width: p.width, height: p.height }
}

function gaussianKernel(sigma: number): Float32Array {
  const r = Math.max(1, Math.ceil(3 * sigma))
  const k = new Float32Array(2 * r + 1)
  let sum = 0
  for (let i = -r; i <= r; i++) {
    const v = Math.exp((-i * i) / (2 * sigma * sigma))
    k[i + r] = v
    sum += v
  }
  for (let i = 0; i < k.length; i++) k[i] = (k[i] as number) / sum
  return k
}

/**
 * Separable 1-D filters over `channels` interleaved channels, edges clamped: `kx` along rows, then `ky`
 * down columns.
 */
export function separable(
  src: Float32Array,
  width: number,
  height: number,
  channels: number,
  kx: Float32Array,
  ky: Float32Array,
): Float32Array {
  const rx = (kx.length - 1) / 2
  const ry = (ky.length - 1) / 2
  const tmp = new Float32Array(src.length)
  for (let y = 0; y < height; y++) {
    const row = y * width
    for (let x = 0; x < width; x++) {
      for (let c = 0; c < channels; c++) {
        let s = 0
        for (let i = -rx; i <= rx; i++) {
          const xx = x + i < 0 ? 0 : x + i >= width ? width - 1 : x + i
          s += (src[(row + xx) * channels + c] as number) * (kx[i + rx] as number)
        }
        tmp[(row + x) * channels + c] = s
      }
    }
  }
  const out = new Float32Array(src.length)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      for (let c = 0; c < channels; c++) {
        let s = 0
        for (let i = -ry; i <= ry; i++) {
          const yy = y + i < 0 ? 0 : y + i >= height ? height - 1 : y + i
          s += (tmp[(yy * width + x) * channels + c] as number) * (ky[i + ry] as number)
        }
        out[(y * width + x) * channels + c] = s
      }
    }
  }
  return out
}

// Mean over a window of 2r + 1 along one axis (edges clamped), by running sums: cost independent of r.
function boxPass(
  src: Float32Array,
  count: number,
  length: number,
  stride: number,
  lineStride: number,
  channels: number,
  r: number,
): Float32Array {
  const out = new Float32Array(src.length)
  const ext = new Float64Array(length + 2 * r + 1)
  for (let line = 0; line < count; line++) {
    for (let c = 0; c < channels; c++) {
      const base = line * lineStride + c
      ext[0] = 0
      for (let k = 0; k < length + 2 * r; k++) {
        const x = Math.min(length - 1, Math.max(0, k - r))
        ext[k + 1] = (ext[k] as number) + (src[base + x * stride] as number)
      }
      for (let x = 0; x < length; x++)
        out[base + x * stride] = ((ext[x + 2 * r + 1] as number) - (ext[x] as number)) / (2 * r + 1)
    }
  }
  return out
}

/**
 * Gaussian blur of interleaved channels (sigma in px): an exact kernel for small sigmas, three box passes
 * per axis (within a few per cent of a Gaussian) for large ones, whose cost does not grow with sigma.
 */
export function blur(src: Float32Array, width: number, height: number, channels: number, sigma: number) {
  if (sigma <= 0) return new Float32Array(src)
  if (sigma <= 4) {
    const k = gaussianKernel(sigma)
    return separable(src, width, height, channels, k, k)
  }
  // Box widths whose three passes have the Gaussian's variance (the usual recipe).
  const ideal = Math.sqrt((12 * sigma * sigma) / 3 + 1)
  let wl = Math.floor(ideal)
  if (wl % 2 === 0) wl--
  const m = Math.round((12 * sigma * sigma - 3 * wl * wl - 12 * wl - 9) / (-4 * wl - 4))
  let out = src
  for (let pass = 0; pass < 3; pass++) {
    const r = ((pass < m ? wl : wl + 2) - 1) / 2
    out = boxPass(out, height, width, channels, width * channels, channels, r)
    out = boxPass(out, width, height, width * channels, channels, channels, r)
  }
  return out
}

/**
 * Normalised convolution: the weighted local mean of `rgb` with weights `w`, at the first of `sigmas` (small
 * to large) where the blurred weight reaches `minWeight`; each larger scale fills only what the smaller left
 * empty. What fills a colour in from known pixels around a hole.
 */
export function fillFrom(rgb: Rgb, w: Float32Array, sigmas: number[], minWeight = 0.05): Rgb {
  const { width, height } = rgb
  const n = width * height
  const out = new Float32Array(n * 3)
  const done = new Uint8Array(n)
  const wv = new Float32Array(n * 3)
  for (let i = 0; i < n; i++) {
    const wi = w[i] as number
    wv[i * 3] = (rgb.data[i * 3] as number) * wi
    wv[i * 3 + 1] = (rgb.data[i * 3 + 1] as number) * wi
    wv[i * 3 + 2] = (rgb.data[i * 3 + 2] as number) * wi
  }
  sigmas.forEach((sigma, s) => {
    const bw = blur(w, width, height, 1, sigma)
    const bv = blur(wv, width, height, 3, sigma)
    const last = s === sigmas.length - 1
    for (let i = 0; i < n; i++) {
      if (done[i]) continue
      const d = bw[i] as number
      if (d < minWeight && !(last && d > 1e-12)) continue
      out[i * 3] = (bv[i * 3] as number) / d
      out[i * 3 + 1] = (bv[i * 3 + 1] as number) / d
      out[i * 3 + 2] = (bv[i * 3 + 2] as number) / d
      done[i] = 1
    }
  })
  return { width, height, data: out }
}

// Squared distance transform of one line (Felzenszwalb & Huttenlocher's lower envelope of parabolas).
function edt1(f: Float64Array, n: number, d: Float64Array, v: Int32Array, z: Float64Array): void {
  let k = 0
  v[0] = 0
  z[0] = -Infinity
  z[1] = Infinity
  for (let q = 1; q < n; q++) {
    let s: number
    for (;;) {
      const p = v[k] as number
      s = ((f[q] as number) + q * q - ((f[p] as number) + p * p)) / (2 * q - 2 * p)
      if (s <= (z[k] as number) && k > 0) k--
      else break
    }
    k++
    v[k] = q
    z[k] = s
    z[k + 1] = Infinity
  }
  k = 0
  for (let q = 0; q < n; q++) {
    while ((z[k + 1] as number) < q) k++
    const p = v[k] as number
    d[q] = (q - p) * (q - p) + (f[p] as number)
  }
}

/** Euclidean distance (px) from each pixel to the nearest pixel where `set` is non-zero (Infinity if none). */
export function distanceTo(set: ArrayLike<number>, width: number, height: number): Float32Array {
  const INF = 1e20
  const n = Math.max(width, height)
  const f = new Float64Array(n)
  const d = new Float64Array(n)
  const v = new Int32Array(n)
  const z = new Float64Array(n + 1)
  const g = new Float64Array(width * height)
  for (let x = 0; x < width; x++) {
    for (let y = 0; y < height; y++) f[y] = set[y * width + x] ? 0 : INF
    edt1(f, height, d, v, z)
    for (let y = 0; y < height; y++) g[y * width + x] = d[y] as number
  }
  const out = new Float32Array(width * height)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) f[x] = g[y * width + x] as number
    edt1(f, width, d, v, z)
    for (let x = 0; x < width; x++) {
      const q = d[x] as number
      out[y * width + x] = q >= INF / 2 ? Infinity : Math.sqrt(q)
    }
  }
  return out
}

/** Pixels of `mask` (non-zero) 4-connected to any seed pixel. */
export function connectedTo(mask: Uint8Array, seeds: Uint8Array, width: number, height: number): Uint8Array {
  const out = new Uint8Array(width * height)
  const stack: number[] = []
  for (let i = 0; i < out.length; i++) {
    if (seeds[i] && mask[i]) {
      out[i] = 1
      stack.push(i)
    }
  }
  while (stack.length) {
    const i = stack.pop() as number
    const x = i % width
    const y = (i - x) / width
    const visit = (j: number) => {
      if (!out[j] && mask[j]) {
        out[j] = 1
        stack.push(j)
      }
    }
    if (x > 0) visit(i - 1)
    if (x < width - 1) visit(i + 1)
    if (y > 0) visit(i - width)
    if (y < height - 1) visit(i + width)
  }
  return out
}

/** The largest 4-connected component of `mask`. */
export function largestComponent(mask: Uint8Array, width: number, height: number): Uint8Array {
  const label = new Int32Array(width * height)
  let best = 0
  let bestSize = 0
  let next = 0
  for (let s = 0; s < mask.length; s++) {
    if (!mask[s] || label[s]) continue
    next++
    let size = 0
    const stack = [s]
    label[s] = next
    while (stack.length) {
      const i = stack.pop() as number
      size++
      const x = i % width
      for (const j of [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width]) {
        if (j < 0 || j >= mask.length || !mask[j] || label[j]) continue
        label[j] = next
        stack.push(j)
      }
    }
    if (size > bestSize) {
      bestSize = size
      best = next
    }
  }
  const out = new Uint8Array(mask.length)
  for (let i = 0; i < mask.length; i++) out[i] = label[i] === best && best > 0 ? 1 : 0
  return out
}

// Source spans of a box (area) downscale: [start, end) with fractional weights at both ends.
function boxWeights(src: number, dst: number): { start: number; w: number[] }[] {
  const ratio = src / dst
  const out: { start: number; w: number[] }[] = []
  for (let j = 0; j < dst; j++) {
    const a = j * ratio
    const b = (j + 1) * ratio
    const start = Math.floor(a)
    const end = Math.min(src, Math.ceil(b - 1e-9))
    const w: number[] = []
    for (let x = start; x < end; x++) w.push((Math.min(b, x + 1) - Math.max(a, x)) / ratio)
    out.push({ start, w })
  }
  return out
}

// Bilinear taps (half-pixel centres) of an upscale or mild resample.
function linearWeights(src: number, dst: number): { start: number; w: number[] }[] {
  const out: { start: number; w: number[] }[] = []
  for (let j = 0; j < dst; j++) {
    const x = ((j + 0.5) * src) / dst - 0.5
    const x0 = Math.floor(x)
    const t = x - x0
    const a = Math.max(0, Math.min(src - 1, x0))
    const b = Math.max(0, Math.min(src - 1, x0 + 1))
    out.push(a === b ? { start: a, w: [1] } : { start: a, w: [1 - t, t] })
  }
  return out
}

/**
 * Resamples interleaved float channels to width x height: area average along an axis that shrinks,
 * bilinear along one that grows. Linear in the values, so premultiplied colour and alpha stay consistent.
 */
export function resample(
  src: Float32Array,
  sw: number,
  sh: number,
  channels: number,
  width: number,
  height: number,
): Float32Array {
  const wx = width <= sw ? boxWeights(sw, width) : linearWeights(sw, width)
  const wy = height <= sh ? boxWeights(sh, height) : linearWeights(sh, height)
  const tmp = new Float32Array(width * sh * channels)
  for (let y = 0; y < sh; y++) {
    for (let x = 0; x < width; x++) {
      const { start, w } = wx[x] as { start: number; w: number[] }
      for (let c = 0; c < channels; c++) {
        let s = 0
        for (let k = 0; k < w.length; k++)
          s += (src[(y * sw + start + k) * channels + c] as number) * (w[k] as number)
        tmp[(y * width + x) * channels + c] = s
      }
    }
  }
  const out = new Float32Array(width * height * channels)
  for (let y = 0; y < height; y++) {
    const { start, w } = wy[y] as { start: number; w: number[] }
    for (let x = 0; x < width; x++) {
      for (let c = 0; c < channels; c++) {
        let s = 0
        for (let k = 0; k < w.length; k++)
          s += (tmp[((start + k) * width + x) * channels + c] as number) * (w[k] as number)
        out[(y * width + x) * channels + c] = s
      }
    }
  }
  return out
}

/** A rectangle of interleaved float channels; outside the source it is `fill`. */
export function cropChannels(
  src: Float32Array,
  sw: number,
  sh: number,
  channels: number,
  x0: number,
  y0: number,
  width: number,
  height: number,
  fill = 0,
): Float32Array {
  const out = new Float32Array(width * height * channels).fill(fill)
  for (let y = 0; y < height; y++) {
    const sy = y0 + y
    if (sy < 0 || sy >= sh) continue
    for (let x = 0; x < width; x++) {
      const sx = x0 + x
      if (sx < 0 || sx >= sw) continue
      for (let c = 0; c < channels; c++)
        out[(y * width + x) * channels + c] = src[(sy * sw + sx) * channels + c] as number
    }
  }
  return out
}

/** A small deterministic PRNG (mulberry32): the same foregrounds and crops on every run. */
export function rng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
