import {
  COMPRESSION,
  IMAGE_PICKER_ACCEPT,
  isImageUpload,
  TOASTS,
  type ToastCopy,
  UPLOAD_LIMITS,
} from '@vps/specs'

const BYTES_PER_MB = COMPRESSION.bytesPerKb * COMPRESSION.bytesPerKb

export function formatMb(bytes: number): string {
  return `${bytes / BYTES_PER_MB}MB`
}

/** The picker's accept attribute: the three formats the copy names, and iPhone photos (HEIC). */
export const PICKER_ACCEPT = IMAGE_PICKER_ACCEPT

/** 'JPEG, PNG, WEBP', derived from the picker types so the copy cannot drift from what the picker offers. */
export const PICKER_FORMAT_NAMES = UPLOAD_LIMITS.acceptedPickerTypes
  .map((type) => type.slice(type.indexOf('/') + 1).toUpperCase())
  .join(', ')

/** The same formats for running text: 'JPEG, PNG or WEBP'. */
export const PICKER_FORMATS_PROSE = PICKER_FORMAT_NAMES.replace(/, (?=[^,]*$)/, ' or ')

export const COMPRESS_MAX_LABEL = formatMb(UPLOAD_LIMITS.compressMaxBytes)

export const UPLOAD_SUPPORT_TEXT = `Supports ${PICKER_FORMAT_NAMES} • Max ${COMPRESS_MAX_LABEL} • Original dimensions preserved`

export const TOLERANCE_LABEL = `±${COMPRESSION.toleranceKb}KB`

/** Under the picker: one image or a batch (issue #53). */
export const BATCH_HINT = `One image, or up to ${UPLOAD_LIMITS.compressBatchMaxFiles} at once`

/**
 * The spec's checks for the compression upload, in its order. Only the image/ prefix is required: a drop can
 * bring any image type, and the engine decides later whether it can decode it.
 */
export function compressUploadProblem(
  file: Pick<File, 'type' | 'size'> & { name?: string },
): ToastCopy | null {
  if (!isImageUpload(file)) return TOASTS.invalidFileType
  if (file.size > UPLOAD_LIMITS.compressMaxBytes) return TOASTS.compressTooLarge
  return null
}
