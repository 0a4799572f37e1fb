// The photo quality checks against defects seeded at run time (docs/photo-checks.md):
//   pnpm --filter @vps/imaging bench:checks   (committed portraits; with TESTDATA_DIR, every measured one)
// Each clean portrait, and copies of it blurred (three radii), under- and over-exposed, lit from one side,
// and saved as a quality-10 JPEG, goes through detection and the quality measures; the checks' verdicts then
// give, per check, the share of its own defects caught and the share of clean portraits it wrongly fails.
// Prints tables; asserts nothing.
import { existsSync } from 'node:fs'
import { QUALITY } from '@vps/specs'
import { estimateHead } from '../src/face/head.ts'
import { DERIVED_HEAD_MEASUREMENTS, HEAD_MEASUREMENTS } from '../src/face/head-measurements.ts'
import { initCodecsFromNodeModules, nodeCodecs } from '../src/node/codecs.ts'
import { decodeFile } from '../src/node/decode.ts'
import { detectFace } from '../src/node/face.ts'
import { corpusFile, fixture, testdataDir } from '../src/node/testdata.ts'
import { faceCrop } from '../src/photo/quality/face-crop.ts'
import { measureQuality, type QualityMeasures } from '../src/photo/quality/index.ts'
import { lumaOf } from '../src/photo/quality/measures.ts'
import { qualityVerdicts } from '../src/photo/quality/verdicts.ts'
import { blurRgb as blur, mapRgb as mapPixels } from '../src/photo/testing/defects.ts'
import type { RasterImage } from '../src/types.ts'
import { BENCH_HEAD_MEASUREMENTS } from './measured-portraits.ts'

/** Where the clean photo's eyes are, and which half of its face is the darker (the subject's right or left). */
type Eyes = { right: { x: number }; left: { x: number }; darkerSide: 'right' | 'left' }
type Defect = {
  name: string
  check: keyof typeof QUALITY.checks | null
  make: (c: RasterImage, ied: number, eyes: Eyes) => Promise<RasterImage> | RasterImage
}

const DEFECTS: Defect[] = [
  { name: 'clean', check: null, make: (c) => c },
  { name: 'blur σ 0.04 IED', check: 'sharpness', make: (c, ied) => blur(c, 0.04 * ied) },
  { name: 'blur σ 0.08 IED', check: 'sharpness', make: (c, ied) => blur(c, 0.08 * ied) },
  { name: 'blur σ 0.15 IED', check: 'sharpness', make: (c, ied) => blur(c, 0.15 * ied) },
  { name: 'under-exposed (x0.3)', check: 'exposure', make: (c) => mapPixels(c, (v) => v * 0.3) },
  { name: 'over-exposed (x2.2)', check: 'exposure', make: (c) => mapPixels(c, (v) => v * 2.2) },
  {
    name: 'lit from one side',
    check: 'lighting',
    // A window beside the face: full light on one side of it, a fifth on the other, across the face from a
    // half eye distance outside each eye, darkening the side that is already the darker one.
    make: (c, ied, eyes) => {
      const [lo, hi] = [eyes.right.x - ied / 2, eyes.left.x + ied / 2]
      const ramp = (x: number) => Math.min(1, Math.max(0, (x - lo) / (hi - lo)))
      const toRight = eyes.darkerSide === 'right'
      return mapPixels(c, (v, x) => v * (0.2 + 0.8 * (toRight ? ramp(x) : 1 - ramp(x))))
    },
  },
  {
    name: 'flat (contrast x0.3)',
    check: 'dynamicRange',
    make: (c) => mapPixels(c, (v) => 128 + (v - 128) * 0.3),
  },
  {
    name: 'JPEG quality 10',
    check: 'compression',
    make: async (c) =>
      nodeCodecs.decode(await nodeCodecs.encode(c, { quality: 10, chromaQuality: 10, subsampling: '4:2:0' })),
  },
]

function pathOf(file: string): string | null {
  const committed = fixture('portraits', file)
  if (existsSync(committed)) return committed
  const corpus = testdataDir ? corpusFile('portraits', file) : null
  return corpus && existsSync(corpus) ? corpus : null
}

await initCodecsFromNodeModules()
const files = [...HEAD_MEASUREMENTS, ...DERIVED_HEAD_MEASUREMENTS, ...BENCH_HEAD_MEASUREMENTS]
  .map((m) => m.file)
  .filter((f) => pathOf(f) !== null)
type Row = { file: string; defect: Defect; measures: QualityMeasures; failed: Set<string>; ms: number }
const rows: Row[] = []
for (const file of files) {
  const original = await decodeFile(pathOf(file) as string)
  const found = await detectFace(original)
  if (!found.detected || !found.landmarks) continue
  const l = found.landmarks
  const ied = Math.hypot(l.leftEye.x - l.rightEye.x, l.leftEye.y - l.rightEye.y)
  const cleanHead = estimateHead(found, original)
  const halves = faceCrop(original, cleanHead, l).halves
  const cleanLuma = lumaOf(faceCrop(original, cleanHead, l).image)
  const mean = (r: Uint8Array) => {
    let [s, n] = [0, 0]
    r.forEach((v, i) => {
      if (v) [s, n] = [s + (cleanLuma.data[i] as number), n + 1]
    })
    return s / n
  }
  // The subject's right half is on the photo's left; the ramp below darkens toward the photo's left when
  // that half is the darker.
  const eyes: Eyes = {
    right: l.rightEye,
    left: l.leftEye,
    darkerSide: mean(halves.right) <= mean(halves.left) ? 'right' : 'left',
  }
  for (const defect of DEFECTS) {
    const image = await defect.make(original, ied, eyes)
    const face = await detectFace(image)
    const head = face.detected && face.landmarks ? estimateHead(face, image) : null
    const started = performance.now()
    const measures = measureQuality(image, face, head)
    const ms = performance.now() - started
    if (!measures) continue
    const failed = new Set(
      qualityVerdicts(measures)
        .filter((v) => v.status === 'fail')
        .map((v) => v.check),
    )
    rows.push({ file, defect, measures, failed, ms })
  }
}

const f2 = (n: number) => n.toFixed(2)
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1] ?? Number.NaN
const range = (xs: number[]) => `${f2(median(xs))} (${f2(Math.min(...xs))} to ${f2(Math.max(...xs))})`
const keys: (keyof QualityMeasures)[] = [
  'luminance',
  'dark',
  'bright',
  'dynamicRange',
  'lightingBalance',
  'sharpness',
  'blockiness',
  'interEyePx',
]
console.log(`${new Set(rows.map((r) => r.file)).size} portraits × ${DEFECTS.length} versions`)
console.log('')
console.log(`| version | ${keys.join(' | ')} |`)
console.log(`|---|${keys.map(() => '---').join('|')}|`)
for (const d of DEFECTS) {
  const set = rows.filter((r) => r.defect === d)
  console.log(`| ${d.name} | ${keys.map((k) => range(set.map((r) => r.measures[k]))).join(' | ')} |`)
}
console.log('')
console.log('| check | threshold | its defects caught | clean portraits failed |')
console.log('|---|---|---|---|')
const clean = rows.filter((r) => r.defect.check === null)
for (const check of Object.keys(QUALITY.checks) as (keyof typeof QUALITY.checks)[]) {
  const own = rows.filter((r) => r.defect.check === check)
  const caught = own.filter((r) => r.failed.has(check)).length
  const wrong = clean.filter((r) => r.failed.has(check)).length
  console.log(
    `| ${check} | ${JSON.stringify(QUALITY.checks[check])} | ${own.length ? `${caught}/${own.length}` : '-'} | ${wrong}/${clean.length} |`,
  )
}
console.log('')
const short = (m: QualityMeasures) =>
  JSON.stringify(m, (_k, v) => (typeof v === 'number' ? Number(v.toFixed(2)) : v))
for (const d of DEFECTS.filter((x) => x.check)) {
  const own = rows.filter((r) => r.defect === d)
  const missed = own.filter((r) => !r.failed.has(d.check as string))
  const lost = new Set(rows.map((r) => r.file)).size - own.length
  const why = missed.map((r) => `${r.file} ${short(r.measures)}`).join('; ')
  console.log(
    `${d.name}: caught by its check ${own.length - missed.length}/${own.length}${lost ? ` (${lost} more with no face found)` : ''}${why ? `; missed: ${why}` : ''}`,
  )
}
const anyFail = clean.filter((r) => r.failed.size > 0)
console.log(
  `clean portraits failing any check: ${anyFail.length}/${clean.length} ${anyFail.map((r) => `${r.file} (${[...r.failed].join(', ')})`).join('; ')}`,
)
console.log(`measuring time per photo: median ${f2(median(rows.map((r) => r.ms)))} ms`)
