// Builds the package others install (docs/imaging-package.md): ESM bundles in dist/, declarations in
// dist/types/, and the verified models with their licences in models/. The workspace keeps importing the
// TypeScript sources; pnpm pack swaps in publishConfig's exports, which point here.
import { execFileSync } from 'node:child_process'
import { chmod, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, type Plugin } from 'esbuild'
import { servedModelFiles } from '../../../models/lib.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dist = path.join(root, 'dist')
const types = path.join(dist, 'types')
const pkg = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>
}

// The workers are started as `new URL('./x.worker.ts', import.meta.url)`, which Vite follows in the site. In
// dist every file sits in one folder, so the same URL with .js finds the built worker from any chunk.
const workerUrls: Plugin = {
  name: 'worker-urls',
  setup(b) {
    b.onLoad({ filter: /[\\/]src[\\/]browser[\\/][^\\/]+\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8')
      return {
        contents: source.replace(
          /new URL\('\.\/([\w.-]+\.worker)\.ts', import\.meta\.url\)/g,
          "new URL('./$1.js', import.meta.url)",
        ),
        loader: 'ts',
      }
    })
  },
}

async function bundle() {
  await build({
    absWorkingDir: root,
    entryPoints: {
      index: 'src/index.ts',
      node: 'src/node/index.ts',
      bin: 'src/node/bin.ts',
      browser: 'src/browser/index.ts',
      photo: 'src/browser/photo-client.ts',
      'imaging.worker': 'src/browser/imaging.worker.ts',
      'photo.worker': 'src/browser/photo.worker.ts',
    },
    outdir: dist,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    // The runtime dependencies install beside the package; the rules (@vps/specs, private to this
    // repository) are bundled in. `?url` imports are left for the user's bundler (Vite) to resolve.
    external: [...Object.keys(pkg.dependencies).filter((d) => d !== '@vps/specs'), 'node:*', '*?url'],
    chunkNames: 'chunk-[hash]',
    sourcemap: true,
    legalComments: 'linked',
    plugins: [workerUrls],
    logLevel: 'warning',
  })
  // The program's first line, so `npx vps-imaging` runs it with Node; its source map moves down a line
  // (a ';' before the mappings is one empty generated line).
  const bin = path.join(dist, 'bin.js')
  await writeFile(bin, `#!/usr/bin/env node\n${await readFile(bin, 'utf8')}`)
  await chmod(bin, 0o755)
  const map = JSON.parse(await readFile(`${bin}.map`, 'utf8')) as { mappings: string }
  await writeFile(`${bin}.map`, JSON.stringify({ ...map, mappings: `;${map.mappings}` }))
}

// TypeScript writes one declaration per source file and keeps the import paths as written: './api.ts' and
// '@vps/specs'. The installed package has neither, so each becomes the relative path of its .d.ts.
async function declarations() {
  const tsc = path.join(root, 'node_modules', '.bin', 'tsc')
  execFileSync(tsc, ['-p', 'tsconfig.build.json'], { cwd: root, stdio: 'inherit' })
  execFileSync(tsc, ['-p', 'tsconfig.build-specs.json'], { cwd: root, stdio: 'inherit' })
  const specsEntry = { '@vps/specs': 'specs/index.js', '@vps/specs/schemas': 'specs/schemas/index.js' }
  for (const file of await listFiles(types)) {
    if (!file.endsWith('.d.ts')) continue
    const source = await readFile(file, 'utf8')
    const rewritten = source.replace(/(from |import\()'([^']+)'/g, (whole, lead: string, spec: string) => {
      const bare = specsEntry[spec as keyof typeof specsEntry]
      if (bare) {
        const relative = path.relative(path.dirname(file), path.join(types, bare))
        return `${lead}'${relative.startsWith('.') ? relative : `./${relative}`}'`
      }
      return spec.startsWith('.') ? `${lead}'${spec.replace(/\.ts$/, '.js')}'` : whole
    })
    if (rewritten !== source) await writeFile(file, rewritten)
  }
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name))
}

// The models, checked against their manifest's hashes, and LICENSES.txt naming each one's licence.
async function models() {
  const dir = path.join(root, 'models')
  await rm(dir, { recursive: true, force: true })
  await mkdir(dir)
  for (const file of await servedModelFiles()) await writeFile(path.join(dir, file.name), file.bytes)
}

await rm(dist, { recursive: true, force: true })
await Promise.all([bundle(), models()])
await declarations()
