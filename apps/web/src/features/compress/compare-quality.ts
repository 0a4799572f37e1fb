export interface QualityFigure {
  /** Luma SSIM of the compressed file against the original, 1 = the same picture. */
  ssim: number
  width: number
  height: number
}

/** Both files decoded by the browser at one size (EXIF orientation applied), as RGBA. */
async function pixelsAt(blob: Blob, width: number, height: number): Promise<ImageData> {
  const bitmap = await createImageBitmap(blob, {
    imageOrientation: 'from-image',
    resizeWidth: width,
    resizeHeight: height,
    resizeQuality: 'high',
  })
  try {
    const canvas = new OffscreenCanvas(width, height)
    const ctx = canvas.getContext('2d', { willReadFrequently: true })
    if (!ctx) throw new Error('No 2D canvas')
    ctx.drawImage(bitmap, 0, 0)
    return ctx.getImageData(0, 0, width, height)
  } finally {
    bitmap.close()
  }
}

/**
 * The quality figure the engine uses to choose an output size (issue #53): luma SSIM over 8x8 windows, both
 * pictures on the original's grid at the engine's display size (`ssimDisplayPixels`, 0.5 MP), so a file
 * scaled down is judged as a visitor sees it at that size.
 */
export async function qualityFigure(
  original: Blob,
  compressed: Blob,
  size: { width: number; height: number },
): Promise<QualityFigure> {
  // The engine's own module, which the page loaded to compress: no second copy.
  const { COMPRESS_TUNING, fitPixels, ssimLuma, toLuma } = await import('@vps/imaging/browser')
  const { width, height } = fitPixels(size, COMPRESS_TUNING.ssimDisplayPixels)
  const [a, b] = await Promise.all([pixelsAt(original, width, height), pixelsAt(compressed, width, height)])
  const ssim = ssimLuma(toLuma({ data: a.data, width, height }), toLuma({ data: b.data, width, height }))
  return { ssim, width, height }
}
