// Whether the eyes can be seen (docs/photo-checks.md, "Eyes visible"): an eye that can be seen has lashes, an
// iris and a pupil beside the white, so its region spans a wide range of brightness. Behind dark or tinted
// lenses, or under a bar, the whole region is dimmed and flattened, though the landmark models still place
// an iris and lids there. Read on the source, from the iris pass's points.
import type { EyeDetail } from '../../face/iris.ts'
import { lumaAt } from '../../pixels/luma.ts'
import type { RasterImage } from '../../types.ts'
import { QUALITY_TUNING } from '../options.ts'

/** Luma at a source point, bilinear (0-255); null off the photo. */
function lumaAtPoint(image: RasterImage, x: number, y: number): number | null {
  const { width, height, data } = image
  if (x < 0 || y < 0 || x > width - 1 || y > height - 1) return null
  const x0 = Math.min(width - 2, Math.floor(x))
  const y0 = Math.min(height - 2, Math.floor(y))
  const fx = x - x0
  const fy = y - y0
  const at = (xx: number, yy: number) => lumaAt(data, (yy * width + xx) * 4)
  return (
    (at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx) * (1 - fy) +
    (at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx) * fy
  )
}

/**
 * One eye's visibility: the spread of luma over a box around the iris (90th minus 10th percentile, the box
 * `box` iris radii either way along the lids' line and across it), over the skin's mean luma, so a dark face
 * and a pale one read alike. About 0.3-1.5 on an eye that can be seen; under 0.2 behind dark lenses.
 */
export function eyeVisibility(image: RasterImage, eye: EyeDetail, skinLuma: number): number {
  const { box, step } = QUALITY_TUNING.eyesVisible
  const r = eye.irisRadius
  const c = eye.iris
  // Along the eye: at right angles to the line between the lids (a levelled eye's horizontal).
  const lx = eye.lowerLid.x - eye.upperLid.x
  const ly = eye.lowerLid.y - eye.upperLid.y
  const gap = Math.hypot(lx, ly)
  const down = gap > 0 ? { x: lx / gap, y: ly / gap } : { x: 0, y: 1 }
  const along = { x: -down.y, y: down.x }
  const values: number[] = []
  for (let v = -box[1]; v <= box[1] + 1e-9; v += step)
    for (let u = -box[0]; u <= box[0] + 1e-9; u += step) {
      const value = lumaAtPoint(
        image,
        c.x + (along.x * u + down.x * v) * r,
        c.y + (along.y * u + down.y * v) * r,
      )
      if (value !== null) values.push(value)
    }
  if (values.length === 0 || skinLuma <= 0) return 0
  values.sort((a, b) => a - b)
  const at = (q: number) => values[Math.floor(q * (values.length - 1))] as number
  return (at(0.9) - at(0.1)) / skinLuma
}
