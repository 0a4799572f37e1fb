import type { ColourPlanes } from './alpha-matte.ts'
import { boxMean } from './box-mean.ts'

/** The thirteen weighted sums of the fit: colour (3), input, colour x input (3), colour x colour (6). */
type Thirteen = [
  Float32Array,
  Float32Array,
  Float32Array,
  Float32Array,
  Float32Array,
  Float32Array,
  Float32Array,
  Float32Array,
  Float32Array,
  Float32Array,
  Float32Array,
  Float32Array,
  Float32Array,
]

/**
 * A colour guided filter (He, Sun and Tang, 2010; docs/background.md) whose per-window fit is weighted.
 * In each window the output is a linear function of the guide's three channels, a·I + b, fitted to `input`
 * by least squares in which pixel i counts `weight[i]`; `eps` holds the fit back where the guide is flat.
 * The coefficients are averaged over the windows that cover a pixel and applied to its own colour.
 *
 * Why weighted: fed the raw person mask with its confidence |2m − 1| as the weight, the line from colour to
 * alpha is learnt from the pixels the mask is sure of (the hair a little inside the edge, the wall a little
 * outside it) and then read at the pixels it is unsure of. The plain filter lets the mask's own blur, the
 * ambiguous half, take part in the fit, and the edge stays as blurred as the mask was.
 *
 * Why subsampled ("fast guided filter", He and Sun, 2015): the coefficients are smooth (they are means over
 * the window), so they are fitted on a grid `step` times coarser and interpolated back; only the last step,
 * a·I + b, runs at full resolution, which is what keeps strands one pixel wide. A quarter of the work at
 * `step` 2.
 */
export function weightedGuidedFilter(
  guide: ColourPlanes,
  input: Float32Array,
  weight: Float32Array,
  r: number,
  eps: number,
  step = 1,
): Float32Array {
  const { width: w, height: h } = guide
  const lw = Math.ceil(w / step)
  const lh = Math.ceil(h / step)
  const ln = lw * lh
  // The coarse grid: per cell, the sum of the weights, and the weighted sums the fit needs (of the colour,
  // the input, their products with each other).
  const cw = new Float32Array(ln)
  const sums: Thirteen = [
    new Float32Array(ln),
    new Float32Array(ln),
    new Float32Array(ln),
    new Float32Array(ln),
    new Float32Array(ln),
    new Float32Array(ln),
    new Float32Array(ln),
    new Float32Array(ln),
    new Float32Array(ln),
    new Float32Array(ln),
    new Float32Array(ln),
    new Float32Array(ln),
    new Float32Array(ln),
  ]
  const [s0, s1, s2, sp, s0p, s1p, s2p, s00, s01, s02, s11, s12, s22] = sums
  const cellX = new Int32Array(w)
  for (let x = 0; x < w; x++) cellX[x] = Math.floor(x / step)
  for (let y = 0; y < h; y++) {
    const rowCell = Math.floor(y / step) * lw
    const row = y * w
    for (let x = 0; x < w; x++) {
      const i = row + x
      const k = weight[i] as number
      if (k === 0) continue
      const c = rowCell + (cellX[x] as number)
      const i0 = guide.r[i] as number
      const i1 = guide.g[i] as number
      const i2 = guide.b[i] as number
      const p = input[i] as number
      const k0 = k * i0
      const k1 = k * i1
      const k2 = k * i2
      cw[c] = (cw[c] as number) + k
      s0[c] = (s0[c] as number) + k0
      s1[c] = (s1[c] as number) + k1
      s2[c] = (s2[c] as number) + k2
      sp[c] = (sp[c] as number) + k * p
      s0p[c] = (s0p[c] as number) + k0 * p
      s1p[c] = (s1p[c] as number) + k1 * p
      s2p[c] = (s2p[c] as number) + k2 * p
      s00[c] = (s00[c] as number) + k0 * i0
      s01[c] = (s01[c] as number) + k0 * i1
      s02[c] = (s02[c] as number) + k0 * i2
      s11[c] = (s11[c] as number) + k1 * i1
      s12[c] = (s12[c] as number) + k1 * i2
      s22[c] = (s22[c] as number) + k2 * i2
    }
  }
  const lr = Math.max(1, Math.round(r / step))
  // Window sums of the weight and of each weighted product (box means: the common factor cancels).
  const mw = boxMean(cw, lw, lh, lr)
  const m = sums.map((s) => boxMean(s, lw, lh, lr)) as Thirteen
  const [m0, m1, m2, mp, c0, c1, c2, v00, v01, v02, v11, v12, v22] = m
  // Weighted means and covariances per window: each window sum over the window's total weight. A window
  // with no weight at all (none of it is sure) gets a flat 0.5, which the trimap never lets out.
  const a0 = new Float32Array(ln)
  const a1 = new Float32Array(ln)
  const a2 = new Float32Array(ln)
  const b = new Float32Array(ln)
  for (let i = 0; i < ln; i++) {
    const total = mw[i] as number
    if (total <= 1e-6) {
      a0[i] = 0
      a1[i] = 0
      a2[i] = 0
      b[i] = 0.5
      continue
    }
    const inv = 1 / total
    const mu0 = (m0[i] as number) * inv
    const mu1 = (m1[i] as number) * inv
    const mu2 = (m2[i] as number) * inv
    const p = (mp[i] as number) * inv
    const q0 = (c0[i] as number) * inv - mu0 * p
    const q1 = (c1[i] as number) * inv - mu1 * p
    const q2 = (c2[i] as number) * inv - mu2 * p
    const t00 = (v00[i] as number) * inv - mu0 * mu0 + eps
    const t01 = (v01[i] as number) * inv - mu0 * mu1
    const t02 = (v02[i] as number) * inv - mu0 * mu2
    const t11 = (v11[i] as number) * inv - mu1 * mu1 + eps
    const t12 = (v12[i] as number) * inv - mu1 * mu2
    const t22 = (v22[i] as number) * inv - mu2 * mu2 + eps
    // The symmetric 3x3 system by its adjugate.
    const k00 = t11 * t22 - t12 * t12
    const k01 = t02 * t12 - t01 * t22
    const k02 = t01 * t12 - t02 * t11
    const k11 = t00 * t22 - t02 * t02
    const k12 = t01 * t02 - t00 * t12
    const k22 = t00 * t11 - t01 * t01
    const det = t00 * k00 + t01 * k01 + t02 * k02
    const x0 = (k00 * q0 + k01 * q1 + k02 * q2) / det
    const x1 = (k01 * q0 + k11 * q1 + k12 * q2) / det
    const x2 = (k02 * q0 + k12 * q1 + k22 * q2) / det
    a0[i] = x0
    a1[i] = x1
    a2[i] = x2
    b[i] = p - x0 * mu0 - x1 * mu1 - x2 * mu2
  }
  const ma0 = boxMean(a0, lw, lh, lr)
  const ma1 = boxMean(a1, lw, lh, lr)
  const ma2 = boxMean(a2, lw, lh, lr)
  const mb = boxMean(b, lw, lh, lr)
  // Back to full resolution: the coefficients interpolated bilinearly between cell centres (down the
  // column into one row of cells, then along the row), applied to each pixel's own colour.
  const x0s = new Int32Array(w)
  const x1s = new Int32Array(w)
  const fxs = new Float32Array(w)
  for (let x = 0; x < w; x++) {
    const u = Math.min(lw - 1, Math.max(0, (x + 0.5) / step - 0.5))
    x0s[x] = Math.floor(u)
    x1s[x] = Math.min(lw - 1, Math.floor(u) + 1)
    fxs[x] = u - Math.floor(u)
  }
  const rows = [
    new Float32Array(lw),
    new Float32Array(lw),
    new Float32Array(lw),
    new Float32Array(lw),
  ] as const
  const [ra0, ra1, ra2, rb] = rows
  const out = new Float32Array(w * h)
  for (let y = 0; y < h; y++) {
    const v = Math.min(lh - 1, Math.max(0, (y + 0.5) / step - 0.5))
    const top = Math.floor(v) * lw
    const bottom = Math.min(lh - 1, Math.floor(v) + 1) * lw
    const fy = v - Math.floor(v)
    for (let c = 0; c < lw; c++) {
      ra0[c] = (ma0[top + c] as number) * (1 - fy) + (ma0[bottom + c] as number) * fy
      ra1[c] = (ma1[top + c] as number) * (1 - fy) + (ma1[bottom + c] as number) * fy
      ra2[c] = (ma2[top + c] as number) * (1 - fy) + (ma2[bottom + c] as number) * fy
      rb[c] = (mb[top + c] as number) * (1 - fy) + (mb[bottom + c] as number) * fy
    }
    for (let x = 0; x < w; x++) {
      const q0 = x0s[x] as number
      const q1 = x1s[x] as number
      const fx = fxs[x] as number
      const i = y * w + x
      out[i] =
        ((ra0[q0] as number) + ((ra0[q1] as number) - (ra0[q0] as number)) * fx) * (guide.r[i] as number) +
        ((ra1[q0] as number) + ((ra1[q1] as number) - (ra1[q0] as number)) * fx) * (guide.g[i] as number) +
        ((ra2[q0] as number) + ((ra2[q1] as number) - (ra2[q0] as number)) * fx) * (guide.b[i] as number) +
        (rb[q0] as number) +
        ((rb[q1] as number) - (rb[q0] as number)) * fx
    }
  }
  return out
}
