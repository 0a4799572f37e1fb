// A miniature of apps/web's prerendered build, written to a temp folder so the static-serving tests do not
// depend on the real web app having been built.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync } from 'node:zlib'
import { tempDir } from './helpers.ts'

export const NOT_FOUND_MARKER = 'Did you forget to add the page to the router?'
export const APP_JS = 'console.log("visa photo studio");\n'.repeat(40)
/** A stand-in model: compresses well, so the compressed answer is clearly smaller than the file. */
export const MODEL = Buffer.alloc(50_000, 7)
/** Inline scripts as the prerendered pages carry them (TanStack Router's state), and a data block. */
export const PAGE_SCRIPT = 'self.$_TSR={h(){this.hydrated=!0}}'
export const RENDERED_SCRIPT = 'self.$R=self.$R||{}'
const INLINE = `<script>${PAGE_SCRIPT}</script><script type="application/ld+json">{"@type":"WebSite"}</script>`

const page = (title: string, body: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body>${body}</body></html>`

export function createWebFixture(): string {
  // dist/client inside a folder of its own, as in apps/web, so a stand-in dist/server can sit beside it.
  const root = path.join(tempDir('web'), 'client')
  mkdirSync(path.join(root, 'assets'), { recursive: true })
  writeFileSync(path.join(root, 'index.html'), page('Visa Photo Studio', `<h1>Home</h1>${INLINE}`))
  const about = page('About', `<h1>About us</h1>${INLINE}`)
  writeFileSync(path.join(root, 'about.html'), about)
  // Precompressed, as the web build writes every page.
  writeFileSync(path.join(root, 'about.html.br'), brotliCompressSync(about))
  // The blog list and a prerendered article: a file and a folder of the same name, as the web build writes them.
  writeFileSync(path.join(root, 'blog.html'), page('Blog', '<h1>All guides</h1>'))
  mkdirSync(path.join(root, 'blog'))
  writeFileSync(
    path.join(root, 'blog', 'prerendered-guide.html'),
    page('Guide', '<h1>Prerendered guide</h1>'),
  )
  writeFileSync(path.join(root, '404.html'), page('Page not found', `<h1>404</h1><p>${NOT_FOUND_MARKER}</p>`))
  writeFileSync(path.join(root, 'assets', 'app-abc123.js'), APP_JS)
  writeFileSync(path.join(root, 'assets', 'app-abc123.js.br'), brotliCompressSync(APP_JS))
  // A model, precompressed, as the web build places models/ (its name carries no hash).
  mkdirSync(path.join(root, 'models'))
  writeFileSync(path.join(root, 'models', 'face.onnx'), MODEL)
  writeFileSync(path.join(root, 'models', 'face.onnx.br'), brotliCompressSync(MODEL))
  return root
}

/**
 * Adds a stand-in SSR bundle beside the fixture (as apps/web's build puts dist/server beside dist/client):
 * it renders '/blog/<slug>' pages and answers 404 for '/blog/missing', like the router would, redirects
 * '/blog?page=abc' to '/blog', and prints the API origin it was given. It runs on the app's render thread;
 * while a file named `hold` sits beside it (holdRenders), every render waits, so a test can look at renders
 * in flight.
 */
export function addSsrBundle(webDist: string): void {
  const serverDir = path.join(webDist, '..', 'server')
  mkdirSync(serverDir, { recursive: true })
  writeFileSync(path.join(serverDir, 'router-manifest.json'), JSON.stringify({ routes: {} }))
  writeFileSync(
    path.join(serverDir, 'entry-server.js'),
    `import { existsSync } from 'node:fs'
const HOLD = new URL('./hold', import.meta.url)
export async function render(url, manifest, options) {
  while (existsSync(HOLD)) await new Promise((resolve) => setTimeout(resolve, 5))
  // The router's redirect for a bad search value ('/blog?page=abc' → '/blog'), and a broken one off the site.
  if (url === '/blog?page=abc') return new Response(null, { status: 307, headers: { location: '/blog' } })
  if (url === '/blog?page=away') return new Response(null, { status: 307, headers: { location: '//evil.example/' } })
  if (url === '/blog/away/deeper') return new Response(null, { status: 307, headers: { location: '/\\\\evil.example/' } })
  // Articles the router cannot find: any slug with 'missing' in it (the server's stand-in included).
  const status = url.startsWith('/blog/') && url.includes('missing') ? 404 : 200
  globalThis.renders = (globalThis.renders ?? 0) + 1
  const body = '<!doctype html><title>rendered</title><h1>rendered ' + url + '</h1><p>' + Object.keys(manifest).join() + '</p><p>api ' + options.apiOrigin + '</p><p>render #' + globalThis.renders + '</p><script>${RENDERED_SCRIPT}</script>'
  return new Response(body, { status, headers: { 'content-type': 'text/html' } })
}
`,
  )
}

/** Holds every render of the stand-in bundle (addSsrBundle) until the returned release is called. */
export function holdRenders(webDist: string): () => void {
  const hold = path.join(webDist, '..', 'server', 'hold')
  writeFileSync(hold, '')
  return () => rmSync(hold, { force: true })
}
