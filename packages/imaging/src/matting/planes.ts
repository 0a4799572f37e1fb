import type { RasterImage } from '../types.ts'
import type { ColourPlanes } from './alpha-matte.ts'

/** The image's RGB as float planes 0..1 (alpha ignored: the export is opaque). */
export function colourPlanes(image: RasterImage): ColourPlanes {
  const { data, width, height } = image
  const n = width * height
  const r = new Float32Array(n)
  const g = new Float32Array(n)
  const b = new Float32Array(n)
  for (let i = 0; i < n; i++) {
    r[i] = (data[4 * i] as number) / 255
    g[i] = (data[4 * i + 1] as number) / 255
    b[i] = (data[4 * i + 2] as number) / 255
  }
  return { width, height, r, g, b }
}
