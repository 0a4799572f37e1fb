import type { AnyRouter, Manifest } from '@tanstack/react-router'
import { createRequestHandler, defaultRenderHandler } from '@tanstack/react-router/ssr/server'
import { createRouter } from './router.tsx'

export { webAppManifest } from './shared/offline/web-app-manifest.ts'
export { prerenderPaths } from './shared/seo/prerender-paths.ts'

export interface RenderOptions {
  /** Where the page's data queries go, e.g. 'http://127.0.0.1:3000'; the API that renders passes its own. */
  apiOrigin?: string
}

/** Renders one URL to a full HTML Response; its status is 404 when no route matched or a loader threw notFound. */
export function render(url: string, manifest: Manifest, options: RenderOptions = {}): Promise<Response> {
  const handler = createRequestHandler<AnyRouter>({
    createRouter: () => createRouter({ apiOrigin: options.apiOrigin ?? '' }),
    request: new Request(new URL(url, 'http://localhost')),
    getRouterManifest: () => manifest,
  })
  return handler(defaultRenderHandler)
}
