import { TOASTS, type ToastCopy } from '@vps/specs'

/**
 * What to tell the visitor when a compression fails. Matched on the error's name, not its class, so the page
 * can decide without loading the engine (and errors rebuilt after crossing from a worker still match).
 * null means: say nothing (the visitor cancelled).
 */
export function compressErrorToast(error: unknown): ToastCopy | null {
  const name = error instanceof Error ? error.name : ''
  if (name === 'AbortError') return null
  if (name === 'ImageDecodeError') return TOASTS.errorLoadingImage
  if (name === 'ImageTooLargeError') {
    const message = error instanceof Error && error.message ? error.message : 'Please use a smaller image.'
    return { title: 'Image too large', description: message, variant: 'destructive' }
  }
  return TOASTS.compressionFailed
}
