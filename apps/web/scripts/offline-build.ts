import { createHash } from 'node:crypto'
import path from 'node:path'
import type { Plugin, ResolvedConfig, Rolldown } from 'vite'

type OutputBundle = Rolldown.OutputBundle

const SW_SOURCE = path.resolve(import.meta.dirname, '../src/offline/sw.ts')
const PLACEHOLDER = '__VPS_OFFLINE_BUILD__'

// Files the tools never need offline: the HEIC decoder (three ~2 MB copies, fetched and kept only when a
// HEIC file arrives) and the staff area's chunks (the article editor).
const NOT_ENGINE = /libheif/
const STAFF_MODULE = /[\\/](features|routes)[\\/]cms[\\/]/

/**
 * Emits the service worker (src/offline/sw.ts) as /sw.js, with the list of files the photo and compress
 * tools load written in, and a version that changes whenever any of them does (docs/offline.md).
 */
export function offlineBuild(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'vps-offline-build',
    configResolved(resolved) {
      config = resolved
    },
    buildStart() {
      if (config.build.ssr || config.command !== 'build') return
      this.emitFile({ type: 'chunk', id: SW_SOURCE, fileName: 'sw.js' })
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (config.build.ssr) return
        const sw = bundle['sw.js']
        if (sw?.type !== 'chunk') return
        if (!sw.code.includes(PLACEHOLDER)) this.error(`sw.js lost its ${PLACEHOLDER} placeholder`)
        const engine = engineFiles(bundle)
        const version = buildVersion(bundle, engine)
        const json = JSON.stringify({ version, engine })
        // Written inside a single-quoted JS string: escape what would end it.
        sw.code = sw.code.replace(PLACEHOLDER, json.replace(/\\/g, '\\\\').replace(/'/g, "\\'"))
      },
    },
  }
}

function engineFiles(bundle: OutputBundle): string[] {
  const files: string[] = []
  for (const [fileName, output] of Object.entries(bundle)) {
    if (!/^(assets|models)\//.test(fileName) || NOT_ENGINE.test(fileName)) continue
    if (output.type === 'chunk') {
      // Chunks group modules by the entries that reach them: one staff module means a staff-only chunk.
      if (output.moduleIds.some((id) => STAFF_MODULE.test(id))) continue
    }
    files.push(`/${fileName}`)
  }
  return files.sort()
}

/** A short hash of every engine file's name and content (model names carry no hash of their own). */
function buildVersion(bundle: OutputBundle, engine: string[]): string {
  const hash = createHash('sha256')
  for (const url of engine) {
    const output = bundle[url.slice(1)]
    hash.update(url)
    if (output?.type === 'asset') hash.update(output.source)
    else if (output?.type === 'chunk') hash.update(output.code)
  }
  return hash.digest('hex').slice(0, 12)
}
