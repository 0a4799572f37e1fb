// Previews are drawn on a canvas at the size they are shown, not given to an <img>: Chromium keeps every
// image an <img> has shown decoded at full size in its image cache, keyed by an image the page has already
// dropped, and a 24 MP photo is 96 MB there. Over a hundred compressions in one tab that cache grew by
// 510 MB (docs/compress-engine.md, "Memory"). A canvas's pixels go when its element does.

export interface Size {
  width: number
  height: number
}

/** The largest size of `image` that fits `box` without enlarging it (at least 1x1). */
export function fitWithin(image: Size, box: Size): Size {
  const scale = Math.min(1, box.width / image.width, box.height / image.height)
  return {
    width: Math.max(1, Math.round(image.width * scale)),
    height: Math.max(1, Math.round(image.height * scale)),
  }
}

/**
 * Decodes `blob` off the main thread, scaled to `size` (EXIF orientation applied, as an <img> would show it),
 * and draws it on `canvas`. Rejects when the browser cannot decode the file (a HEIC in Chromium).
 */
export async function drawPreview(canvas: HTMLCanvasElement, blob: Blob, size: Size): Promise<void> {
  const bitmap = await createImageBitmap(blob, {
    imageOrientation: 'from-image',
    resizeWidth: size.width,
    resizeHeight: size.height,
    resizeQuality: 'high',
  })
  try {
    canvas.width = bitmap.width
    canvas.height = bitmap.height
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0)
  } finally {
    bitmap.close()
  }
}

/** Frees the canvas's pixels now rather than at the next garbage collection. */
export function clearPreview(canvas: HTMLCanvasElement): void {
  canvas.width = 0
  canvas.height = 0
}

/** Whether this browser can draw previews (jsdom in unit tests cannot). */
export function canDrawPreviews(): boolean {
  return typeof createImageBitmap === 'function'
}
