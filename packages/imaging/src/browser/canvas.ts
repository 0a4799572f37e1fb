import type { RasterImage } from '../types.ts'

/** No 2D canvas here (a worker without OffscreenCanvas, e.g. Safari before 16.4): run on the main thread. */
export class CanvasUnavailableError extends Error {
  override readonly name = 'CanvasUnavailableError'
}

type Canvas2D = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D

/** A 2D context to read pixels back from; CanvasUnavailableError when the device will not give one. */
export function canvasContext(width: number, height: number): Canvas2D {
  if (typeof OffscreenCanvas !== 'undefined') {
    const ctx = new OffscreenCanvas(width, height).getContext('2d', { willReadFrequently: true })
    if (ctx) return ctx
  } else if (typeof document !== 'undefined') {
    const canvas = document.createElement('canvas')
    canvas.width = width
    canvas.height = height
    const ctx = canvas.getContext('2d', { willReadFrequently: true })
    if (ctx) return ctx
  }
  // getContext returns null when the canvas is too large for the device (iOS caps near 16.7 MP).
  throw new CanvasUnavailableError(`No 2D canvas of ${width}x${height} available`)
}

/** Canvases kept for the camera's frames, one per size: a frame a few times a second need not make one. */
const kept = new Map<string, Canvas2D>()

function keptContext(width: number, height: number): Canvas2D {
  const key = `${width}x${height}`
  let ctx = kept.get(key)
  if (!ctx) {
    // Two sizes per camera (the frame and the crop); a turned phone adds two more.
    if (kept.size >= 4) kept.clear()
    ctx = canvasContext(width, height)
    kept.set(key, ctx)
  }
  return ctx
}

/**
 * Draws a bitmap at width x height and reads the RGBA pixels back (straight alpha, sRGB). With `closeSource`
 * the bitmap is closed once drawn, before the pixels are copied out: a 12 MP photo is then held twice at
 * most (canvas and copy, 96 MB), never three times. `keep` reuses one canvas per size (the camera's frames)
 * instead of making one per call.
 */
export function drawToRaster(
  bitmap: ImageBitmap,
  width: number,
  height: number,
  options: { closeSource?: boolean; keep?: boolean } = {},
): RasterImage {
  const ctx = options.keep ? keptContext(width, height) : canvasContext(width, height)
  if (options.keep) ctx.clearRect(0, 0, width, height)
  // Only matters when drawing smaller: the browser's best resampler, not its fastest.
  ctx.imageSmoothingQuality = 'high'
  ctx.drawImage(bitmap, 0, 0, width, height)
  if (options.closeSource) bitmap.close()
  const { data } = ctx.getImageData(0, 0, width, height)
  // The pixels are copied out: free the canvas's own store now rather than at the next collection (a 12 MP
  // photo's is 48 MB, held beside the copy while the engine works). A kept canvas serves the next frame.
  if (!options.keep) {
    ctx.canvas.width = 0
    ctx.canvas.height = 0
  }
  return { data, width, height }
}
