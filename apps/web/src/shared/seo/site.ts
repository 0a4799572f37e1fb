// The public origin used in canonical links, Open Graph URLs and JSON-LD. It is fixed at build time because
// pages are prerendered; set PUBLIC_SITE_URL when building for a real domain.
export const SITE_URL = (import.meta.env.PUBLIC_SITE_URL || 'http://localhost:3000').replace(/\/+$/, '')

export function absoluteUrl(path: string): string {
  return `${SITE_URL}${path.startsWith('/') ? path : `/${path}`}`
}
