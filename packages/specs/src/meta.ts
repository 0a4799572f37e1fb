export const META = {
  titleMax: 60,
  titleCutAt: 57,
  descriptionMax: 155,
  descriptionCutAt: 152,
  // Three dots: 57 + 3 = 60 keeps a cut title within the 60-character limit it is cut for.
  ellipsis: '...',
  robotsIndex: 'index, follow',
  robotsNoIndex: 'noindex, nofollow',
} as const

// Search engines truncate longer snippets themselves, usually mid-word; cutting here keeps control.
function truncate(s: string, max: number, cutAt: number): string {
  return s.length > max ? s.slice(0, cutAt) + META.ellipsis : s
}

export function truncateTitle(s: string): string {
  return truncate(s, META.titleMax, META.titleCutAt)
}

export function truncateDescription(s: string): string {
  return truncate(s, META.descriptionMax, META.descriptionCutAt)
}

export function robotsContent(noIndex?: boolean): string {
  return noIndex ? META.robotsNoIndex : META.robotsIndex
}

// Structured data needs an image even when an article has none of its own.
export function ogImagePath(slug: string): string {
  return `/api/og-image/${slug}`
}
