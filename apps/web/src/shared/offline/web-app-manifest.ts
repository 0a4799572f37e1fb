import { SITE } from '@vps/specs'

/**
 * The web app manifest (/manifest.webmanifest, written by the prerender) that makes the site installable:
 * its name, colours and icons (public/icons, drawn from favicon.svg; the maskable one keeps the mark inside
 * the safe circle).
 */
export function webAppManifest() {
  return {
    name: SITE.name,
    short_name: 'Visa Photo',
    description: 'Visa and passport photos, and images compressed to an exact size, made on your device.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#2563eb',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/icon-512-maskable.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  }
}
