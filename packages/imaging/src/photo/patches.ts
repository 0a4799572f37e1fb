// Connected pieces of a frame-sized mask: the patches the 'Plain background' row counts, and the kept
// region joined to the face.
import type { Point } from '../face/types.ts'
import type { LeftoverRegion } from './compliance-types.ts'

interface Patch {
  areaPx: number
  /** Some pixel of it has a neighbour the replacement took (alpha under LEFTOVER_TUNING.minAlpha). */
  touchesWall: boolean
  centroid: Point
  box: LeftoverRegion['box']
}

/** The 8-connected patches of flagged pixels. */
export function patchesOf(
  flagged: Uint8Array,
  width: number,
  height: number,
  gone: (i: number) => boolean,
): Patch[] {
  const seen = new Uint8Array(flagged.length)
  const queue = new Int32Array(flagged.length)
  const patches: Patch[] = []
  for (let start = 0; start < flagged.length; start++) {
    if (!flagged[start] || seen[start]) continue
    let head = 0
    let tail = 0
    queue[tail++] = start
    seen[start] = 1
    let sx = 0
    let sy = 0
    let x0 = width
    let y0 = height
    let x1 = 0
    let y1 = 0
    let touchesWall = false
    while (head < tail) {
      const i = queue[head++] as number
      const x = i % width
      const y = (i - x) / width
      sx += x
      sy += y
      if (x < x0) x0 = x
      if (x > x1) x1 = x
      if (y < y0) y0 = y
      if (y > y1) y1 = y
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx
          const yy = y + dy
          if (xx < 0 || yy < 0 || xx >= width || yy >= height) continue
          const j = yy * width + xx
          if (!touchesWall && gone(j)) touchesWall = true
          if (flagged[j] && !seen[j]) {
            seen[j] = 1
            queue[tail++] = j
          }
        }
    }
    patches.push({
      areaPx: tail,
      touchesWall,
      centroid: { x: sx / tail + 0.5, y: sy / tail + 0.5 },
      box: { x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1 },
    })
  }
  return patches
}

/**
 * The pixels with alpha above 0 joined to the seed through such pixels (4-connected): the person joined to
 * the face. Hair grows from the head; a detached piece is not hair.
 */
export function keptComponent(a: Float32Array, width: number, height: number, seed: Point): Uint8Array {
  const inside = new Uint8Array(a.length)
  const sx = Math.floor(seed.x)
  const sy = Math.floor(seed.y)
  if (sx < 0 || sy < 0 || sx >= width || sy >= height) return inside
  const start = sy * width + sx
  if (!((a[start] as number) > 0)) return inside
  const queue = new Int32Array(a.length)
  let head = 0
  let tail = 0
  queue[tail++] = start
  inside[start] = 1
  while (head < tail) {
    const i = queue[head++] as number
    const x = i % width
    const near = [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width]
    for (const j of near) {
      if (j < 0 || j >= a.length || inside[j] || !((a[j] as number) > 0)) continue
      inside[j] = 1
      queue[tail++] = j
    }
  }
  return inside
}
