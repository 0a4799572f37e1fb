import type { RasterImage } from '../types.ts'

/**
 * True when every pixel is neutral grey (R = G = B): a scan, a grey photo or a drawing in black and white.
 * There the chroma knobs move nothing (both chroma planes are flat), so the search also turns smoothing
 * (Lander.choose). Stops at the first coloured pixel, so a colour picture costs next to nothing.
 */
export function isGreyRaster(image: RasterImage): boolean {
  const { data } = image
  for (let i = 0; i < data.length; i += 4) {
    const r = data[i]
    if (r !== data[i + 1] || r !== data[i + 2]) return false
  }
  return true
}
