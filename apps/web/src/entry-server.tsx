import type { AnyRouter, Manifest } from '@tanstack/react-router'
import { createRequestHandler, defaultRenderHandler } from '@tanstack/react-router/ssr/server'
import { createRouter } from './router.tsx'

export { prerenderPaths } from './shared/seo/prerender-paths.ts'

/** Renders one URL to a full HTML Response; its status is 404 when no route matched. */
export function render(url: string, manifest: Manifest): Promise<Response> {
  const handler = createRequestHandler<AnyRouter>({
    createRouter,
    request: new Request(new URL(url, 'http://localhost')),
    getRouterManifest: () => manifest,
  })
  return handler(defaultRenderHandler)
}
