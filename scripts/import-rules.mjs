// The import rules of docs/architecture.md ("Import rules"), as data, and a checker that reads every source
// file's imports as text. `node --test scripts/` runs import-rules.test.mjs, which holds the repository to them.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The rooms of packages/imaging, lowest first: a file may import its own room and the rooms before it, never
 * one after it. The pure entry (src/index.ts) may import every room up to photo; the adapters never import
 * each other; test support (outside src) may import anything in src, and only tests may import it.
 */
export const IMAGING_ROOMS = [
  'base', // src/types.ts, errors.ts, options.ts, guard.ts
  'pixels',
  'geometry',
  'formats',
  'codecs',
  'face',
  'matting',
  'engine',
  'photo',
  'camera', // the live camera's coaching: reads the photo's own measures
  'entry', // src/index.ts
  'browser',
  'node',
]

const SOURCE = /\.(ts|tsx|mts|mjs)$/
const SKIP_DIRS = new Set(['node_modules', 'dist', '.turbo', 'coverage', 'models'])

/** Every source file under `dir`, as paths relative to `root`. */
export function sourceFiles(root, dir) {
  const out = []
  const walk = (at) => {
    for (const entry of readdirSync(path.join(root, at), { withFileTypes: true })) {
      if (entry.name.startsWith('.') || SKIP_DIRS.has(entry.name)) continue
      const rel = path.join(at, entry.name)
      if (entry.isDirectory()) walk(rel)
      else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(rel)
    }
  }
  walk(dir)
  return out
}

// Static imports and re-exports, dynamic import('…'), and vi.mock('…'): what a file needs to run.
const SPECIFIER =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;])import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|vi\.mock\(\s*['"]([^'"]+)['"]/g

/** The module specifiers a source text imports. */
export function importsOf(text) {
  const found = []
  for (const m of text.matchAll(SPECIFIER)) found.push(m[1] ?? m[2] ?? m[3] ?? m[4])
  return found
}

/** One import of the repository: the importing file and the file or package it names (paths from the root). */
export function edgesOf(root, files) {
  return files.flatMap((file) =>
    importsOf(readFileSync(path.join(root, file), 'utf8')).map((spec) => ({
      from: file,
      spec,
      to: spec.startsWith('.') ? path.normalize(path.join(path.dirname(file), spec)) : null,
    })),
  )
}

const isTest = (file) => /\.test\.(ts|tsx|mjs)$/.test(file) || file.includes('/testing/')
const under = (file, dir) => file === dir || file.startsWith(`${dir}/`)

/** The room of a file of packages/imaging, or null outside its src and test support. */
export function imagingRoom(file) {
  const rel = path.relative('packages/imaging', file)
  if (rel.startsWith('test-support/')) return 'test-support'
  if (!rel.startsWith('src/')) return null
  const parts = rel.split('/')
  if (parts.length === 2) return parts[1] === 'index.ts' ? 'entry' : 'base'
  return parts[1]
}

/** What is wrong with one import, in words, or null when it keeps the rules. */
export function violation({ from, spec, to }) {
  const fromApp = /^apps\/(web|api)\//.exec(from)?.[1]
  const toApp = to ? /^apps\/(web|api)\//.exec(to)?.[1] : null
  // Apps never import each other, by path or by package name.
  if (fromApp && ((toApp && toApp !== fromApp) || spec === `@vps/${fromApp === 'web' ? 'api' : 'web'}`))
    return `apps never import each other: ${from} imports ${spec}`
  // The single source of truth imports zod only.
  if (under(from, 'packages/specs/src') && !to && !isTest(from) && spec !== 'zod' && !spec.startsWith('zod/'))
    return `packages/specs imports zod only: ${from} imports ${spec}`
  // The destinations kept as data carry every source: the web app reads them served, never bundled.
  if (under(from, 'apps/web') && spec === '@vps/specs/catalog')
    return `the web app never bundles the destinations' data (docs/destinations-data.md): ${from} imports ${spec}`
  // The browser tests drive the built site and read no repository source.
  if (under(from, 'tests/e2e') && ((to && !under(to, 'tests')) || spec.startsWith('@vps/')))
    return `tests/e2e reads no repository source: ${from} imports ${spec}`
  if (under(from, 'apps/web/src/features')) {
    const own = from.split('/')[4]
    const other = to && under(to, 'apps/web/src/features') ? to.split('/')[4] : null
    if (other && other !== own) return `feature folders never import each other: ${from} imports ${spec}`
    if (to && under(to, 'apps/web/src/routes')) return `features never import routes: ${from} imports ${spec}`
  }
  return imagingViolation({ from, spec, to })
}

function imagingViolation({ from, spec, to }) {
  const room = imagingRoom(from)
  if (!room) return null
  if (spec === 'react' || spec.startsWith('react/') || spec.startsWith('react-dom'))
    return `packages/imaging uses no React: ${from} imports ${spec}`
  if (spec.startsWith('node:') && !isTest(from) && room !== 'node' && room !== 'test-support')
    return `node: modules only under src/node: ${from} imports ${spec}`
  const target = to ? imagingRoom(to) : null
  if (!target || target === room) return null
  if (target === 'test-support')
    return isTest(from) ? null : `product code never imports test support: ${from} imports ${spec}`
  if (room === 'test-support') return null
  const [a, b] = [IMAGING_ROOMS.indexOf(room), IMAGING_ROOMS.indexOf(target)]
  if ((room === 'browser' && target === 'node') || (room === 'node' && target === 'browser'))
    return `the adapters never import each other: ${from} imports ${spec}`
  if (b > a)
    return `imports point down (${IMAGING_ROOMS.join(' → ')}): ${from} (${room}) imports ${spec} (${target})`
  return null
}

/** Every import in the repository that breaks a rule, in words. */
export function violations(root) {
  const dirs = [
    'apps/web/src',
    'apps/api/src',
    'apps/api/test',
    'packages/specs/src',
    'packages/imaging',
    'tests/e2e',
  ]
  const files = dirs.flatMap((dir) => sourceFiles(root, dir))
  return edgesOf(root, files)
    .map(violation)
    .filter((v) => v !== null)
}
