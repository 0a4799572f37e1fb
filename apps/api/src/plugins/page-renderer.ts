// Renders a page on demand with the web app's SSR bundle, for URLs that cannot be prerendered at build time:
// articles published after the build (/blog/:slug) and the staff pages with ids in them (/cms/...).
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

export type RenderPage = (url: string) => Promise<{ status: number; html: string }>

interface SsrModule {
  render(url: string, manifest: unknown): Promise<Response>
}

/** Paths that may hold pages unknown at build time; every other unknown path is simply the 404 page. */
export const ON_DEMAND_PATHS = /^\/(blog|cms)\//

/**
 * The renderer for a web build, or null when the build has no SSR bundle. The bundle is loaded once, on first
 * use: after a web rebuild the server must restart, as the bundle points at that build's hashed assets.
 */
export function createPageRenderer(webDist: string): RenderPage | null {
  const serverDir = path.resolve(webDist, '..', 'server')
  const entry = path.join(serverDir, 'entry-server.js')
  const manifestFile = path.join(serverDir, 'router-manifest.json')
  if (!existsSync(entry) || !existsSync(manifestFile)) return null

  let loaded: Promise<{ ssr: SsrModule; manifest: unknown }> | undefined
  const load = async () => ({
    ssr: (await import(pathToFileURL(entry).href)) as SsrModule,
    manifest: JSON.parse(await readFile(manifestFile, 'utf8')) as unknown,
  })

  return async (url) => {
    loaded ??= load()
    const { ssr, manifest } = await loaded
    const response = await ssr.render(url, manifest)
    return { status: response.status, html: await response.text() }
  }
}
