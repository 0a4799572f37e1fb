// The captured frame as the file the pipeline takes (docs/camera.md, "Capture"): the full-resolution frame,
// unmirrored (only the preview is mirrored), as a JPEG at CAMERA.jpeg.quality, lowered until it fits the
// photo tool's upload limit, so a camera photo meets exactly the checks an uploaded one does.
import { CAMERA, UPLOAD_LIMITS } from '@vps/specs'

type Encode = (quality: number) => Promise<Blob>

/** The qualities tried, best first: CAMERA.jpeg's ladder. */
export function jpegQualities(): number[] {
  const { quality, step, min } = CAMERA.jpeg
  const out: number[] = []
  for (let q = quality; q >= min - 1e-9; q -= step) out.push(Math.round(q * 100) / 100)
  return out
}

/** The first encoding under the upload limit, or the smallest tried. */
export async function fittingJpeg(encode: Encode, maxBytes: number = UPLOAD_LIMITS.photoMaxBytes) {
  let last: Blob | null = null
  for (const quality of jpegQualities()) {
    last = await encode(quality)
    if (last.size <= maxBytes) return last
  }
  return last as Blob
}

function encoderFor(bitmap: ImageBitmap): Encode {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0)
    return (quality) => canvas.convertToBlob({ type: 'image/jpeg', quality })
  }
  const canvas = document.createElement('canvas')
  canvas.width = bitmap.width
  canvas.height = bitmap.height
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0)
  return (quality) =>
    new Promise((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('No JPEG'))), 'image/jpeg', quality),
    )
}

/** The frame as a JPEG file named for when it was taken; the bitmap is closed. */
export async function captureFile(bitmap: ImageBitmap, takenAt = new Date()): Promise<File> {
  try {
    const blob = await fittingJpeg(encoderFor(bitmap))
    const stamp = takenAt.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-')
    return new File([blob], `camera-${stamp}.jpg`, { type: 'image/jpeg', lastModified: takenAt.getTime() })
  } finally {
    bitmap.close()
  }
}
