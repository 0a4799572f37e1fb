/** Every staff answer: per user, so never kept by a browser or a proxy (set once for /api/cms in plugin.ts). */
export const STAFF_CACHE_CONTROL = 'private, no-store'
