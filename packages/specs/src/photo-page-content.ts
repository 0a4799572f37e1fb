// How a photo page behaves and what it says around the tool, chosen by the destination's slug: the shared
// defaults, and what the spec gives one page of its own (the Vietnam page's, in its record). The rules of the
// photo itself are the document's (docs/photo-documents.md), never the page's.
import { TOASTS } from './copy/toasts.ts'
import { destinationRecord } from './destinations/records.ts'
import type { PhotoPageContent } from './destinations/types.ts'

export type { PhotoPageContent }

export const DEFAULT_PHOTO_PAGE: PhotoPageContent = {
  recheckDelayMs: 300,
  toasts: {
    optimized: TOASTS.autoOptimized,
    processingError: TOASTS.processingError,
    downloadFailed: TOASTS.downloadFailed,
  },
  downloadToastShowsKb: false,
}

/** The photo page content of a destination: its record's own where it has some, the defaults otherwise. */
export function photoPageContent(slug: string): PhotoPageContent {
  return { ...DEFAULT_PHOTO_PAGE, ...destinationRecord(slug)?.page }
}
