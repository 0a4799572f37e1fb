// The bitmaps the coaching sends the worker, drawn from the video (or a full-resolution frame of it) through a
// 2D canvas: drawImage with a source rectangle and a scale works in every browser, where createImageBitmap's
// resize options came to Firefox and Safari late. One canvas per size, kept for the next frame.
type Source = HTMLVideoElement | ImageBitmap
type Context = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D

const contexts = new Map<string, Context>()

function contextOf(width: number, height: number): Context {
  const key = `${width}x${height}`
  let ctx = contexts.get(key)
  if (!ctx) {
    const made =
      typeof OffscreenCanvas !== 'undefined'
        ? new OffscreenCanvas(width, height).getContext('2d')
        : Object.assign(document.createElement('canvas'), { width, height }).getContext('2d')
    if (!made) throw new Error(`No 2D canvas of ${width}x${height}`)
    made.imageSmoothingQuality = 'medium'
    ctx = made
    contexts.set(key, ctx)
  }
  return ctx
}

/** The source's rectangle (sx, sy, sw, sh) drawn at width x height, as a bitmap to transfer. */
export function scaledBitmap(
  source: Source,
  rect: { x: number; y: number; width: number; height: number },
  width: number,
  height: number,
): Promise<ImageBitmap> {
  const ctx = contextOf(width, height)
  ctx.drawImage(source, rect.x, rect.y, rect.width, rect.height, 0, 0, width, height)
  return createImageBitmap(ctx.canvas)
}
