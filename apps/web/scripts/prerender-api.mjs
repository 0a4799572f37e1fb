// Starts the built API (apps/api/dist/server.js) for the prerenderer: a free loopback port, a throwaway data
// folder (so PGlite starts empty and seeds the guides), and no web folder to serve. Never a configured
// DATABASE_URL: a build must not depend on, or write to, a real database.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

// A deadline for a hang only: a server that fails to start exits, and that is seen at once. On CI's 2 shared
// cores, with the test suites running beside the build, a start took over 90 s (issue #48).
const START_TIMEOUT_MS = 600_000
const PAGE_SIZE = 50

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

async function waitForHealth(origin, child) {
  const deadline = Date.now() + START_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The API exited with code ${child.exitCode} while starting`)
    try {
      const response = await fetch(`${origin}/api/health`)
      if (response.ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`The API did not answer ${origin}/api/health within ${START_TIMEOUT_MS / 1000} s`)
}

export async function startApi(repoRoot) {
  const entry = path.join(repoRoot, 'apps/api/dist/server.js')
  if (!existsSync(entry)) throw new Error(`${entry} is missing: build @vps/api first (turbo does it for you)`)
  const dataDir = await mkdtemp(path.join(tmpdir(), 'vps-prerender-'))
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const { DATABASE_URL: _ignored, ...env } = process.env
  const child = spawn(process.execPath, [entry], {
    cwd: repoRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
    },
  })
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    }
    await rm(dataDir, { recursive: true, force: true })
  }
  // A crash of this script must not leave the server running.
  process.once('exit', () => child.exitCode === null && child.kill('SIGKILL'))
  try {
    await waitForHealth(origin, child)
  } catch (error) {
    await stop()
    throw error
  }

  return {
    origin,
    stop,
    /** Every published article's slug, newest first. */
    async articleSlugs() {
      const slugs = []
      for (let page = 1; ; page++) {
        const response = await fetch(`${origin}/api/blog?page=${page}&limit=${PAGE_SIZE}`)
        if (!response.ok) throw new Error(`GET /api/blog?page=${page} answered ${response.status}`)
        const body = await response.json()
        slugs.push(...body.posts.map((post) => post.slug))
        if (page >= body.pagination.totalPages) return slugs
      }
    },
  }
}
