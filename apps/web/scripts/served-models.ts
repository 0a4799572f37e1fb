import type { Plugin, ResolvedConfig } from 'vite'
import { ModelError, servedModelFiles } from '../../../models/lib.mjs'

// The ONNX models are committed under models/ (docs/models.md). The site serves them at /models/: in the
// client build they are emitted into the bundle after their hashes are checked, so a build cannot exist
// without them and turbo counts models/ as an input of the web build; `vite dev` serves the same files.
export function servedModels(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'vps-served-models',
    configResolved(resolved) {
      config = resolved
    },
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const name = req.url?.match(/^\/models\/([^/?]+)/)?.[1]
        if (!name) return next()
        const file = (await servedModelFiles()).find((f) => f.name === name)
        if (!file) return next()
        res.setHeader(
          'Content-Type',
          name.endsWith('.txt') ? 'text/plain; charset=utf-8' : 'application/octet-stream',
        )
        res.end(file.bytes)
      })
    },
    async generateBundle() {
      if (config.build.ssr) return
      try {
        for (const { name, bytes } of await servedModelFiles()) {
          this.emitFile({ type: 'asset', fileName: `models/${name}`, source: bytes })
        }
      } catch (err) {
        this.error(err instanceof ModelError ? err.message : String(err))
      }
    },
  }
}
