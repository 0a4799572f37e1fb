import { randomBytes } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 3100)
const repoRoot = path.resolve(import.meta.dirname, '../..')
// A fresh data folder per run: the site starts on the embedded defaults exactly as a new visitor's machine would.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'vps-e2e-'))

// The first admin, created by the API at start from ADMIN_EMAIL and ADMIN_PASSWORD. The password is made up per
// run (never a real secret); set in the environment so Playwright's workers, which load this file again,
// read the same one and the staff-area specs can sign in with it.
process.env.E2E_ADMIN_EMAIL ??= 'e2e-admin@example.com'
process.env.E2E_ADMIN_PASSWORD ??= `e2e-${randomBytes(18).toString('base64url')}`

// Debian's Chromium: Playwright's own browser download cannot work offline.
const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export default defineConfig({
  testDir: './specs',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // One worker in CI: each photo test then has the machine's two cores to itself. With two, two browsers'
  // ONNX runtimes (two threads each) share two cores, and on 2026-11-28, when this VM ran about 1.7x
  // slower than on 25 Nov (cold first photo 4.2 s against 1.9 s), photos took over the 60 s guard in three
  // specs on the previous green commit too; alone they took 15-20 s.
  workers: process.env.CI ? 1 : 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    // The site's service worker answers from its cache: only offline.spec.ts, which is about it, allows it.
    serviceWorkers: 'block',
    launchOptions: { executablePath, args: chromiumArgs },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
      grepInvert: /@phone/,
    },
    { name: 'phone', use: { ...devices['Pixel 7'] }, grep: /@phone/ },
  ],
  // Started the way the README starts the site: `npm start` (install, build, place models, serve).
  webServer: {
    command: 'npm start',
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 240_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      ADMIN_EMAIL: process.env.E2E_ADMIN_EMAIL,
      ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
    },
  },
})
