// Marketing numbers appear on several pages; keeping them here stops the copies drifting apart.
export const SITE = {
  name: 'Visa Photo Studio',
  brandLine: 'Specialists in Visa Photos',
  processingDays: '3-5 business days',
  rejectionDelay: '7-14 days',
  destinations: '180+',
  resultTime: 'under 30 seconds',
  photoRecencyMonths: 6,
  rssPath: '/rss.xml',
  // schema.org SearchAction: the placeholder name must match its query-input declaration.
  searchUrlTemplate: '/blog?search={search_term_string}',
} as const
