// A miniature of apps/web's prerendered build, written to a temp folder so the static-serving tests do not
// depend on the real web app having been built.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync } from 'node:zlib'
import { tempDir } from './helpers.ts'

export const NOT_FOUND_MARKER = 'Did you forget to add the page to the router?'
export const APP_JS = 'console.log("visa photo studio");\n'.repeat(40)

const page = (title: string, body: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body>${body}</body></html>`

export function createWebFixture(): string {
  const root = tempDir('web')
  mkdirSync(path.join(root, 'assets'))
  writeFileSync(path.join(root, 'index.html'), page('Visa Photo Studio', '<h1>Home</h1>'))
  writeFileSync(path.join(root, 'about.html'), page('About', '<h1>About us</h1>'))
  writeFileSync(path.join(root, '404.html'), page('Page not found', `<h1>404</h1><p>${NOT_FOUND_MARKER}</p>`))
  writeFileSync(path.join(root, 'assets', 'app-abc123.js'), APP_JS)
  writeFileSync(path.join(root, 'assets', 'app-abc123.js.br'), brotliCompressSync(APP_JS))
  return root
}
