// Even lighting patch by patch (docs/photo-checks.md, "Even lighting"): the halves' means miss a hard shadow
// over one outer cheek, which darkens a small part of its half, and soften light falling off across the face.
// So mirrored patches of skin are compared too, each against its twin: the darkest pair decides.
import type { LumaPlane } from '../../types.ts'
import type { FaceCrop } from './face-crop.ts'

/**
 * Where the patches sit, in eye distances from the eyes' midpoint (x outward, y down from the eye line):
 * the inner cheek under each eye, the outer cheek towards the ear, and the jaw's side. Each is a square
 * `half` eye distances either side of its centre, inside the skin ellipse.
 */
const PATCHES = [
  { x: 0.4, y: 0.6 },
  { x: 0.68, y: 0.5 },
  { x: 0.5, y: 0.95 },
] as const
const HALF = 0.12

/**
 * The darkest mirrored pair's darker patch over its brighter one, 0..1: each patch's luminance is its middle
 * half's mean (25th to 75th percentile), so a mole, a stray hair or a highlight does not move it. 1 with no
 * patch to read.
 */
export function cheekBalance(luma: LumaPlane, crop: FaceCrop): number {
  const { right, left } = crop.eyes
  const ied = Math.hypot(left.x - right.x, left.y - right.y)
  const mid = { x: (right.x + left.x) / 2, y: (right.y + left.y) / 2 }
  let worst = 1
  for (const p of PATCHES) {
    // The subject's right side is on the crop's left.
    const a = patchLuma(luma, crop, mid.x - p.x * ied, mid.y + p.y * ied, HALF * ied)
    const b = patchLuma(luma, crop, mid.x + p.x * ied, mid.y + p.y * ied, HALF * ied)
    if (a === null || b === null) continue
    worst = Math.min(worst, Math.min(a, b) / Math.max(a, b, 1))
  }
  return worst
}

function patchLuma(luma: LumaPlane, crop: FaceCrop, cx: number, cy: number, half: number): number | null {
  const values: number[] = []
  const { width, height, data } = luma
  for (let y = Math.max(0, Math.floor(cy - half)); y <= Math.min(height - 1, Math.ceil(cy + half)); y++)
    for (let x = Math.max(0, Math.floor(cx - half)); x <= Math.min(width - 1, Math.ceil(cx + half)); x++) {
      const i = y * width + x
      if (crop.face[i]) values.push(data[i] as number)
    }
  // Too little of the patch on the skin: the head is turned or the face is cut.
  if (values.length < (half * half * 4) / 2) return null
  values.sort((p, q) => p - q)
  const from = Math.floor(values.length / 4)
  const to = Math.ceil((values.length * 3) / 4)
  let sum = 0
  for (let i = from; i < to; i++) sum += values[i] as number
  return sum / Math.max(1, to - from)
}
