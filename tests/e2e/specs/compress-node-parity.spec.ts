import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import type { Page } from '@playwright/test'
import { expect, fixture, test, waitForHydration } from './fixtures.ts'

// Issue #53, "One engine": the page and the Node command line make the same file, byte for byte, with the same
// status, for the same input and target. The page runs in the built site as a visitor's would (its file is
// the one it downloads); the command line is the package's own (`vps-imaging compress --json`), run as a
// child process: the browser suite imports no repo source.

const repoRoot = path.resolve(import.meta.dirname, '../../..')
const tsx = path.join(repoRoot, 'node_modules/.bin/tsx')
const cli = path.join(repoRoot, 'packages/imaging/src/node/bin.ts')

interface Pair {
  file: string
  kb: number
  /** What the pair exercises; the page must resize where `resized` says so (checked, so the set cannot drift). */
  resized: boolean
}

// Every target is under the file's own size, so neither side offers the original unchanged.
const PAIRS: Pair[] = [
  // A 12 MP phone photo: searched from a 3 MP copy of it (decode-plan.ts), then resized again.
  { file: 'japanese-shop.jpg', kb: 100, resized: true },
  // Stored 1200x1800, shown 1800x1200 (EXIF orientation 6).
  { file: 'exif-orientation-6.jpg', kb: 40, resized: true },
  // A CMYK JPEG (made from prairie_falcon.jpg with ImageMagick, no colour profile).
  { file: 'falcon-cmyk.jpg', kb: 10, resized: true },
  { file: 'falcon-cmyk.jpg', kb: 40, resized: false },
  // A PNG with alpha, flattened onto white; a lossy WEBP with alpha.
  { file: 'falcon-alpha.png', kb: 5, resized: true },
  { file: 'falcon-alpha.webp', kb: 9, resized: false },
  { file: 'denali.webp', kb: 20, resized: false },
  // A plot: flat colours and thin lines, as a screenshot has.
  { file: 'density_plot.png', kb: 10, resized: true },
  { file: 'kodim03.png', kb: 15, resized: false },
]

interface NodeResult {
  bytes: Buffer
  status: string
  width: number
  height: number
}

const run = promisify(execFile)

async function compressInNode(dir: string, pair: Pair): Promise<NodeResult> {
  const output = path.join(dir, `${pair.file}-${pair.kb}.jpg`)
  const args = [
    cli,
    'compress',
    fixture('images', pair.file),
    '--kb',
    String(pair.kb),
    '-o',
    output,
    '--json',
  ]
  // Exit 0 is in the window, another status exits 1 with the same JSON: read stdout either way.
  const { stdout } = await run(tsx, args, { cwd: repoRoot }).catch(
    (error: { code?: number; stdout?: string }) => {
      if (error.code === 1 && error.stdout) return { stdout: error.stdout }
      throw error
    },
  )
  const report = JSON.parse(stdout.trim().split('\n').at(-1) as string)
  return { bytes: readFileSync(output), status: report.status, width: report.width, height: report.height }
}

/** The page's file and the engine's status for it (the page's benchmark mark), as a visitor gets them. */
async function compressInPage(page: Page, pair: Pair) {
  await page.goto(`/compress-to-${pair.kb}kb`)
  await waitForHydration(page)
  const name = pair.file
  await page
    .getByLabel('Click to upload or drag and drop')
    .setInputFiles({ name, mimeType: mimeOf(name), buffer: readFileSync(fixture('images', name)) })
  await expect(page.getByRole('heading', { name: 'Compression Results' })).toBeVisible()
  const status = await page.evaluate(
    () =>
      (performance.getEntriesByName('vps:compress:done').at(-1) as PerformanceMark | undefined)?.detail
        ?.status as string | undefined,
  )
  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download Compressed Image' }).click()
  const bytes = readFileSync(await (await downloading).path())
  return { bytes, status }
}

function mimeOf(name: string): string {
  if (name.endsWith('.png')) return 'image/png'
  if (name.endsWith('.webp')) return 'image/webp'
  return 'image/jpeg'
}

/** A JPEG's pixel size, from its frame header. */
function jpegSize(bytes: Buffer): { width: number; height: number } {
  let at = 2
  while (at < bytes.length) {
    const marker = bytes[at + 1] as number
    if (marker >= 0xc0 && marker <= 0xc2) {
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) }
    }
    at += 2 + bytes.readUInt16BE(at + 2)
  }
  throw new Error('no frame header')
}

function displayedSize(file: string): { width: number; height: number } {
  const sizes: Record<string, [number, number]> = {
    'japanese-shop.jpg': [4217, 2817],
    'exif-orientation-6.jpg': [1800, 1200],
    'falcon-cmyk.jpg': [640, 426],
    'falcon-alpha.png': [320, 213],
    'falcon-alpha.webp': [320, 213],
    'denali.webp': [600, 315],
    'density_plot.png': [800, 800],
    'kodim03.png': [768, 512],
  }
  const [width, height] = sizes[file] as [number, number]
  return { width, height }
}

test.describe('the page and the Node command line are one engine', () => {
  test.describe.configure({ mode: 'serial' })

  test('give the same bytes and status for every image and target', async ({ page }) => {
    test.setTimeout(180_000)
    const dir = mkdtempSync(path.join(tmpdir(), 'vps-parity-'))
    try {
      // The command line runs beside the page, one pair after another (two cores at most are busy).
      const inNode = (async () => {
        const out: NodeResult[] = []
        for (const pair of PAIRS) out.push(await compressInNode(dir, pair))
        return out
      })()
      const inPage: Array<{ bytes: Buffer; status: string | undefined }> = []
      for (const pair of PAIRS) inPage.push(await compressInPage(page, pair))
      const node = await inNode
      const rows = PAIRS.map((pair, i) => {
        const p = inPage[i] as (typeof inPage)[number]
        const n = node[i] as NodeResult
        const size = jpegSize(p.bytes)
        const own = displayedSize(pair.file)
        return {
          pair: `${pair.file} @ ${pair.kb} KB`,
          page: { bytes: p.bytes.length, status: p.status, ...size },
          node: { bytes: n.bytes.length, status: n.status, width: n.width, height: n.height },
          sameBytes: p.bytes.equals(n.bytes),
          resized: size.width !== own.width || size.height !== own.height,
        }
      })
      // Every pair's figures on both sides, in the test's output.
      for (const row of rows) console.log(JSON.stringify(row))
      for (const row of rows) {
        expect.soft(row.sameBytes, JSON.stringify(row)).toBe(true)
        expect.soft(row.page.status, JSON.stringify(row)).toBe(row.node.status)
        expect.soft(row.page.status, JSON.stringify(row)).toBe('in-window')
        expect.soft({ width: row.page.width, height: row.page.height }).toEqual({
          width: row.node.width,
          height: row.node.height,
        })
      }
      expect(rows.map((r) => r.resized)).toEqual(PAIRS.map((p) => p.resized))
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
