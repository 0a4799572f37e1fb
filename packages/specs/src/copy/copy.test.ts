import { describe, expect, it } from 'vitest'
import { countryNotFoundMessage, MESSAGES } from './messages.ts'
import {
  compressionCompleteToast,
  downloadCompleteToast,
  feedbackErrorToast,
  photoOptimizedWithBackgroundIssueToast,
  TOASTS,
} from './toasts.ts'

describe('TOASTS', () => {
  it.each([
    ['invalidFileType', 'Invalid file type', 'Please select an image file (JPEG, PNG, or WEBP).'],
    ['photoTooLarge', 'File too large', 'File size must be less than 4MB.'],
    ['compressTooLarge', 'File too large', 'File size must be less than 10MB.'],
    ['screenshotTooLarge', 'File too large', 'Please select an image smaller than 1MB'],
    ['invalidImage', 'Invalid image', 'Could not load the selected image file.'],
    ['processingError', 'Processing error', 'There was an error processing your image.'],
    [
      'processingErrorVietnam',
      'Processing error',
      'There was an error processing your image. Please try again.',
    ],
    ['downloadFailed', 'Download failed', 'There was an error preparing your download.'],
    ['downloadFailedVietnam', 'Download failed', 'There was an error processing your image for download.'],
    ['errorLoadingImage', 'Error loading image', 'Please try a different image file.'],
    ['compressionFailed', 'Compression failed', 'Please try a different image or contact support.'],
    ['feedbackError', 'Error', 'Failed to submit feedback. Please try again.'],
  ] as const)('%s is a destructive toast with the spec wording', (key, title, description) => {
    expect(TOASTS[key]).toEqual({ title, description, variant: 'destructive' })
  })

  it.each([
    ['autoOptimized', 'Photo auto-optimized successfully', 'Face detected, positioned, and optimized'],
    [
      'autoOptimizedVietnam',
      'Photo auto-optimized successfully',
      'Photo optimized for Vietnam visa requirements',
    ],
    [
      'photoOptimizedWithBackgroundIssue',
      'Photo optimized with background issue',
      'Face positioning and sizing optimized. Background may need to be lighter for full compliance.',
    ],
    [
      'feedbackSubmitted',
      'Thank you!',
      'Your feedback has been submitted successfully. We truly appreciate your input!',
    ],
  ] as const)('%s is an informational toast with the spec wording', (key, title, description) => {
    expect(TOASTS[key]).toEqual({ title, description, variant: 'default' })
  })

  it('has a title-only photoLoaded toast', () => {
    expect(TOASTS.photoLoaded).toEqual({ title: 'Photo loaded successfully', variant: 'default' })
  })
})

describe('toast builders', () => {
  it('photoOptimizedWithBackgroundIssueToast returns a fresh copy', () => {
    const t = photoOptimizedWithBackgroundIssueToast()
    expect(t).toEqual(TOASTS.photoOptimizedWithBackgroundIssue)
    expect(t).not.toBe(TOASTS.photoOptimizedWithBackgroundIssue)
  })

  it('downloadCompleteToast adds the size only when given', () => {
    expect(downloadCompleteToast('Japan')).toEqual({
      title: 'Download complete',
      description: 'Your Japan visa photo has been downloaded.',
      variant: 'default',
    })
    expect(downloadCompleteToast('Vietnam', 236.4).description).toBe(
      'Your Vietnam visa photo has been downloaded. Size: 236KB',
    )
  })

  it('compressionCompleteToast reports both sizes', () => {
    expect(compressionCompleteToast(1200, 49)).toEqual({
      title: 'Compression Complete!',
      description: 'Image compressed from 1200KB to 49KB',
      variant: 'default',
    })
  })

  it('feedbackErrorToast prefers the error message', () => {
    expect(feedbackErrorToast('500: boom').description).toBe('500: boom')
    expect(feedbackErrorToast().description).toBe('Failed to submit feedback. Please try again.')
    expect(feedbackErrorToast('').description).toBe('Failed to submit feedback. Please try again.')
    expect(feedbackErrorToast().variant).toBe('destructive')
  })
})

describe('MESSAGES', () => {
  it('carries the spec texts', () => {
    expect(MESSAGES).toEqual({
      nameRequired: 'Name is required',
      emailInvalid: 'Valid email is required',
      feedbackTooShort: 'Please provide at least 10 characters of feedback',
      screenshotTooLarge: 'Image file must be smaller than 1MB',
      uploadFailed: 'Failed to upload image',
      articleNotFoundTitle: 'Article Not Found',
      articleNotFoundText: "The article you're looking for doesn't exist.",
      notFoundTitle: '404 Page Not Found',
      notFoundText: 'Did you forget to add the page to the router?',
      ovalGuide: 'Position face within oval guide (70-80% of photo height)',
      backgroundIssueTitle: 'Background Issue Detected',
      backgroundWarning:
        "Your photo has a non-white background. While we've optimized other aspects, this photo may be rejected by immigration authorities. Try uploading a photo with a white or cream background for best results.",
    })
    expect(countryNotFoundMessage('atlantis')).toBe('Country specifications not found for: atlantis')
  })
})
