// How the Vietnam page's photo tool differs from every other country's, in one object per page
// (docs/product-rules.md, "Vietnam page"), so the page and the engine read a policy instead of testing flags.
import { TOASTS, type ToastCopy } from './copy/toasts.ts'

export type PhotoPage = 'generic' | 'vietnam'

export interface PhotoPagePolicy {
  page: PhotoPage
  /** Pause after a manual change before compliance is checked again. */
  recheckDelayMs: number
  /** The editor canvas's height in CSS px; null: from the export's aspect ratio at EDITOR.canvasWidth. */
  canvasHeight: number | null
  toasts: {
    /** After auto-optimisation with one face and a passing background. */
    optimized: ToastCopy
    processingError: ToastCopy
    downloadFailed: ToastCopy
  }
  /** Whether 'Download complete' names the file's size in KB. */
  downloadToastShowsKb: boolean
  /**
   * The spec's compliance rules for the page: 'generic' (colour match, the export's KB window) or 'vietnam'
   * (whitish background, a real encode ladder to 240 KB, dimensions and face passing by definition).
   */
  rules: PhotoPage
}

export const PHOTO_PAGES: Record<PhotoPage, PhotoPagePolicy> = {
  generic: {
    page: 'generic',
    recheckDelayMs: 300,
    canvasHeight: null,
    toasts: {
      optimized: TOASTS.autoOptimized,
      processingError: TOASTS.processingError,
      downloadFailed: TOASTS.downloadFailed,
    },
    downloadToastShowsKb: false,
    rules: 'generic',
  },
  vietnam: {
    page: 'vietnam',
    recheckDelayMs: 100,
    canvasHeight: 450,
    toasts: {
      optimized: TOASTS.autoOptimizedVietnam,
      processingError: TOASTS.processingErrorVietnam,
      downloadFailed: TOASTS.downloadFailedVietnam,
    },
    downloadToastShowsKb: true,
    rules: 'vietnam',
  },
}
