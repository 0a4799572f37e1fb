const MB = 1024 * 1024
const MINUTE_MS = 60_000

export const UPLOAD_LIMITS = {
  photoMaxBytes: 4 * MB,
  compressMaxBytes: 10 * MB,
  /**
   * Images compressed in one go on a compress page (issue #53: people compress a folder of scans for a
   * form). Each runs in the worker pool, as many at once as it has workers; the files wait as the browser's
   * own File handles, not read until their turn, so the tab holds only the jobs in flight and the results.
   */
  compressBatchMaxFiles: 50,
  screenshotMaxBytes: 1 * MB,
  feedbackMinChars: 10,
  // Upper bounds the spec leaves open: without them one submission could store megabytes of text. A name
  // is a name; 5,000 characters is about two pages of feedback; 254 is the longest deliverable address.
  feedbackNameMaxChars: 200,
  feedbackMaxChars: 5_000,
  feedbackEmailMaxChars: 254,
  // The checks only require this prefix (any image type gets through a drop);
  // the picker offers the three formats the copy names.
  imageTypePrefix: 'image/',
  acceptedPickerTypes: ['image/jpeg', 'image/png', 'image/webp'],
  // iPhone photos (HEIC) are decoded on the device too (docs/heic.md). The pickers offer them beside the
  // three named formats; some systems give such a file no type at all, so its name's ending counts too.
  heifPickerTypes: ['image/heic', 'image/heif', '.heic', '.heif'],
} as const

/**
 * What the photo tool can make, and so the bounds of what staff may set for a destination or a document
 * in the codes manager (issue #48: a destination saved at 1e15 x 1e15 px left its photo tool working
 * forever without a word). One place for every such number: the schemas read them, and so do their
 * messages.
 */
export const PHOTO_FRAME = {
  /**
   * Pixel sides of the exported photo. The smallest any form asks for is 354 px (China); under 200 px a
   * head is under 150 px tall and the detail checks cannot pass. The largest is 1,200 px (a US form's
   * upper bound, a 2x2 in print at 600 dpi). 4,000 leaves room for any form, and 4,000 x 4,000 is 16 MP:
   * the frame is drawn on one canvas in the page, iOS refuses canvases past about 16.7 MP, and 16 MP of
   * RGBA (64 MB) is about what a phone's worker holds beside the photo itself.
   */
  minSidePx: 200,
  maxSidePx: 4_000,
  /** The printed size: passport and visa photos are 25-51 mm a side; 10-100 mm covers any of them. */
  minSideMm: 10,
  maxSideMm: 100,
  /** Written into the file's JFIF header; forms ask for 300 or 600. */
  maxDpi: 1_200,
  /**
   * The file-size window in KB: its top at least 10 KB (the smallest compress target; forms ask for 40 KB
   * and more) and at most the largest photo the tool takes in (UPLOAD_LIMITS.photoMaxBytes). Its bottom
   * stays under its top: the export pads a small file up to the minimum, and a window with no width
   * cannot be aimed at.
   */
  minFileSizeKb: 10,
  maxFileSizeKb: UPLOAD_LIMITS.photoMaxBytes / 1024,
} as const

/** The pickers' accept attribute for the two image tools: the named formats and HEIC. */
export const IMAGE_PICKER_ACCEPT = [
  ...UPLOAD_LIMITS.acceptedPickerTypes,
  ...UPLOAD_LIMITS.heifPickerTypes,
].join(',')

/**
 * Whether a chosen file may go on to the decoder as an image: its type says image/, or it is named .heic or
 * .heif (some systems type those as nothing). The decoder then checks the bytes themselves.
 */
export function isImageUpload(file: { type: string; name?: string }): boolean {
  if (file.type.startsWith(UPLOAD_LIMITS.imageTypePrefix)) return true
  return file.type === '' && /\.hei[cf]$/i.test(file.name ?? '')
}

export const BLOG = {
  pageSize: 50,
  maxPageButtons: 5,
  featuredCardTags: 3,
  cardTags: 2,
  articleHeaderTags: 3,
  relatedArticles: 3,
  vietnamArticles: 6,
  structuredDataPosts: 10,
  skeletonCards: 6,
  // The API caps page size so one request cannot pull the whole table.
  maxLimit: 50,
  // Longer filters are cut off rather than searched: no title or country code comes near these.
  maxSearchLength: 100,
  maxCountryLength: 60,
  rssItems: 20,
} as const

export const QUERY = {
  staleTimeMs: 5 * MINUTE_MS,
  gcTimeMs: 5 * MINUTE_MS,
  queryRetries: 2,
  mutationRetries: 1,
  // Retrying these cannot succeed (auth) or makes things worse (rate limit).
  noRetryStatuses: { query: [401, 403, 429], mutation: [429] },
  retryBaseDelayMs: 1000,
  retryMaxDelayMs: 30_000,
  relatedStaleTimeMs: 10 * MINUTE_MS,
} as const

// failureCount is 0 for the first retry, matching TanStack Query's retryDelay argument.
export function retryDelayMs(failureCount: number): number {
  return Math.min(QUERY.retryBaseDelayMs * 2 ** failureCount, QUERY.retryMaxDelayMs)
}

export const TOAST = {
  // One at a time: a new toast replaces the visible one.
  limit: 1,
  removeDelayMs: 1_000_000,
  durationMs: 5000,
  swipeThresholdPx: 50,
  hotkey: 'F8',
} as const

// Keeps the long country list scrollable inside the mobile menu instead of pushing the page.
export const MOBILE_MENU_MAX_HEIGHT_REM = 24

// The staff area (/cms and /api/cms).
export const CMS = {
  pageSize: 20,
  maxPageSize: 100,
  maxSlugLength: 120,
  maxEmailLength: 254,
  // argon2 takes any length, but hashing megabytes per request is a denial-of-service lever.
  maxPasswordLength: 256,
  minPasswordLength: 12,
  // About 2 MB of HTML: a long guide with tables is under 100 KB.
  maxContentLength: 2_000_000,
  dashboardLatestFeedback: 5,
  // A session ends after this long without a request, and in any case after sessionMaxAgeMs.
  sessionIdleMs: 30 * MINUTE_MS,
  sessionMaxAgeMs: 12 * 60 * MINUTE_MS,
  // Failed sign-ins for one email within lockoutWindowMs before a lockout of lockoutMs (held in the database);
  // client addresses are limited by loginPerMinute instead.
  lockoutThreshold: 5,
  lockoutWindowMs: 15 * MINUTE_MS,
  lockoutMs: 15 * MINUTE_MS,
  // Login attempts per client address and minute, whatever the account.
  loginPerMinute: 10,
  sessionCookie: 'vps_session',
  csrfHeader: 'x-csrf-token',
} as const
