// Contact sheets for looking at mattes by eye: tiles pasted onto a grey canvas.
import type { RasterImage } from '../../src/types.ts'
import { resample } from './planes.ts'

export interface Canvas extends RasterImage {}

export function canvas(width: number, height: number, grey = 64): Canvas {
  const data = new Uint8ClampedArray(width * height * 4).fill(grey)
  for (let i = 3; i < data.length; i += 4) data[i] = 255
  return { data, width, height }
}

/** Pastes `tile` with its top-left corner at (x, y), clipped to the canvas. */
export function paste(target: Canvas, tile: RasterImage, x: number, y: number): void {
  for (let j = 0; j < tile.height; j++) {
    const ty = y + j
    if (ty < 0 || ty >= target.height) continue
    for (let i = 0; i < tile.width; i++) {
      const tx = x + i
      if (tx < 0 || tx >= target.width) continue
      const s = (j * tile.width + i) * 4
      const d = (ty * target.width + tx) * 4
      for (let c = 0; c < 4; c++) target.data[d + c] = tile.data[s + c] as number
    }
  }
}

/** A rectangle of an image (outside it: mid grey). */
export function cropRaster(
  image: RasterImage,
  x0: number,
  y0: number,
  width: number,
  height: number,
): RasterImage {
  const out = canvas(width, height, 128)
  for (let y = 0; y < height; y++) {
    const sy = y0 + y
    if (sy < 0 || sy >= image.height) continue
    for (let x = 0; x < width; x++) {
      const sx = x0 + x
      if (sx < 0 || sx >= image.width) continue
      const s = (sy * image.width + sx) * 4
      const d = (y * width + x) * 4
      for (let c = 0; c < 4; c++) out.data[d + c] = image.data[s + c] as number
    }
  }
  return out
}

/** Resized to width x height (area average down, bilinear up). */
export function scaleRaster(image: RasterImage, width: number, height: number): RasterImage {
  const f = new Float32Array(image.data)
  const r = resample(f, image.width, image.height, 4, width, height)
  return { data: new Uint8ClampedArray(r), width, height }
}

/** Enlarged by an integer factor with hard pixel edges (to see single pixels). */
export function zoom(image: RasterImage, k: number): RasterImage {
  const out = canvas(image.width * k, image.height * k)
  for (let y = 0; y < out.height; y++) {
    for (let x = 0; x < out.width; x++) {
      const s = (Math.floor(y / k) * image.width + Math.floor(x / k)) * 4
      const d = (y * out.width + x) * 4
      for (let c = 0; c < 4; c++) out.data[d + c] = image.data[s + c] as number
    }
  }
  return out
}
