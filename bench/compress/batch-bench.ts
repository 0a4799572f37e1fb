// pnpm bench:compress --batch [--batch-files=20] [--batch-target=200] [--seed=22]
//
// Issue #53, "Must show": a batch of 20 photos of 12 MP compressed to 200 KB in one tab, through the real page
// (the files chosen at once, the ZIP downloaded as a visitor would). Prints the total time, each file's
// bytes and whether it is in the window, and the tab's memory: the renderer processes' RSS when the page is
// loaded and idle, its peak while the batch runs (sampled every 250 ms), and after. The photos are made at
// run time from public-domain corpus photos (seeded 4:3 crops, resized to 4000x3000, a little noise so no two
// are alike, JPEG q88) into a temporary folder deleted at the end.
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { initCodecsFromNodeModules, nodeCodecs } from '../../packages/imaging/src/node/codecs.ts'
import { decodeFile } from '../../packages/imaging/src/node/decode.ts'
import { testdataFolder } from '../testdata.ts'
import { addNoise, cropToAspect, seeded } from './held-out-pixels.ts'
import { sampleMemory } from './tab-memory.ts'

const SOURCES = [
  'craft-beer.jpg',
  'japanese-shop.jpg',
  'handwritten-notes.jpg',
  'cat-armchair.jpg',
  'book-beside-flowers.jpg',
]

export async function makeBatchPhotos(dir: string, count: number, seed: number): Promise<string[]> {
  await initCodecsFromNodeModules()
  const random = seeded(seed)
  const decoded = new Map<string, Awaited<ReturnType<typeof decodeFile>>>()
  const files: string[] = []
  for (let i = 0; i < count; i++) {
    const source = SOURCES[i % SOURCES.length] as string
    let image = decoded.get(source)
    if (!image) {
      image = await decodeFile(path.join(testdataFolder('compress'), source))
      decoded.set(source, image)
    }
    const shaped = await nodeCodecs.resize(cropToAspect(image, 4 / 3, random), 4000, 3000)
    const noisy = addNoise(shaped, 2, random)
    const bytes = await nodeCodecs.encode(noisy, { quality: 88, chromaQuality: 88, subsampling: '4:2:0' })
    const file = path.join(dir, `batch-${String(i + 1).padStart(2, '0')}.jpg`)
    writeFileSync(file, bytes)
    files.push(file)
  }
  return files
}

/** The entries of the stored ZIP the page saves: name and bytes, by its central directory. */
function zipEntries(zip: Buffer): Array<{ name: string; size: number }> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
  const count = zip.readUInt16LE(end + 10)
  let at = zip.readUInt32LE(end + 16)
  const out: Array<{ name: string; size: number }> = []
  for (let i = 0; i < count; i++) {
    const size = zip.readUInt32LE(at + 20)
    const n = zip.readUInt16LE(at + 28)
    out.push({ name: zip.subarray(at + 46, at + 46 + n).toString('utf8'), size })
    at += 46 + n + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32)
  }
  return out
}

export async function runBatch(
  browser: Browser,
  page: Page,
  files: string[],
  target: number,
  timeoutMs: number,
): Promise<string[]> {
  const idle = await sampleMemory(page, browser, 0)
  let peak = idle.rendererRssMb
  let sampling = true
  const sampler = (async () => {
    while (sampling) {
      const m = await sampleMemory(page, browser, 0).catch(() => null)
      if (m) peak = Math.max(peak, m.rendererRssMb)
      await new Promise((r) => setTimeout(r, 250))
    }
  })()
  const t0 = Date.now()
  await page.getByLabel('Click to upload or drag and drop').setInputFiles(files)
  await page
    .getByRole('status')
    .filter({ hasText: /^Done: / })
    .waitFor({ timeout: timeoutMs })
  const totalMs = Date.now() - t0
  sampling = false
  await sampler
  const done = await sampleMemory(page, browser, files.length)
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download All (ZIP)' }).click()
  const zip = readFileSync(await (await downloading).path())
  const entries = zipEntries(zip)
  const low = (target - 2) * 1024
  const high = target * 1024
  const inWindow = entries.filter((e) => e.size >= low && e.size <= high)
  const rows = await page.getByTestId('batch-row').allTextContents()
  const lines = [
    `| file | bytes | in [${target - 2}, ${target}] KB |`,
    '|---|---|---|',
    ...entries.map(
      (e) => `| ${e.name} | ${e.size} | ${e.size >= low && e.size <= high ? 'yes' : '**no**'} |`,
    ),
    '',
    `- ${files.length} photos of 4000x3000 to ${target} KB in one tab: ${inWindow.length}/${files.length} in the window, ${entries.filter((e) => e.size > high).length} over; ${rows.filter((r) => r.includes('could not')).length} rows failed`,
    `- total time, files chosen → 'Done' (every row filled): ${(totalMs / 1000).toFixed(1)} s, ${(totalMs / files.length / 1000).toFixed(2)} s a photo`,
    `- renderer processes RSS: ${idle.rendererRssMb.toFixed(0)} MB page loaded and idle; peak ${peak.toFixed(0)} MB during the batch (+${(peak - idle.rendererRssMb).toFixed(0)} MB over idle; goal at most +300); ${done.rendererRssMb.toFixed(0)} MB right after, ${done.workers} workers alive`,
  ]
  return lines
}
