import { boxMean } from './box-mean.ts'

/**
 * Soft alpha far from the sure person fades out: a half-transparent patch the mask was unsure of, with no
 * opaque hair or skin within `radius`, is far more often wall the model half kept (a dark window beside a
 * dark suit, a curtain by the hairline) than a strand. The fade follows the share of sure person (alpha at
 * least 0.9) in the window around the pixel, full alpha from `share` up, so there is no step.
 */
export function fadeDetached(
  data: Float32Array,
  width: number,
  height: number,
  radius: number,
  share: number,
) {
  const n = width * height
  const core = new Float32Array(n)
  for (let i = 0; i < n; i++) core[i] = (data[i] as number) >= 0.9 ? 1 : 0
  const near = boxMean(core, width, height, radius)
  for (let i = 0; i < n; i++) {
    const a = data[i] as number
    if (a <= 0 || a >= 0.9) continue
    data[i] = a * Math.min(1, (near[i] as number) / share)
  }
}
