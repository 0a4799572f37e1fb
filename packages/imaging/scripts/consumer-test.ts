// The consumer test (docs/imaging-package.md): packs this package as it would be published, installs the
// tarball into an empty project in the system's temporary folder, outside this repository, and uses it
// there from a plain Node script, `node -e`, a Vitest test, the vps-imaging program and the TypeScript
// compiler, on committed fixtures. npm test runs it; KEEP_CONSUMER=1 keeps the project for a look.
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { copyFile, cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gunzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const fixtures = path.resolve(root, '../../tests/fixtures')
const FIXTURES = [
  'images/prairie_falcon.jpg',
  'portraits/wh_obama_official.jpg',
  'portraits/cc0_debruine_home_60cm.jpg',
]
const VITEST = '4.1.12'
const NODE_TYPES = '20.19.43'
const VITE = '8.3.8'

// Nothing of this repository may reach the project: no models folder, no pnpm settings for npm.
const env = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => key !== 'MODELS_DIR' && !/^npm_/i.test(key)),
)

// Every step has a time limit, so a stuck install or program fails the test instead of hanging npm test.
function run(cmd: string, args: string[], cwd: string, expectCode = 0, timeoutMs = 300_000): string {
  const result = spawnSync(cmd, args, { cwd, env, encoding: 'utf8', timeout: timeoutMs })
  const said = `${result.stdout}${result.stderr}`
  if (result.status !== expectCode) {
    const how = result.error ? String(result.error) : `exited ${result.status ?? result.signal}`
    throw new Error(`${cmd} ${args.join(' ')} ${how}, not ${expectCode}:\n${said}`)
  }
  return result.stdout
}

/** The tarball's files and their unpacked bytes, read from its tar headers (no tar program needed). */
function tarContents(tgz: Buffer): { files: number; bytes: number } {
  const tar = gunzipSync(tgz)
  let [files, bytes, at] = [0, 0, 0]
  while (at + 512 <= tar.length && tar[at] !== 0) {
    const size = Number.parseInt(
      tar
        .subarray(at + 124, at + 136)
        .toString('ascii')
        .trim() || '0',
      8,
    )
    if (String.fromCharCode(tar[at + 156] ?? 0) === '0' || tar[at + 156] === 0) {
      files++
      bytes += size
    }
    at += 512 + Math.ceil(size / 512) * 512
  }
  return { files, bytes }
}

const project = await mkdtemp(path.join(tmpdir(), 'vps-imaging-consumer-'))
try {
  // pnpm pack runs the prepack build and swaps in publishConfig (exports to dist/, the bin).
  execFileSync('pnpm', ['pack', '--pack-destination', project], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const tarball = (await readdir(project)).find((name) => name.endsWith('.tgz'))
  if (!tarball) throw new Error('pnpm pack wrote no tarball')
  const packed = await readFile(path.join(project, tarball))
  const contents = tarContents(packed)
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(2)
  console.log(
    `consumer: ${tarball} ${mb(packed.length)} MB packed, ${mb(contents.bytes)} MB unpacked, ${contents.files} files`,
  )

  await writeFile(
    path.join(project, 'package.json'),
    `${JSON.stringify({ name: 'consumer', private: true, type: 'module' }, null, 2)}\n`,
  )
  await cp(path.join(root, 'consumer'), project, { recursive: true })
  await mkdir(path.join(project, 'fixtures'))
  for (const file of FIXTURES)
    await copyFile(path.join(fixtures, file), path.join(project, 'fixtures', path.basename(file)))
  run(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      `./${tarball}`,
      `vitest@${VITEST}`,
      `@types/node@${NODE_TYPES}`,
      `vite@${VITE}`,
    ],
    project,
    0,
    // onnxruntime-web alone is about 140 MB: slower than the other steps on a cold npm cache.
    600_000,
  )

  // The installed package is the packed one, not a link back here.
  const installed = JSON.parse(
    await readFile(path.join(project, 'node_modules/@vps/imaging/package.json'), 'utf8'),
  )
  if (installed.exports['./node'].default !== './dist/node.js')
    throw new Error('the tarball kept the source exports')

  console.log(run(process.execPath, ['use.mjs'], project).trim())
  const oneLine = run(
    process.execPath,
    [
      '-e',
      "import('@vps/imaging/node').then(async (m) => { const r = await m.compressToTarget('fixtures/prairie_falcon.jpg', 30); console.log(r.report.status, r.bytes.length) })",
    ],
    project,
  ).trim()
  const [status, bytes] = oneLine.split(' ')
  if (status !== 'in-window' || Number(bytes) > 30 * 1024 || Number(bytes) <= 28 * 1024)
    throw new Error(`node -e compressed to "${oneLine}", not into [28, 30] KB`)
  console.log(`consumer node -e: ${oneLine}`)

  run(path.join(project, 'node_modules/.bin/vitest'), ['run', '--reporter=dot'], project)
  console.log('consumer vitest: 3 tests passed')

  const bin = path.join(project, 'node_modules/.bin/vps-imaging')
  const compressed = JSON.parse(
    run(bin, ['compress', 'fixtures/prairie_falcon.jpg', '--kb', '50', '-o', 'out.jpg', '--json'], project),
  )
  const size = (await stat(path.join(project, 'out.jpg'))).size
  if (compressed.status !== 'in-window' || size !== compressed.bytes || size > 50 * 1024 || size <= 48 * 1024)
    throw new Error(`vps-imaging compress wrote ${size} bytes (${compressed.status})`)
  const uk = run(
    bin,
    [
      'visa',
      'fixtures/wh_obama_official.jpg',
      '--country',
      'united-kingdom',
      '-o',
      'uk.jpg',
      '--receipt',
      'uk.html',
    ],
    project,
    5,
  )
  if (!uk.startsWith('uk.jpg: not ready (413x531); failing: background'))
    throw new Error(`vps-imaging visa said: ${uk}`)
  if (!(await readFile(path.join(project, 'uk.html'), 'utf8')).includes('data-verdict="not-ready"'))
    throw new Error('the receipt does not say "not ready"')
  run(bin, ['check', 'uk.jpg', '--country', 'atlantis'], project, 4)
  console.log(
    `consumer vps-imaging: compress ${size} bytes, exit 0; visa ${uk.split('\n')[0]}, exit 5; unknown country, exit 4`,
  )

  // The declarations, compiled with this repository's TypeScript against the installed package.
  run(path.join(root, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json'], project)
  console.log('consumer tsc: the declarations type-check')

  console.log(`consumer vite: ${await inTheBrowser(project)}`)
} finally {
  if (process.env.KEEP_CONSUMER) console.log(`consumer: kept ${project}`)
  else await rm(project, { recursive: true, force: true })
}

// The browser entry bundled by Vite (consumer/web) and run in Chromium: a photo compressed into the
// [48, 50] KB window by the package's worker and WASM codecs, as the site's compress pages do.
async function inTheBrowser(project: string): Promise<string> {
  const web = path.join(project, 'web')
  const vite = path.join(project, 'node_modules/.bin/vite')
  run(vite, ['build', '--logLevel', 'warn'], web)
  const port = await freePort()
  const server = spawn(vite, ['preview', '--port', String(port), '--strictPort'], {
    cwd: web,
    env,
    stdio: 'ignore',
  })
  let serverError: Error | undefined
  server.on('error', (error) => {
    serverError = error
  })
  let browser: Awaited<ReturnType<typeof chromium.launch>> | undefined
  try {
    browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' })
    const page = await browser.newPage()
    for (let tries = 0; ; tries++) {
      const ok = await page.goto(`http://127.0.0.1:${port}/`).then(
        (response) => response?.ok(),
        () => false,
      )
      if (ok) break
      if (serverError || tries > 50)
        throw new Error(`vite preview did not start: ${serverError ?? 'no answer'}`)
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    await page.setInputFiles('#file', path.join(project, 'fixtures/prairie_falcon.jpg'))
    await page.locator('#result:not(:empty)').waitFor({ timeout: 60_000 })
    const said = (await page.textContent('#result')) ?? ''
    const [status, bytes] = said.split(' ')
    if (status !== 'in-window' || Number(bytes) > 50 * 1024 || Number(bytes) <= 48 * 1024)
      throw new Error(`the Vite page compressed to "${said}", not into [48, 50] KB`)
    return `the browser entry, bundled by Vite ${VITE}, compressed a photo to ${bytes} bytes in Chromium`
  } finally {
    await browser?.close()
    server.kill()
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
    probe.on('error', reject)
  })
}
