import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { devSsr } from './scripts/dev-ssr.ts'
import { offlineBuild } from './scripts/offline-build.ts'
import { servedModels } from './scripts/served-models.ts'

// Public build-time settings. Analytics is off unless a provider is named: with no configuration no request
// leaves the site's origin.
const define = {
  'import.meta.env.PUBLIC_SITE_URL': JSON.stringify(process.env.PUBLIC_SITE_URL ?? ''),
  'import.meta.env.ANALYTICS_PROVIDER': JSON.stringify(process.env.ANALYTICS_PROVIDER ?? ''),
  'import.meta.env.ANALYTICS_ID': JSON.stringify(process.env.ANALYTICS_ID ?? ''),
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    tailwindcss(),
    devSsr(),
    servedModels(),
    offlineBuild(),
  ],
  define,
  build: {
    manifest: true,
    // The SSR bundle is self-contained so the API can render on demand without the web app's node_modules.
    outDir: isSsrBuild ? 'dist/server' : 'dist/client',
    copyPublicDir: !isSsrBuild,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          input: 'src/entry-client.tsx',
          // Everything every page loads before it is usable, as one file: left to itself the bundler made
          // about twenty small shared chunks, and on a phone each further request waits its turn for a
          // connection (docs/stack.md, "Bundles").
          // The service worker (src/offline/sw.ts) is an entry of its own and stays whole.
          output: {
            codeSplitting: {
              groups: [
                { name: 'app', tags: ['$initial'], test: (id) => !/[\\/]offline[\\/]sw\.ts$/.test(id) },
              ],
            },
          },
        },
  },
  ssr: { noExternal: true },
  worker: { format: 'es' },
  optimizeDeps: { exclude: ['onnxruntime-web', '@jsquash/jpeg', '@jsquash/resize'] },
  server: { proxy: { '/api': 'http://localhost:3000', '/rss.xml': 'http://localhost:3000' } },
}))
