import type { FileCompressResult } from '@vps/imaging/browser'

/**
 * The imaging engine, loaded on demand: the page ships none of its code, workers or WASM until a visitor
 * chooses a file. Kept in its own module so tests can replace it.
 */
export type CompressEngine = Pick<
  typeof import('@vps/imaging/browser'),
  | 'compressFileToTarget'
  | 'canOfferUnchanged'
  | 'isAlreadyUnderTarget'
  | 'getSharedImagingPool'
  | 'isLargePicture'
  | 'PICTURE_HEAD_BYTES'
>

export function loadCompressEngine(): Promise<CompressEngine> {
  return import('@vps/imaging/browser')
}

export type { FileCompressResult }

export interface DisplaySize {
  width: number
  height: number
}

/**
 * The displayed size of an image file (EXIF orientation applied), by decoding it in the browser. Used only
 * when the file is offered unchanged; rejects when the browser cannot decode it.
 */
export async function readDisplaySize(file: Blob): Promise<DisplaySize> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
  try {
    return { width: bitmap.width, height: bitmap.height }
  } finally {
    bitmap.close()
  }
}
