import { describe, expect, it } from 'vitest'
import { ANALYTICS_EVENTS, compressionEventLabel } from './analytics.ts'
import {
  BLOG,
  IMAGE_PICKER_ACCEPT,
  isImageUpload,
  MOBILE_MENU_MAX_HEIGHT_REM,
  QUERY,
  retryDelayMs,
  TOAST,
  UPLOAD_LIMITS,
} from './limits.ts'
import { COMPLIANCE, EDITOR, isWhitish, photoFileName } from './photo.ts'
import { photoPageContent } from './photo-page-content.ts'
import { SITE } from './site.ts'

describe('upload limits', () => {
  it('uses binary megabytes', () => {
    expect(UPLOAD_LIMITS.photoMaxBytes).toBe(4_194_304)
    expect(UPLOAD_LIMITS.compressMaxBytes).toBe(10_485_760)
    expect(UPLOAD_LIMITS.screenshotMaxBytes).toBe(1_048_576)
    expect(UPLOAD_LIMITS.feedbackMinChars).toBe(10)
    expect(UPLOAD_LIMITS.acceptedPickerTypes).toEqual(['image/jpeg', 'image/png', 'image/webp'])
    expect(UPLOAD_LIMITS.imageTypePrefix).toBe('image/')
  })

  it('lets iPhone photos through the pickers and the type check, typed or not', () => {
    expect(IMAGE_PICKER_ACCEPT).toBe('image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif')
    expect(isImageUpload({ type: 'image/heic', name: 'IMG_0001.HEIC' })).toBe(true)
    expect(isImageUpload({ type: '', name: 'IMG_0001.HEIC' })).toBe(true)
    expect(isImageUpload({ type: '', name: 'photo.heif' })).toBe(true)
    expect(isImageUpload({ type: '', name: 'notes.txt' })).toBe(false)
    expect(isImageUpload({ type: 'application/pdf', name: 'scan.heic' })).toBe(false)
    expect(isImageUpload({ type: 'image/jpeg', name: 'a.jpg' })).toBe(true)
  })
})

describe('editor and photo export', () => {
  it('pins the editor numbers', () => {
    expect(EDITOR.canvasWidth).toBe(300)
    expect(EDITOR.zoomPercent).toEqual({ min: 10, max: 300, step: 5 })
    expect(EDITOR.zoomButtonStep).toBe(0.1)
    expect(EDITOR.scale).toEqual({ min: 0.1, max: 3 })
    expect(EDITOR.faceVerticalCentre).toBe(0.4)
    expect(EDITOR.noFaceCoverFactor).toBe(1.2)
    // The spec's pauses before a re-check: 300 ms on every page, 100 ms on the Vietnam page (its own content).
    expect(photoPageContent('united-kingdom').recheckDelayMs).toBe(300)
    expect(photoPageContent('a-destination-staff-added').recheckDelayMs).toBe(300)
    expect(photoPageContent('vietnam').recheckDelayMs).toBe(100)
  })

  it("pins the file names, the Vietnam page's among them", () => {
    expect(photoFileName('united-states')).toBe('united-states-visa-photo.jpg')
    expect(photoFileName('vietnam')).toBe('vietnam-visa-photo.jpg')
  })
})

describe('compliance', () => {
  it('pins the background sampling rule', () => {
    expect(COMPLIANCE.samplePoints).toBe(8)
    expect(COMPLIANCE.passShare).toBe(0.75)
    expect(COMPLIANCE.channelTolerance).toBe(30)
    expect(COMPLIANCE.encodeLadder).toEqual({ start: 0.9, step: 0.1, min: 0.1 })
  })

  it.each([
    // avg > 220 and spread < 40
    [240, 225, 205, true], // avg 223.3, spread 35
    [240, 225, 195, false], // avg 220, not above 220; spread 45
    // avg > 200 and spread < 20
    [210, 205, 200, true], // avg 205, spread 10
    [215, 205, 190, false], // avg 203.3, spread 25
    // avg > 240 regardless of spread
    [255, 255, 214, true], // avg 241.3, spread 41
    [200, 200, 200, false], // avg exactly 200
    [220, 220, 220, true], // avg 220 fails rule 1 (strict) but passes rule 2
    [255, 230, 180, false], // cream-ish orange: avg 221.7, spread 75
  ])('isWhitish(%i, %i, %i) is %s', (r, g, b, whitish) => {
    expect(isWhitish(r, g, b)).toBe(whitish)
  })
})

describe('app constants', () => {
  it('pins blog, query and toast settings', () => {
    expect(BLOG).toMatchObject({
      pageSize: 50,
      maxPageButtons: 5,
      featuredCardTags: 3,
      cardTags: 2,
      articleHeaderTags: 3,
      relatedArticles: 3,
      vietnamArticles: 6,
      structuredDataPosts: 10,
      maxLimit: 50,
    })
    expect(QUERY).toMatchObject({
      staleTimeMs: 300_000,
      gcTimeMs: 300_000,
      queryRetries: 2,
      mutationRetries: 1,
      noRetryStatuses: { query: [401, 403, 429], mutation: [429] },
      relatedStaleTimeMs: 600_000,
    })
    expect(TOAST).toEqual({
      limit: 1,
      removeDelayMs: 1_000_000,
      durationMs: 5000,
      swipeThresholdPx: 50,
      hotkey: 'F8',
    })
    expect(MOBILE_MENU_MAX_HEIGHT_REM).toBe(24)
  })

  it('doubles the retry delay from 1 s up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000])
  })

  it('pins the marketing claims', () => {
    expect(SITE).toMatchObject({
      name: 'Visa Photo Studio',
      brandLine: 'Specialists in Visa Photos',
      processingDays: '3-5 business days',
      rejectionDelay: '7-14 days',
      destinations: '180+',
    })
  })

  it('lists the analytics events', () => {
    expect(ANALYTICS_EVENTS).toEqual([
      'click_cta',
      'click_country',
      'click_link',
      'upload_photo',
      'optimize_photo',
      'download',
      'blog_pagination',
      'read_article',
      'share_article',
      'image_compressed',
      'download_compressed_image',
    ])
    expect(compressionEventLabel(50)).toBe('50kb')
  })
})
