import type { ColourPlanes } from './alpha-matte.ts'
import { boxMean } from './box-mean.ts'

/**
 * The colour guided filter (He, Sun and Tang, "Guided Image Filtering", 2010; docs/background.md): `input`
 * smoothed so that its edges follow the guide's. In each window the output is a linear function of the
 * guide's three channels, fitted to the input by least squares with `eps` holding the fit back where the
 * guide is flat; the per-pixel coefficients are then averaged over the windows that cover the pixel. A soft,
 * blocky person mask filtered with the photo as guide takes on the photo's edges: a strand of hair darker
 * than the wall beside it comes out as a strand of alpha. O(pixels), whatever the radius.
 */
export function guidedFilter(guide: ColourPlanes, input: Float32Array, r: number, eps: number): Float32Array {
  const { width: w, height: h, r: I0, g: I1, b: I2 } = guide
  const n = w * h
  const mean = (a: Float32Array) => boxMean(a, w, h, r)
  const product = (a: Float32Array, b: Float32Array) => {
    const out = new Float32Array(n)
    for (let i = 0; i < n; i++) out[i] = (a[i] as number) * (b[i] as number)
    return out
  }
  const m0 = mean(I0)
  const m1 = mean(I1)
  const m2 = mean(I2)
  const mp = mean(input)
  const c0 = mean(product(I0, input))
  const c1 = mean(product(I1, input))
  const c2 = mean(product(I2, input))
  const v00 = mean(product(I0, I0))
  const v01 = mean(product(I0, I1))
  const v02 = mean(product(I0, I2))
  const v11 = mean(product(I1, I1))
  const v12 = mean(product(I1, I2))
  const v22 = mean(product(I2, I2))
  const a0 = new Float32Array(n)
  const a1 = new Float32Array(n)
  const a2 = new Float32Array(n)
  const b = new Float32Array(n)
  for (let i = 0; i < n; i++) {
    const mu0 = m0[i] as number
    const mu1 = m1[i] as number
    const mu2 = m2[i] as number
    const p = mp[i] as number
    // Covariance of the guide with the input, and the guide's own covariance (+ eps on the diagonal).
    const q0 = (c0[i] as number) - mu0 * p
    const q1 = (c1[i] as number) - mu1 * p
    const q2 = (c2[i] as number) - mu2 * p
    const s00 = (v00[i] as number) - mu0 * mu0 + eps
    const s01 = (v01[i] as number) - mu0 * mu1
    const s02 = (v02[i] as number) - mu0 * mu2
    const s11 = (v11[i] as number) - mu1 * mu1 + eps
    const s12 = (v12[i] as number) - mu1 * mu2
    const s22 = (v22[i] as number) - mu2 * mu2 + eps
    // Solve the symmetric 3x3 system by its adjugate.
    const k00 = s11 * s22 - s12 * s12
    const k01 = s02 * s12 - s01 * s22
    const k02 = s01 * s12 - s02 * s11
    const k11 = s00 * s22 - s02 * s02
    const k12 = s01 * s02 - s00 * s12
    const k22 = s00 * s11 - s01 * s01
    const det = s00 * k00 + s01 * k01 + s02 * k02
    const x0 = (k00 * q0 + k01 * q1 + k02 * q2) / det
    const x1 = (k01 * q0 + k11 * q1 + k12 * q2) / det
    const x2 = (k02 * q0 + k12 * q1 + k22 * q2) / det
    a0[i] = x0
    a1[i] = x1
    a2[i] = x2
    b[i] = p - x0 * mu0 - x1 * mu1 - x2 * mu2
  }
  const ma0 = mean(a0)
  const ma1 = mean(a1)
  const ma2 = mean(a2)
  const mb = mean(b)
  const out = new Float32Array(n)
  for (let i = 0; i < n; i++) {
    out[i] =
      (ma0[i] as number) * (I0[i] as number) +
      (ma1[i] as number) * (I1[i] as number) +
      (ma2[i] as number) * (I2[i] as number) +
      (mb[i] as number)
  }
  return out
}
