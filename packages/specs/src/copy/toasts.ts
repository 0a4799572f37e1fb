export type ToastVariant = 'destructive' | 'default'

export type ToastCopy = {
  title: string
  // Absent where the spec gives a title only.
  description?: string
  variant: ToastVariant
}

const error = (title: string, description: string) =>
  ({ title, description, variant: 'destructive' }) as const
const info = (title: string, description: string) => ({ title, description, variant: 'default' }) as const

// Word for word (docs/product-rules.md, "Messages and toasts"); e2e tests look for these exact strings.
export const TOASTS = {
  invalidFileType: error('Invalid file type', 'Please select an image file (JPEG, PNG, or WEBP).'),
  photoTooLarge: error('File too large', 'File size must be less than 4MB.'),
  compressTooLarge: error('File too large', 'File size must be less than 10MB.'),
  screenshotTooLarge: error('File too large', 'Please select an image smaller than 1MB'),
  invalidImage: error('Invalid image', 'Could not load the selected image file.'),
  processingError: error('Processing error', 'There was an error processing your image.'),
  processingErrorVietnam: error(
    'Processing error',
    'There was an error processing your image. Please try again.',
  ),
  downloadFailed: error('Download failed', 'There was an error preparing your download.'),
  downloadFailedVietnam: error('Download failed', 'There was an error processing your image for download.'),
  errorLoadingImage: error('Error loading image', 'Please try a different image file.'),
  compressionFailed: error('Compression failed', 'Please try a different image or contact support.'),
  feedbackError: error('Error', 'Failed to submit feedback. Please try again.'),
  autoOptimized: info('Photo auto-optimized successfully', 'Face detected, positioned, and optimized'),
  autoOptimizedVietnam: info(
    'Photo auto-optimized successfully',
    'Photo optimized for Vietnam visa requirements',
  ),
  // Ours: with no face, or several, the spec's 'Face detected' toast would not be true.
  noFaceFound: info(
    'No face found',
    'Upload a photo of one person facing the camera, or place the photo by hand.',
  ),
  severalFacesFound: info(
    'Several faces found',
    'We used the largest face; no other face shows in your photo.',
  ),
  anotherFaceShows: info(
    'Several faces found',
    'Another face shows in your photo. A visa photo must show one person only.',
  ),
  // The spec names no detail text for this one.
  photoLoaded: { title: 'Photo loaded successfully', variant: 'default' },
  photoOptimizedWithBackgroundIssue: info(
    'Photo optimized with background issue',
    'Face positioning and sizing optimized. Background may need to be lighter for full compliance.',
  ),
  feedbackSubmitted: info(
    'Thank you!',
    'Your feedback has been submitted successfully. We truly appreciate your input!',
  ),
} as const satisfies Record<string, ToastCopy>

export type ToastKey = keyof typeof TOASTS

export function photoOptimizedWithBackgroundIssueToast(): ToastCopy {
  return { ...TOASTS.photoOptimizedWithBackgroundIssue }
}

// The Vietnam page reports the size because its 240 KB ceiling is what applicants worry about.
// The base sentence stays intact so the generic and Vietnam toasts share a prefix.
export function downloadCompleteToast(country: string, kb?: number): ToastCopy {
  const base = `Your ${country} visa photo has been downloaded.`
  return info('Download complete', kb === undefined ? base : `${base} Size: ${Math.round(kb)}KB`)
}

export function compressionCompleteToast(fromKb: number, toKb: number): ToastCopy {
  return info('Compression Complete!', `Image compressed from ${fromKb}KB to ${toKb}KB`)
}

/**
 * A result the engine made but that is not in the window the visitor asked for (issue #53: the toast said
 * 'Compression Complete!' over a card saying otherwise). `detail` is the card's own sentence.
 */
export function compressionOutsideWindowToast(detail: string): ToastCopy {
  return info('Compressed, not in the window', detail)
}

// The server's message is more useful than the generic one when there is one.
export function feedbackErrorToast(message?: string): ToastCopy {
  return message ? { ...TOASTS.feedbackError, description: message } : { ...TOASTS.feedbackError }
}
