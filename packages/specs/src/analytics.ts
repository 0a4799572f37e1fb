// Event names are what the analytics dashboards filter on; renaming one silently splits its history.
export const ANALYTICS_EVENTS = [
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
] as const

export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[number]

// Compression events are grouped by target size in reports, e.g. '50kb'.
export function compressionEventLabel(targetKb: number): string {
  return `${targetKb}kb`
}
