// Prints how compressToTarget does on the $TESTDATA_DIR compress corpus in Node (single thread, no pool):
//   pnpm --filter @vps/imaging bench:node [--quick] [--targets 10,50] [--only craft] [--verbose]
//     [--tuning '{"keepQuality":30}']   (COMPRESS_TUNING overrides, to compare settings on the same corpus)
// Figures, not a pass/fail test. SSIM is luma SSIM on the original's grid (the output upscaled), as the
// issue's browser benchmark measures it.
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import {
  type CompressReport,
  type CompressTuning,
  compressToTarget,
  decodeFile,
  initCodecsFromNodeModules,
  isAlreadyUnderTarget,
  nodeCodecs,
  resampleLuma,
  ssimLuma,
  toLuma,
} from '../src/node/index.ts'
import { testdataDir } from '../test-support/testdata.ts'

if (!testdataDir) {
  console.error('Set TESTDATA_DIR to the folder holding the benchmark corpora (compress/ is needed).')
  process.exit(2)
}
const corpus = path.join(testdataDir, 'compress')
const args = process.argv.slice(2)
const flag = (name: string) => args.includes(name)
const option = (name: string) => {
  const i = args.indexOf(name)
  return i >= 0 ? args[i + 1] : undefined
}
const targets = (option('--targets') ?? '10,20,30,50,100,200,500').split(',').map(Number)
const tuning = JSON.parse(option('--tuning') ?? '{}') as Partial<CompressTuning>

interface Row {
  file: string
  target: number
  report?: CompressReport
  error?: string
  ssim?: number
  fileUnder: boolean
}

const manifest = JSON.parse(await readFile(path.join(corpus, 'manifest.json'), 'utf8')) as {
  images: Array<{ file: string; quick?: boolean }>
}
const files = manifest.images
  .filter((i) => !flag('--quick') || i.quick)
  .map((i) => i.file)
  .filter((f) => !option('--only') || f.includes(option('--only') as string))

await initCodecsFromNodeModules()
const rows: Row[] = []
for (const file of files) {
  const full = path.join(corpus, file)
  const fileBytes = (await stat(full)).size
  let image: Awaited<ReturnType<typeof decodeFile>>
  try {
    image = await decodeFile(full)
  } catch (error) {
    // The one expected case: mozjpeg in Node cannot convert CMYK; browsers decode it natively.
    console.log(`${file}: not decodable in Node (${(error as Error).message}); skipped`)
    continue
  }
  const originalLuma = toLuma(image)
  for (const target of targets) {
    const row: Row = { file, target, fileUnder: isAlreadyUnderTarget(fileBytes, target) }
    try {
      const { bytes, report } = await compressToTarget(image, target, { codecs: nodeCodecs, tuning })
      row.report = report
      const decoded = await nodeCodecs.decode(bytes)
      row.ssim = ssimLuma(resampleLuma(toLuma(decoded), image.width, image.height), originalLuma)
    } catch (error) {
      row.error = (error as Error).message
    }
    rows.push(row)
    if (flag('--verbose')) printRow(row)
  }
}

function printRow(r: Row) {
  const p = r.report
  if (!p) return console.log(`${r.file} @${r.target}: ERROR ${r.error}`)
  const chroma = `${p.chromaQuality !== undefined ? `/c${p.chromaQuality}` : ''}${p.quantTable !== undefined ? ` t${p.quantTable}` : ''}`
  console.log(
    `${r.file.padEnd(26)} ${String(r.target).padStart(3)} KB  ${p.status.padEnd(15)} ${String(p.bytes).padStart(7)} B  ` +
      `${p.width}x${p.height}${p.dimensionsChanged ? '*' : ' '} q${p.quality}${chroma}  ` +
      `enc ${p.fullEncodes}+${p.probeEncodes}p  ${p.ms} ms  ssim ${r.ssim?.toFixed(4)}`,
  )
}

const median = (xs: number[]) => quantile(xs, 0.5)
function quantile(xs: number[], q: number): number {
  if (xs.length === 0) return Number.NaN
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] as number
}

function summary(label: string, group: Row[]) {
  const ok = group.filter((r) => r.report)
  const reachable = ok.filter((r) => r.report?.status !== 'above-reachable')
  const inWindow = reachable.filter((r) => r.report?.status === 'in-window')
  const over = ok.filter((r) => (r.report?.bytes ?? 0) > r.target * 1024)
  const kept = ok.filter((r) => !r.report?.dimensionsChanged)
  const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(0)}%` : '-')
  const ms = ok.map((r) => r.report?.ms ?? 0)
  return [
    label,
    `${ok.length}`,
    `${inWindow.length}/${reachable.length} ${pct(inWindow.length, reachable.length)}`,
    `${over.length}`,
    `${ok.length - reachable.length}`,
    `${median(ok.map((r) => r.report?.fullEncodes ?? 0))}+${median(ok.map((r) => r.report?.probeEncodes ?? 0))}p`,
    `${quantile(
      ok.map((r) => r.report?.encodes ?? 0),
      0.95,
    )}`,
    `${median(ms)}`,
    `${quantile(ms, 0.95)}`,
    median(ok.map((r) => r.ssim ?? 0)).toFixed(4),
    pct(kept.length, ok.length),
    `${group.filter((r) => r.fileUnder).length}`,
    `${group.length - ok.length}`,
  ]
}

const header = [
  'target',
  'pairs',
  'in window (reachable)',
  'over',
  'above-reach',
  'median enc (full+probe)',
  'p95 enc',
  'median ms',
  'p95 ms',
  'median SSIM',
  'dims kept',
  'file ≤ target',
  'errors',
]
const table = [
  ...targets.map((t) =>
    summary(
      `${t} KB`,
      rows.filter((r) => r.target === t),
    ),
  ),
  summary('all', rows),
]
console.log(`\n${files.length} files, corpus ${corpus}\n`)
console.log(`| ${header.join(' | ')} |`)
console.log(`|${header.map(() => '---').join('|')}|`)
for (const line of table) console.log(`| ${line.join(' | ')} |`)
const misses = rows.filter((r) => r.report && r.report.status !== 'in-window')
if (misses.length) {
  console.log('\nNot in the window:')
  for (const r of misses) printRow(r)
}
