// The built site (apps/api/dist/server.js serving apps/web/dist) started on a port of its own, on a fresh
// PGlite folder, for the benches that drive the real pages.
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number }
      s.close(() => resolve(port))
    })
  })
}

export interface BuiltSite {
  base: string
  stop(): Promise<void>
}

export async function startBuiltSite(label: string, port?: number): Promise<BuiltSite> {
  const server = path.join(root, 'apps/api/dist/server.js')
  if (!existsSync(server))
    throw new Error('The built site is missing: run `pnpm build` first (apps/api/dist/server.js)')
  const listenOn = port ?? (await freePort())
  const dataDir = mkdtempSync(path.join(tmpdir(), `vps-bench-${label}-`))
  const child: ChildProcess = spawn(process.execPath, [server], {
    cwd: root,
    env: { ...process.env, PORT: String(listenOn), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'test' },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (d) => {
    stderr += d
  })
  const base = `http://127.0.0.1:${listenOn}`
  const stop = async () => {
    child.kill('SIGTERM')
    if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve))
    rmSync(dataDir, { recursive: true, force: true })
  }
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, stop }
    } catch {}
    if (child.exitCode !== null) break
    await new Promise((r) => setTimeout(r, 250))
  }
  await stop()
  throw new Error(`The site did not start on ${listenOn}: ${stderr.slice(-2000)}`)
}
