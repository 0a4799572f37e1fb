// Writes one HTML file per public route, per published article (and 404.html) from the SSR bundle, the router
// asset manifest the API uses for on-demand rendering, and brotli/gzip copies of every compressible asset.
// Pages with data (the blog, country guides) are rendered against the built API, started here on a fresh,
// seeded database and stopped at the end: the HTML then holds exactly what the API serves.
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { startApi } from './prerender-api.mjs'
import { buildRouterManifest } from './router-manifest.mjs'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)
const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const clientDir = path.join(webRoot, 'dist/client')
const serverDir = path.join(webRoot, 'dist/server')

const started = performance.now()
const viteManifest = JSON.parse(await readFile(path.join(clientDir, '.vite/manifest.json'), 'utf8'))
const manifest = buildRouterManifest(viteManifest)
await writeFile(path.join(serverDir, 'router-manifest.json'), JSON.stringify(manifest, null, 2))

const { render, prerenderPaths, webAppManifest } = await import(
  pathToFileURL(path.join(serverDir, 'entry-server.js')).href
)

function htmlFileFor(urlPath) {
  return urlPath === '/' ? 'index.html' : `${urlPath.slice(1)}.html`
}

await writeFile(path.join(clientDir, 'manifest.webmanifest'), JSON.stringify(webAppManifest(), null, 2))

const failures = []
const api = await startApi(path.resolve(webRoot, '../..'))
let paths
try {
  const slugs = await api.articleSlugs()
  paths = prerenderPaths(slugs)
  for (const urlPath of paths) {
    const response = await render(urlPath, manifest, { apiOrigin: api.origin })
    if (response.status !== 200) failures.push(`${urlPath} → ${response.status}`)
    const file = path.join(clientDir, htmlFileFor(urlPath))
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(file, await response.text())
  }
  const missing = await render('/__definitely-not-a-page__', manifest, { apiOrigin: api.origin })
  if (missing.status !== 404) failures.push(`unknown path → ${missing.status}, expected 404`)
  await writeFile(path.join(clientDir, '404.html'), await missing.text())
} finally {
  await api.stop()
}
if (failures.length > 0) {
  console.error(`Prerender failed:\n  ${failures.join('\n  ')}`)
  process.exit(1)
}

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* walk(full)
    else yield full
  }
}

// .onnx too: the face mesh and person models' weights shrink to about half under brotli (docs/models.md).
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|wasm|onnx|txt|xml)$/
let compressed = 0
for await (const file of walk(clientDir)) {
  if (!COMPRESSIBLE.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue
  if ((await stat(file)).size < 1024) continue
  const body = await readFile(file)
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        // The largest window browsers accept: ONNX Runtime's 14 MB WebAssembly finds its repeats further
        // back than the default 4 MB window sees (2.36 -> 2.30 MB), which a slow first visit waits for.
        [zlib.constants.BROTLI_PARAM_LGWIN]: 24,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: 9 }),
  ])
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)])
  compressed++
}
const ms = Math.round(performance.now() - started)
console.log(`Prerendered ${paths.length} pages and 404.html, compressed ${compressed} assets in ${ms} ms`)
