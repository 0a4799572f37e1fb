import type { Plugin } from 'vite'

// `vite dev` has no index.html because the root route renders the whole document: render pages through the
// same entry-server the prerenderer uses, with a manifest pointing at Vite's dev modules.
const devManifest = {
  routes: {
    __root__: {
      scripts: [
        {
          attrs: { type: 'module' },
          children:
            'import { injectIntoGlobalHook } from "/@react-refresh"; injectIntoGlobalHook(window); window.$RefreshReg$ = () => {}; window.$RefreshSig$ = () => (type) => type;',
        },
        { attrs: { type: 'module', src: '/@vite/client' } },
        { attrs: { type: 'module', src: '/src/entry-client.tsx' } },
      ],
    },
  },
}

export function devSsr(): Plugin {
  return {
    name: 'vps-dev-ssr',
    apply: 'serve',
    configureServer(server) {
      return () => {
        server.middlewares.use(async (req, res, next) => {
          const accept = req.headers.accept ?? ''
          if (req.method !== 'GET' || !accept.includes('text/html') || !req.url) return next()
          try {
            const { render } = await server.ssrLoadModule('/src/entry-server.tsx')
            // Pages fetch their data while rendering; in dev the API runs beside Vite (`pnpm dev` starts both).
            const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3000'
            const response: Response = await render(req.url, devManifest, { apiOrigin })
            res.statusCode = response.status
            res.setHeader('Content-Type', 'text/html; charset=utf-8')
            res.end(await response.text())
          } catch (error) {
            server.ssrFixStacktrace(error as Error)
            next(error)
          }
        })
      }
    },
  }
}
