/// <reference lib="dom" />
// TESTDATA_DIR=… pnpm --filter @vps/imaging bench:resize [--runs=3]
//
// What the one resize (codecs/resize-exact.ts: box-average by a whole factor, then lanczos3 in WASM) costs in
// Chromium against the browser's own resampler it replaced (createImageBitmap with resizeQuality 'high', drawn
// to an OffscreenCanvas and read back), on a 12 MP and a 24 MP photo from TESTDATA_DIR, to the two sizes a
// large photo's search asks first: the 3 MP copy it searches from and its ~1 MP display copy. The two are
// interleaved in one tab so that a busy machine weighs on both alike; the load average is printed beside
// every timing.
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { loadavg } from 'node:os'
import path from 'node:path'
import { build } from 'esbuild'
import { chromium } from 'playwright-core'
import { testdataDir } from '../test-support/testdata.ts'

if (!testdataDir) {
  console.error('Set TESTDATA_DIR to the folder holding the benchmark corpora (compress/ is needed).')
  process.exit(2)
}
const corpus = path.join(testdataDir, 'compress')
const args = process.argv.slice(2)
const runs = Number(args.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 3)
const here = import.meta.dirname
const PHOTOS = [
  { file: 'japanese-shop.jpg', label: '12 MP' },
  { file: 'craft-beer.jpg', label: '24 MP' },
]
// The engine's first two sizes for a large photo at a small target: resizedCap (3 MP) and the display copy.
const TARGET_PIXELS = [3_000_000, 1_000_000]

const load = () => `load ${(loadavg()[0] ?? 0).toFixed(1)}`

const entry = `
import { resizeExact } from './src/codecs/resize-exact.ts'
import { provideCodecModules } from './src/codecs/jsquash.ts'
provideCodecModules({ resize: () => WebAssembly.compileStreaming(fetch('/resize.wasm')) })
globalThis.resizeExact = resizeExact
`
const bundle = await build({
  stdin: { contents: entry, resolveDir: path.resolve(here, '..'), loader: 'ts' },
  bundle: true,
  format: 'iife',
  write: false,
})
const wasm = readFileSync(
  path.resolve(here, '../node_modules/@jsquash/resize/lib/resize/pkg/squoosh_resize_bg.wasm'),
)
const photos = Object.fromEntries(PHOTOS.map((p) => [p.file, readFileSync(path.join(corpus, p.file))]))

const server = createServer((req, res) => {
  const url = req.url ?? '/'
  if (url === '/resize.wasm') return res.writeHead(200, { 'content-type': 'application/wasm' }).end(wasm)
  if (url === '/bundle.js')
    return res.writeHead(200, { 'content-type': 'text/javascript' }).end(bundle.outputFiles[0]?.text)
  const photo = photos[url.slice(1)]
  if (photo) return res.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo)
  res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><script src="/bundle.js"></script>')
})
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
})
try {
  const page = await browser.newPage()
  await page.goto(base)
  console.log(`start: ${load()}`)
  console.log('| photo | to | run | browser resampler (ms) | box + lanczos3 (ms) | ratio | load |')
  console.log('|---|---|---|---|---|---|---|')
  const ratios: Record<string, number[]> = {}
  for (const { file, label } of PHOTOS) {
    for (let run = 1; run <= runs; run++) {
      for (const pixels of TARGET_PIXELS) {
        const timing = await page.evaluate(
          async ({ file, pixels }) => {
            const blob = await (await fetch(`/${file}`)).blob()
            const bitmap = await createImageBitmap(blob)
            const { width, height } = bitmap
            const canvas = new OffscreenCanvas(width, height)
            const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D
            context.drawImage(bitmap, 0, 0)
            bitmap.close()
            const full = context.getImageData(0, 0, width, height)
            const s = Math.sqrt(pixels / (width * height))
            const w = Math.round(width * s)
            const h = Math.round(height * s)
            // Before: the browser's resampler, as resizeInBrowser did it (ImageData → bitmap → canvas → pixels).
            let t = performance.now()
            const small = await createImageBitmap(full, {
              resizeWidth: w,
              resizeHeight: h,
              resizeQuality: 'high',
            })
            const out = new OffscreenCanvas(w, h).getContext('2d') as OffscreenCanvasRenderingContext2D
            out.drawImage(small, 0, 0)
            out.getImageData(0, 0, w, h)
            small.close()
            const browserMs = performance.now() - t
            // After: the engine's own resize, in Node and the page alike.
            const resize = (
              globalThis as unknown as {
                resizeExact: (image: object, w: number, h: number) => Promise<unknown>
              }
            ).resizeExact
            t = performance.now()
            await resize({ data: full.data, width, height }, w, h)
            const exactMs = performance.now() - t
            return { browserMs, exactMs, from: `${width}x${height}`, to: `${w}x${h}` }
          },
          { file, pixels },
        )
        const ratio = timing.exactMs / timing.browserMs
        const key = `${label} → ${timing.to}`
        ratios[key] = [...(ratios[key] ?? []), ratio]
        console.log(
          `| ${label} ${file} (${timing.from}) | ${timing.to} | ${run} | ${timing.browserMs.toFixed(0)} | ${timing.exactMs.toFixed(0)} | ${ratio.toFixed(1)}x | ${load()} |`,
        )
      }
    }
  }
  for (const [key, list] of Object.entries(ratios)) {
    const sorted = [...list].sort((a, b) => a - b)
    console.log(
      `- ${key}: box + lanczos3 takes ${sorted[Math.floor(sorted.length / 2)]?.toFixed(1)}x the browser's time (median of ${list.length})`,
    )
  }
} finally {
  await browser.close()
  server.close()
}
