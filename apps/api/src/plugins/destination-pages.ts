// Photo pages (/{slug}-visa-photo) and landing pages (/countries/{slug}) for destinations the build could not
// know: the build prerenders the built-ins with their packages/specs values, so a page whose destination staff
// added, edited or disabled since is decided here, before the static files are looked at. Everything else is
// left to the web plugin.
import { SLUG_WORDS } from '@vps/specs'
import type { FastifyPluginAsync } from 'fastify'
import fp from 'fastify-plugin'
import { createDestinationRepository } from '../destinations/repository.ts'
import { createPageRenderer, sendPage } from './page-renderer.ts'

export interface DestinationPagesOptions {
  webDist: string
  /** Where rendered pages fetch their destination: this process's own origin (see selfOrigin). */
  apiOrigin: () => string
}

const PHOTO_PAGE = new RegExp(`^/(${SLUG_WORDS})-visa-photo$`)
const LANDING_PAGE = new RegExp(`^/countries/(${SLUG_WORDS})$`)

/**
 * The destination slug of a photo or landing page path ('/japan-visa-photo' and '/countries/japan' → 'japan'),
 * or null for any other path.
 */
export function destinationPageSlug(url: string): string | null {
  const pathname = url.split('?', 1)[0] ?? ''
  return (PHOTO_PAGE.exec(pathname) ?? LANDING_PAGE.exec(pathname))?.[1] ?? null
}

const destinationPages: FastifyPluginAsync<DestinationPagesOptions> = async (app, { webDist, apiOrigin }) => {
  const renderPage = createPageRenderer(webDist, apiOrigin)
  const destinations = createDestinationRepository(app.db)

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return
    const slug = destinationPageSlug(request.url)
    if (!slug) return
    // No row: an unedited built-in (its prerendered file is current) or an unknown slug (the usual 404).
    const row = await destinations.find(slug)
    if (!row) return
    if (!row.enabled) {
      reply.callNotFound()
      return reply
    }
    // Added or edited: the prerendered file, if any, holds the build's numbers, so the page is rendered with
    // the stored ones. Without an SSR bundle the build's files are all there is.
    if (!renderPage) return
    try {
      return sendPage(reply, await renderPage(request.url))
    } catch (err) {
      request.log.error(
        { err, url: request.url },
        'Rendering a destination page failed: serving the prerendered file',
      )
    }
  })
}

export default fp(destinationPages, { name: 'destination-pages', dependencies: ['database'] })
