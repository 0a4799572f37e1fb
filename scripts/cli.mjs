#!/usr/bin/env node
// The README's two commands, `npm start` and `npm test`, land here. They assume only Node 20 and npm:
// this script fetches the exact pnpm the repo pins (corepack cannot verify it against this registry
// mirror, see docs/stack.md), installs, and then starts or tests. The models are committed under models/;
// the web build checks and serves them.
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'))
const pnpmVersion = pkg.packageManager.split('@')[1]
const toolsDir = path.join(root, '.cache', 'tools')
const isCI = process.env.CI === 'true' || process.env.CI === '1'

const env = {
  ...process.env,
  TURBO_TELEMETRY_DISABLED: '1',
  DO_NOT_TRACK: '1',
  COREPACK_ENABLE_STRICT: '0',
}

// Each step says how long the one before it took, so a slow CI run shows where its time went.
let step = null
function log(message) {
  endStep()
  console.log(`\n▶ ${message}`)
  step = { message, started: Date.now() }
}
function endStep() {
  if (step) console.log(`✓ ${step.message}: ${((Date.now() - step.started) / 1000).toFixed(0)} s`)
  step = null
}

function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env, ...options })
  if (result.status !== 0) {
    console.error(`\n✖ ${cmd} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`)
    process.exit(result.status ?? 1)
  }
}

function versionOf(cmd) {
  try {
    return execFileSync(cmd, ['--version'], {
      env,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim()
  } catch {
    return null
  }
}

function ensurePnpm() {
  const localBin = path.join(toolsDir, 'node_modules', '.bin')
  env.PATH = `${localBin}${path.delimiter}${env.PATH}`
  if (versionOf('pnpm') === pnpmVersion) return
  log(`Installing pnpm ${pnpmVersion} into .cache/tools`)
  run('npm', [
    'install',
    '--prefix',
    toolsDir,
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
    `pnpm@${pnpmVersion}`,
  ])
  if (versionOf('pnpm') !== pnpmVersion) {
    console.error(`✖ pnpm ${pnpmVersion} is not runnable after install`)
    process.exit(1)
  }
}

function install() {
  ensurePnpm()
  log('Installing dependencies')
  run('pnpm', ['install', ...(isCI ? ['--frozen-lockfile'] : []), '--reporter=append-only'])
}

// Browser tests drive Debian's Chromium: Playwright's own browser download cannot work offline.
function ensureChromium() {
  const named = env.CHROME_PATH
  if (named) {
    if (!existsSync(named)) {
      console.error(`✖ CHROME_PATH names ${named}, which does not exist`)
      process.exit(1)
    }
    return
  }
  if (!existsSync('/usr/bin/chromium')) {
    if (process.getuid?.() !== 0) {
      console.error(
        '✖ Chromium is missing. Install it (apt-get install chromium) or set CHROME_PATH to a Chromium binary.',
      )
      process.exit(1)
    }
    log('Installing Chromium from Debian packages')
    run('apt-get', ['update', '-qq'])
    run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], {
      env: { ...env, DEBIAN_FRONTEND: 'noninteractive' },
    })
  }
  env.CHROME_PATH = '/usr/bin/chromium'
}

function start() {
  install()
  log('Building')
  run('pnpm', ['exec', 'turbo', 'run', 'build', '--filter=@vps/api', '--filter=@vps/web'])
  log(`Starting the site on http://localhost:${env.PORT ?? 3000}`)
  const server = spawn(process.execPath, ['apps/api/dist/server.js'], { cwd: root, stdio: 'inherit', env })
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
  server.on('exit', (code) => process.exit(code ?? 0))
}

function test() {
  ensureChromium()
  install()
  log('Lint, typecheck, build, unit and API tests')
  run('pnpm', [
    'exec',
    'turbo',
    'run',
    'lint',
    'lint:root',
    'test:root',
    'typecheck',
    'build',
    'test',
    '--continue=dependencies-successful',
  ])
  // The imaging package packed and installed into an empty project outside the repository (docs/imaging-package.md).
  log('The imaging package as others install it')
  run('pnpm', ['--filter', '@vps/imaging', 'run', 'test:consumer'])
  log('Browser end-to-end tests')
  run('pnpm', ['run', 'test:e2e'])
  endStep()
}

// The imaging package's tests over the large corpora as well as the committed fixtures (docs/testing.md).
function extended() {
  if (!env.TESTDATA_DIR) {
    console.error('✖ Set TESTDATA_DIR to the folder holding the test corpora (compress/ and portraits/).')
    process.exit(2)
  }
  install()
  log(`Extended suites with TESTDATA_DIR=${env.TESTDATA_DIR}`)
  run('pnpm', ['--filter', '@vps/imaging', 'run', 'test'])
  endStep()
}

const command = process.argv[2]
if (command === 'start') start()
else if (command === 'test') test()
else if (command === 'extended') extended()
else {
  console.error('usage: node scripts/cli.mjs start|test|extended')
  process.exit(2)
}
