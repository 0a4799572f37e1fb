import { isImageUpload, TOASTS, type ToastCopy, UPLOAD_LIMITS } from '@vps/specs'

type FileLike = Pick<File, 'type' | 'size'> & { name?: string }

/**
 * The toast to show for a rejected photo, or null when it may be used (docs/product-rules.md, "Upload
 * checks").
 */
export function photoUploadProblem(file: FileLike): ToastCopy | null {
  // Only the image/ prefix (or a HEIC name) is required: a drop can bring any image type, the engine decides later.
  if (!isImageUpload(file)) return TOASTS.invalidFileType
  if (file.size > UPLOAD_LIMITS.photoMaxBytes) return TOASTS.photoTooLarge
  return null
}
