import { COMPRESS_TUNING, MOZJPEG_DEFAULT_QUANT_TABLE } from '../options.ts'
import { lumaAt } from '../pixels/luma.ts'
import type { JpegSettings, RasterImage, Subsampling } from '../types.ts'
import { quantDivisors } from './quant-tables.ts'

// JPEG's zigzag scan: ZIGZAG[k] is the natural index of the k-th coefficient sent.
const ZIGZAG = Uint8Array.from([
  0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5, 12, 19, 26, 33, 40, 48, 41, 34, 27, 20, 13, 6, 7,
  14, 21, 28, 35, 42, 49, 56, 57, 50, 43, 36, 29, 22, 15, 23, 30, 37, 44, 51, 58, 59, 52, 45, 38, 31, 39, 46,
  53, 60, 61, 54, 47, 55, 62, 63,
])

// Arai, Agui and Nakajima's fast DCT leaves output u scaled by √2·cos(uπ/16) (1 for u = 0) and the 2-D
// result by 8 more; dividing by these gives JPEG's F(v, u) = ¼·C(u)·C(v)·ΣΣ f(x, y)·cos…·cos…, which a
// table entry divides to quantise. Stored per zigzag position, so predictions read blocks in scan order.
const NORMALISE = new Float32Array(64)
{
  const aan = (k: number) => (k === 0 ? 1 : Math.SQRT2 * Math.cos((k * Math.PI) / 16))
  for (let k = 0; k < 64; k++) {
    const natural = ZIGZAG[k] as number
    NORMALISE[k] = 1 / (8 * aan(natural >> 3) * aan(natural & 7))
  }
}

/**
 * mozjpeg's trellis quantisation zeroes coefficients whose bits cost more than their error is worth: real
 * files are this fraction of the plain-quantisation entropy, by quality (measured with table 7 on mosaics
 * of 8 corpus images, photos, graphics and a scan: within ±0.04 of these from q20 up; JPEG sources vary
 * more, since their own quantisation shows through).
 */
const TRELLIS_FACTOR: ReadonlyArray<readonly [quality: number, factor: number]> = [
  [1, 0.7],
  [10, 0.755],
  [20, 0.81],
  [30, 0.84],
  [50, 0.88],
  [70, 0.905],
  [90, 0.953],
  [100, 1],
]

function trellisFactor(quality: number): number {
  for (let i = 1; i < TRELLIS_FACTOR.length; i++) {
    const [q1, f1] = TRELLIS_FACTOR[i] as readonly [number, number]
    if (quality <= q1) {
      const [q0, f0] = TRELLIS_FACTOR[i - 1] as readonly [number, number]
      return f0 + ((f1 - f0) * (quality - q0)) / (q1 - q0)
    }
  }
  return 1
}

/**
 * Predicts the size of a baseline JPEG with optimised Huffman tables from the image's DCT coefficients,
 * without encoding: the transform runs once, and each prediction only quantises the stored coefficients
 * and sums the entropy of the symbols JPEG would code (DC categories, AC run/size pairs, their extra bits).
 * The same idea as libjxl's old JPEG target-size mode. mozjpeg's trellis quantisation is modelled only as
 * an average factor by quality, so predictions are a few percent off (more for JPEG sources): callers
 * correct them by the ratio of real encodes to predictions. The transform costs ~3 ms per 160k pixels
 * once and a prediction ~0.6 ms (Node, 2-core VM), against 10-60 ms for a real mozjpeg encode of the same
 * pixels.
 */
export class JpegSizeEstimator {
  private readonly luma: Coefficients
  private readonly chroma: Coefficients
  readonly pixels: number

  constructor(image: RasterImage, subsampling: Subsampling) {
    this.pixels = image.width * image.height
    const planes = toPlanes(image, subsampling)
    this.luma = transform([planes.y], planes.width, planes.height)
    this.chroma = transform([planes.cb, planes.cr], planes.chromaWidth, planes.chromaHeight)
  }

  /** Predicted file size in bytes for these settings (smoothing is not modelled: it is ignored). */
  bytes(settings: JpegSettings): number {
    const table = settings.quantTable ?? MOZJPEG_DEFAULT_QUANT_TABLE
    const bits =
      componentBits(this.luma, quantDivisors(table, 'luma', settings.quality)) *
        trellisFactor(settings.quality) +
      componentBits(this.chroma, quantDivisors(table, 'chroma', settings.chromaQuality)) *
        trellisFactor(settings.chromaQuality)
    // Plus the bytes that do not depend on the pixels: markers, quantisation and Huffman tables.
    return Math.round(bits / 8) + COMPRESS_TUNING.headerBytes
  }
}

const made = new WeakMap<RasterImage, Partial<Record<Subsampling, JpegSizeEstimator>>>()

/**
 * The estimator of a raster (a mosaic, in practice) at a subsampling, made once: its transform is the
 * costly part and serves every prediction and table. Held weakly, with the raster (whose pixels must not
 * change after).
 */
export function estimatorFor(image: RasterImage, subsampling: Subsampling): JpegSizeEstimator {
  let byImage = made.get(image)
  if (!byImage) {
    byImage = {}
    made.set(image, byImage)
  }
  byImage[subsampling] ??= new JpegSizeEstimator(image, subsampling)
  return byImage[subsampling]
}

interface Planes {
  y: Float32Array
  cb: Float32Array
  cr: Float32Array
  width: number
  height: number
  chromaWidth: number
  chromaHeight: number
}

// RGB → level-shifted YCbCr (JFIF), padded to whole MCUs by repeating the last row and column as libjpeg
// does, chroma averaged over 2x2 for 4:2:0 (averaged as RGB first: the transform is linear, and it saves two
// full-size planes).
function toPlanes(image: RasterImage, subsampling: Subsampling): Planes {
  const { width: w, height: h, data } = image
  const factor = subsampling === '4:2:0' ? 2 : 1
  const mcu = 8 * factor
  const width = Math.ceil(w / mcu) * mcu
  const height = Math.ceil(h / mcu) * mcu
  const y = new Float32Array(width * height)
  for (let row = 0; row < height; row++) {
    const o = row * width
    for (let col = 0, i = Math.min(row, h - 1) * w * 4; col < w; col++, i += 4) {
      y[o + col] = lumaAt(data, i) - 128
    }
    const edge = y[o + w - 1] as number
    for (let col = w; col < width; col++) y[o + col] = edge
  }
  const cw = width / factor
  const ch = height / factor
  const cb = new Float32Array(cw * ch)
  const cr = new Float32Array(cw * ch)
  const share = 1 / (factor * factor)
  for (let row = 0; row < ch; row++) {
    for (let col = 0; col < cw; col++) {
      let r = 0
      let g = 0
      let b = 0
      for (let dy = 0; dy < factor; dy++) {
        const line = Math.min(row * factor + dy, h - 1) * w
        for (let dx = 0; dx < factor; dx++) {
          const i = (line + Math.min(col * factor + dx, w - 1)) * 4
          r += data[i] as number
          g += data[i + 1] as number
          b += data[i + 2] as number
        }
      }
      const o = row * cw + col
      cb[o] = (-0.168736 * r - 0.331264 * g + 0.5 * b) * share
      cr[o] = (0.5 * r - 0.418688 * g - 0.081312 * b) * share
    }
  }
  return { y, cb, cr, width, height, chromaWidth: cw, chromaHeight: ch }
}

/** DCT coefficients of a component's blocks, 64 per block in zigzag order, and each block's last position
 * that any quality could code (|F| ≥ ½, what a divisor of 1 rounds to non-zero): the rest is always zero. */
interface Coefficients {
  values: Float32Array
  last: Uint8Array
}

// The 2-D DCT of every 8x8 block of the planes (row-major block order, one plane after the other), in
// JPEG's scaling.
function transform(planes: Float32Array[], width: number, height: number): Coefficients {
  const blocks = (width / 8) * (height / 8)
  const values = new Float32Array(planes.length * blocks * 64)
  const last = new Uint8Array(planes.length * blocks)
  const block = new Float32Array(64)
  let o = 0
  let b = 0
  for (const plane of planes) {
    for (let by = 0; by < height; by += 8) {
      for (let bx = 0; bx < width; bx += 8, o += 64, b++) {
        // Rows straight from the plane into the block, then columns in place.
        for (let y = 0; y < 8; y++) fastDct8(plane, (by + y) * width + bx, 1, block, y * 8, 1)
        for (let col = 0; col < 8; col++) fastDct8(block, col, 8, block, col, 8)
        let end = 0
        for (let k = 0; k < 64; k++) {
          const v = (block[ZIGZAG[k] as number] as number) * (NORMALISE[k] as number)
          values[o + k] = v
          if (v >= 0.5 || v <= -0.5) end = k
        }
        last[b] = end
      }
    }
  }
  return { values, last }
}

// One 8-point AAN forward DCT of src[from], src[from + step], … into dst[to], dst[to + stride], …: 5
// multiplications, 29 additions. Every input is read before anything is written, so it may run in place.
function fastDct8(
  src: Float32Array,
  from: number,
  step: number,
  dst: Float32Array,
  to: number,
  stride: number,
): void {
  const i0 = to
  const i1 = to + stride
  const i2 = to + 2 * stride
  const i3 = to + 3 * stride
  const i4 = to + 4 * stride
  const i5 = to + 5 * stride
  const i6 = to + 6 * stride
  const i7 = to + 7 * stride
  const a0 = src[from] as number
  const a1 = src[from + step] as number
  const a2 = src[from + 2 * step] as number
  const a3 = src[from + 3 * step] as number
  const a4 = src[from + 4 * step] as number
  const a5 = src[from + 5 * step] as number
  const a6 = src[from + 6 * step] as number
  const a7 = src[from + 7 * step] as number
  const s07 = a0 + a7
  const d07 = a0 - a7
  const s16 = a1 + a6
  const d16 = a1 - a6
  const s25 = a2 + a5
  const d25 = a2 - a5
  const s34 = a3 + a4
  const d34 = a3 - a4
  // Even part.
  const e0 = s07 + s34
  const e3 = s07 - s34
  const e1 = s16 + s25
  const e2 = s16 - s25
  dst[i0] = e0 + e1
  dst[i4] = e0 - e1
  const z1 = (e2 + e3) * 0.70710677
  dst[i2] = e3 + z1
  dst[i6] = e3 - z1
  // Odd part.
  const o0 = d34 + d25
  const o1 = d25 + d16
  const o2 = d16 + d07
  const z5 = (o0 - o2) * 0.38268343
  const z2 = 0.5411961 * o0 + z5
  const z4 = 1.306563 * o2 + z5
  const z3 = o1 * 0.70710677
  const z11 = d07 + z3
  const z13 = d07 - z3
  dst[i5] = z13 + z2
  dst[i3] = z13 - z2
  dst[i1] = z11 + z4
  dst[i7] = z11 - z4
}

const dcCounts = new Uint32Array(16)
const acCounts = new Uint32Array(256)

// Bits one component's blocks take: the entropy of its DC and AC symbols (an optimised Huffman table comes
// within a few percent of it) plus the magnitude bits that follow each symbol.
function componentBits({ values: coefficients, last }: Coefficients, divisors: Uint16Array): number {
  const reciprocal = new Float32Array(64)
  for (let k = 0; k < 64; k++) reciprocal[k] = 1 / (divisors[ZIGZAG[k] as number] as number)
  // Coefficients are stored in zigzag order: position k pairs with reciprocal[k].
  dcCounts.fill(0)
  acCounts.fill(0)
  let extra = 0
  let previousDc = 0
  for (let b = 0, block = 0; b < coefficients.length; b += 64, block++) {
    const dc = Math.round((coefficients[b] as number) * (reciprocal[0] as number))
    const size = magnitudeBits(dc - previousDc)
    previousDc = dc
    dcCounts[size] = (dcCounts[size] as number) + 1
    extra += size
    let run = 0
    const end = last[block] as number
    for (let k = 1; k <= end; k++) {
      const x = (coefficients[b + k] as number) * (reciprocal[k] as number)
      // Most coefficients quantise to zero: test that before rounding (Math.round(-0.5) is 0, of 0.5 is 1).
      if (x < 0.5 && x >= -0.5) {
        run++
        continue
      }
      const v = Math.round(x)
      while (run > 15) {
        acCounts[0xf0] = (acCounts[0xf0] as number) + 1 // ZRL: sixteen zeros
        run -= 16
      }
      const s = magnitudeBits(v)
      const symbol = (run << 4) | s
      acCounts[symbol] = (acCounts[symbol] as number) + 1
      extra += s
      run = 0
    }
    if (run > 0 || end < 63) acCounts[0] = (acCounts[0] as number) + 1 // EOB
  }
  return entropyBits(dcCounts) + entropyBits(acCounts) + extra
}

function magnitudeBits(v: number): number {
  return v === 0 ? 0 : 32 - Math.clz32(v < 0 ? -v : v)
}

// Σ n·log2(total / n), each symbol at least one bit (Huffman codes are never shorter).
function entropyBits(counts: Uint32Array): number {
  let total = 0
  for (let i = 0; i < counts.length; i++) total += counts[i] as number
  if (total === 0) return 0
  let bits = 0
  for (let i = 0; i < counts.length; i++) {
    const n = counts[i] as number
    if (n > 0) bits += n * Math.max(1, Math.log2(total / n))
  }
  return bits
}
