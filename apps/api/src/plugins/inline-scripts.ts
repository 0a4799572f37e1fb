// The hashes of a page's inline scripts, for a Content-Security-Policy that names exactly those scripts
// instead of allowing any inline script ('unsafe-inline'). A prerendered page carries TanStack Router's
// dehydrated state and a few small helpers inline; an injected script is none of them, so the browser
// refuses it even if the sanitiser ever let one through.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const TYPE = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i
// Types a browser runs; anything else (application/ld+json) is a data block CSP does not govern.
const EXECUTABLE = new Set(['', 'text/javascript', 'application/javascript', 'module'])

/** CSP source expressions ('sha256-…') for every inline script the page would run, each once. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue
    const type = TYPE.exec(attributes)
    const value = (type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim().toLowerCase()
    if (!EXECUTABLE.has(value)) continue
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

const fileHashes = new Map<string, { mtimeMs: number; hashes: string[] }>()

/**
 * The hashes of a prerendered page file, read once per build of it (keyed by its modification time: the
 * web build can be replaced while the server runs). A precompressed twin ('x.html.br') is answered from
 * the page it was made from.
 */
export function pageFileHashes(filePath: string, mtimeMs: number): string[] {
  const page = filePath.replace(/\.(br|gz)$/, '')
  const cached = fileHashes.get(page)
  if (cached?.mtimeMs === mtimeMs) return cached.hashes
  let html: string
  try {
    html = readFileSync(page, 'utf8')
  } catch {
    // Gone since it was found (a rebuild in progress): no inline script is allowed, nothing breaks.
    return []
  }
  const hashes = inlineScriptHashes(html)
  fileHashes.set(page, { mtimeMs, hashes })
  return hashes
}

/**
 * What a reply knows about its page's inline scripts, for the security headers' hook: the page file the
 * static server sends (read once per build), or the hashes of a page rendered here (computed once per
 * render, so a cached page is not hashed again on every request).
 */
const PAGE_SCRIPTS = Symbol('vps.pageScripts')
type PageScripts = { file: string; mtimeMs: number } | { hashes: readonly string[] }
type Marked = { [PAGE_SCRIPTS]?: PageScripts }

export function markPageFile(reply: object, file: string, mtimeMs: number): void {
  ;(reply as Marked)[PAGE_SCRIPTS] = { file, mtimeMs }
}

export function markPageHashes(reply: object, hashes: readonly string[]): void {
  ;(reply as Marked)[PAGE_SCRIPTS] = { hashes }
}

/** The marked page's hashes, or undefined when the reply was not marked. */
export function markedPageHashes(reply: object): readonly string[] | undefined {
  const marked = (reply as Marked)[PAGE_SCRIPTS]
  if (!marked) return undefined
  return 'hashes' in marked ? marked.hashes : pageFileHashes(marked.file, marked.mtimeMs)
}
