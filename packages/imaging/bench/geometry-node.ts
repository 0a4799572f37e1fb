// Head geometry as an officer would measure it, through the photo pipeline (the same engine code the page's
// worker runs: detectFace, optimizePlacement, checkPlacement), on the hand-measured portraits
// (face/head-measurements.ts and, bench-only, bench/measured-portraits.ts: crown, chin, eye centres) and copies perturbed at run time:
//   pnpm --filter @vps/imaging bench:geometry   (committed portraits; with TESTDATA_DIR, every measured one)
//   … bench:geometry --no-mask   (without the person mask: the crown from colour steps, for comparison)
//   … bench:geometry --rows=rows.json   (also writes every case's row, for looking into one)
// For each portrait, copy and country it maps the measured crown, chin and eyes into the export and prints
// the head's height against the band's centre (percentage points), the roll left, the centring, whether the
// photo covers the frame and the verdict. The height is measured as an officer does on the export: upright,
// from the chin's line to the crown's (a head left unlevelled: along its own axis). A placement the spec's zoom limit held back (scale 3) is counted
// apart: it cannot reach the band, and its verdict must say so. Prints tables; asserts nothing
// (docs/photo-pipeline.md).
import { existsSync, writeFileSync } from 'node:fs'
import { COMPLIANCE } from '@vps/specs'
import {
  DERIVED_HEAD_MEASUREMENTS,
  HEAD_MEASUREMENTS,
  type HeadMeasurement,
} from '../src/face/head-measurements.ts'
import { rollDegrees } from '../src/face/roll.ts'
import type { Point } from '../src/face/types.ts'
import { type Affine, sampleAffine } from '../src/geometry/affine.ts'
import { initCodecsFromNodeModules, nodeCodecs } from '../src/node/codecs.ts'
import { decodeFile } from '../src/node/decode.ts'
import { detectFace, getFaceModel } from '../src/node/face.ts'
import { passes } from '../src/photo/compliance.ts'
import { countryFrame, type PhotoFrame, targetCoverage } from '../src/photo/frame.ts'
import { checkPlacement, optimizePlacement } from '../src/photo/pipeline.ts'
import { toFrame } from '../src/photo/placement.ts'
import { boxResize } from '../src/pixels/box-resize.ts'
import type { RasterImage } from '../src/types.ts'
import { corpusFile, fixture, testdataDir } from '../test-support/testdata.ts'
import { BENCH_HEAD_MEASUREMENTS } from './measured-portraits.ts'

/** A measured portrait: the photo and its truth in the photo's pixels. */
interface Case {
  image: RasterImage
  crown: Point
  chin: Point
  eyes?: { right: Point; left: Point }
}

/** A perturbation: a new photo and the map that carries truth points into it. */
type Perturb = (c: Case) => Case

const FRAMES: PhotoFrame[] = [
  ...['united-states', 'united-kingdom', 'hong-kong', 'france', 'japan', 'china', 'vietnam'].map((code) =>
    countryFrame(code),
  ),
]

function mapCase(c: Case, image: RasterImage, f: (p: Point) => Point, swapEyes = false): Case {
  const eyes = c.eyes && {
    right: f(swapEyes ? c.eyes.left : c.eyes.right),
    left: f(swapEyes ? c.eyes.right : c.eyes.left),
  }
  return { image, crown: f(c.crown), chin: f(c.chin), ...(eyes ? { eyes } : {}) }
}

function affineImage(image: RasterImage, width: number, height: number, toSource: Affine): RasterImage {
  return sampleAffine(image, width, height, toSource, [128, 128, 128])
}

const mirror: Perturb = (c) => {
  const { width, height } = c.image
  const image = affineImage(c.image, width, height, { a: -1, b: 0, c: width, d: 0, e: 1, f: 0 })
  // The subject's right eye is on the photo's left again after the flip: the labels swap.
  return mapCase(c, image, (p) => ({ x: width - p.x, y: p.y }), true)
}

/** Turned `degrees` clockwise about the centre, on a canvas grown to hold it (grey corners). */
const rotate =
  (degrees: number): Perturb =>
  (c) => {
    const t = (degrees * Math.PI) / 180
    const cos = Math.cos(t)
    const sin = Math.sin(t)
    const { width: w, height: h } = c.image
    const W = Math.ceil(Math.abs(w * cos) + Math.abs(h * sin))
    const H = Math.ceil(Math.abs(w * sin) + Math.abs(h * cos))
    const [cx, cy, ox, oy] = [w / 2, h / 2, W / 2, H / 2]
    const toSource = {
      a: cos,
      b: sin,
      c: cx - cos * ox - sin * oy,
      d: -sin,
      e: cos,
      f: cy + sin * ox - cos * oy,
    }
    const image = affineImage(c.image, W, H, toSource)
    return mapCase(c, image, (p) => ({
      x: ox + cos * (p.x - cx) - sin * (p.y - cy),
      y: oy + sin * (p.x - cx) + cos * (p.y - cy),
    }))
  }

const small: Perturb = (c) => {
  const k = 0.5
  const image = boxResize(c.image, Math.round(c.image.width * k), Math.round(c.image.height * k))
  const sx = image.width / c.image.width
  const sy = image.height / c.image.height
  return mapCase(c, image, (p) => ({ x: p.x * sx, y: p.y * sy }))
}

/** A coloured border 12 % of the photo's size on every side (a scan, a screenshot of a photo). */
const border: Perturb = (c) => {
  const { width: w, height: h } = c.image
  const [bx, by] = [Math.round(w * 0.12), Math.round(h * 0.12)]
  const image = sampleAffine(
    c.image,
    w + 2 * bx,
    h + 2 * by,
    { a: 1, b: 0, c: -bx, d: 0, e: 1, f: -by },
    [40, 90, 170],
  )
  return mapCase(c, image, (p) => ({ x: p.x + bx, y: p.y + by }))
}

/** Cropped tight around the head: 6 % of the head above the crown, half a head below the chin, ±0.75 wide. */
const tight: Perturb = (c) => cropAround(c, 0.06)
/** Cropped at the crown: the hair touches the photo's top edge. */
const crownCut: Perturb = (c) => cropAround(c, 0)

function cropAround(c: Case, above: number): Case {
  const h = Math.hypot(c.chin.x - c.crown.x, c.chin.y - c.crown.y)
  const cx = (c.crown.x + c.chin.x) / 2
  const x0 = Math.max(0, Math.round(cx - 0.75 * h))
  const y0 = Math.max(0, Math.round(c.crown.y - above * h))
  const x1 = Math.min(c.image.width, Math.round(cx + 0.75 * h))
  const y1 = Math.min(c.image.height, Math.round(c.chin.y + 0.5 * h))
  const image = sampleAffine(
    c.image,
    x1 - x0,
    y1 - y0,
    { a: 1, b: 0, c: x0, d: 0, e: 1, f: y0 },
    [128, 128, 128],
  )
  return mapCase(c, image, (p) => ({ x: p.x - x0, y: p.y - y0 }))
}

const PERTURBATIONS: [string, Perturb][] = [
  ['original', (c) => c],
  ['mirrored', mirror],
  ['rotated +8°', rotate(8)],
  ['rotated -8°', rotate(-8)],
  ['small (0.5x)', small],
  ['coloured border', border],
  ['tight crop', tight],
  ['hair touching the top', crownCut],
]

function pathOf(file: string): string | null {
  const committed = fixture('portraits', file)
  if (existsSync(committed)) return committed
  return testdataDir ? corpusFile('portraits', file) : null
}

interface Row {
  portrait: string
  /** 'tests' = the measured portraits the unit tests use too; 'bench' = BENCH_HEAD_MEASUREMENTS. */
  set: 'tests' | 'bench'
  perturbation: string
  country: string
  /** A face was found and it is the measured person's (the measured eyes or chin lie inside its box). */
  detected: boolean
  /** True head height % in the export (upright, chin to crown) minus the band's centre, points. */
  headError: number
  /** The spec's zoom limit held the placement back from the band's centre. */
  clamped: boolean
  /** The photo was enlarged past the band's centre (to its middle half at most) to cover the frame. */
  enlarged: boolean
  /** The verdict's own head check (in the band, not cut). */
  headInBand: boolean
  bandHalf: number
  roll: number | null
  centring: number
  covered: boolean
  ready: boolean
  pageHeadPercent: number | null
  /** The engine reported the photo's top edge cutting the head. */
  crownCut: boolean
}

const noMask = process.argv.includes('--no-mask')
const rowsFile = process.argv.find((a) => a.startsWith('--rows='))?.slice('--rows='.length)
const model = getFaceModel()
await initCodecsFromNodeModules()
const measured = [...HEAD_MEASUREMENTS, ...DERIVED_HEAD_MEASUREMENTS, ...BENCH_HEAD_MEASUREMENTS].filter(
  (m): m is HeadMeasurement & { crown: Point } => m.crown !== null && pathOf(m.file) !== null,
)
const benchOnly = new Set(BENCH_HEAD_MEASUREMENTS.map((m) => m.file))
const rows: Row[] = []
for (const m of measured) {
  const original: Case = {
    image: await decodeFile(pathOf(m.file) as string),
    crown: m.crown,
    chin: m.chin,
    ...(m.eyes ? { eyes: m.eyes } : {}),
  }
  for (const [name, perturb] of PERTURBATIONS) {
    const c = perturb(original)
    const face = await detectFace(c.image, { model, ...(noMask ? { segmenter: null } : {}) })
    const mark = c.eyes
      ? { x: (c.eyes.right.x + c.eyes.left.x) / 2, y: (c.eyes.right.y + c.eyes.left.y) / 2 }
      : c.chin
    const grow = 0.25 * face.height
    const measuredFace =
      face.detected &&
      mark.x >= face.x - grow &&
      mark.x <= face.x + face.width + grow &&
      mark.y >= face.y - grow &&
      mark.y <= face.y + face.height + grow
    for (const frame of FRAMES) {
      const { placement, head, clamped, enlargedToCover } = optimizePlacement(c.image, face, frame)
      const check = await checkPlacement(
        c.image,
        placement,
        frame,
        { face, head },
        { encode: nodeCodecs.encode },
      )
      const at = (p: Point) => toFrame(c.image, placement, frame, p)
      const [crown, chin] = [at(c.crown), at(c.chin)]
      const eyes = c.eyes && { rightEye: at(c.eyes.right), leftEye: at(c.eyes.left) }
      const roll = eyes ? rollDegrees(eyes) : null
      // Upright, as on the export: the distance between the chin's and the crown's lines. (The straight line
      // between the two points is longer where the crown's highest point is not above the chin: a bun.)
      // A head the placement did not turn (it levels at most 45°) and that stays tilted past the 'Head
      // straight' limit is measured along its own axis, at right angles to the measured eyes: the export's
      // vertical is not the head's then, and the page's row measures along the face too.
      const unlevelled =
        roll !== null && placement.rotation === 0 && Math.abs(roll) > COMPLIANCE.maxRollDegrees
      const tilt = unlevelled ? (roll * Math.PI) / 180 : 0
      const upright = (chin.y - crown.y) * Math.cos(tilt) - (chin.x - crown.x) * Math.sin(tilt)
      const percent = (100 * upright) / frame.height
      rows.push({
        portrait: m.file,
        set: benchOnly.has(m.file) ? 'bench' : 'tests',
        perturbation: name,
        country: frame.code,
        detected: measuredFace,
        headError: percent - targetCoverage(frame),
        clamped,
        enlarged: enlargedToCover,
        headInBand: passes(check.compliance, 'face') === true,
        bandHalf: (frame.coverage.max - frame.coverage.min) / 2,
        roll,
        centring: (crown.x + chin.x) / 2 / frame.width - 0.5,
        covered: passes(check.compliance, 'fillsFrame') === true,
        ready: check.compliance.overall,
        pageHeadPercent: check.compliance.details.headPercent,
        crownCut: check.compliance.details.crownCut,
      })
    }
  }
}

// Empty sets print '-', never a perfect 0.
const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : Number.NaN)
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length ? ((s[(s.length - 1) >> 1] as number) + (s[s.length >> 1] as number)) / 2 : Number.NaN
}
const worst = (xs: number[]) =>
  xs.length ? xs.reduce((a, b) => (Math.abs(b) > Math.abs(a) ? b : a), 0) : Number.NaN
const pct = (n: number, d: number) => (d ? `${Math.round((100 * n) / d)}%` : '-')
const f1 = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '-')

console.log(
  `${measured.length} hand-measured portraits (${measured.length - benchOnly.size} also in the tests, ${benchOnly.size} bench-only) × ${PERTURBATIONS.length} versions × ${FRAMES.length} frames (${FRAMES.map((f) => f.code).join(', ')})`,
)
// "crown cut" = the engine reported the photo's top edge cutting the head: wanted on 'hair touching the
// top', a false alarm anywhere else. Head errors count only uncut reports (a cut head is refused, not placed).
// The worst defect: the verdict's head check passes a head that, measured by hand, lies outside its band.
const falsePasses = (rows: Row[]) =>
  rows.filter((r) => !r.crownCut && r.headInBand && Math.abs(r.headError) > r.bandHalf).length

function table(title: string, subset: Row[]) {
  console.log('')
  console.log(`${title}:`)
  console.log('')
  console.log(
    "| version | cases | face found | head vs band centre: mean / median / worst (points) | within ±1.5 | within ±1.5, not enlarged to cover | in the band's middle half | roll left: median / worst | centring worst (not held) | frame covered (not held) | crown cut reported | held by the zoom limit | enlarged to cover the frame | head check passes a head out of its band | Ready |",
  )
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|')
  for (const [name] of [...PERTURBATIONS, ['all', null] as const]) {
    const set = subset.filter((r) => name === 'all' || r.perturbation === name)
    const found = set.filter((r) => r.detected)
    const placed = found.filter((r) => !r.crownCut && !r.clamped)
    const held = found.filter((r) => !r.crownCut && r.clamped)
    const errors = placed.map((r) => r.headError)
    const aimed = placed.filter((r) => !r.enlarged)
    const rolls = found.flatMap((r) => (r.roll === null ? [] : [Math.abs(r.roll)]))
    console.log(
      `| ${name} | ${set.length} | ${pct(found.length, set.length)} | ${f1(mean(errors))} / ${f1(median(errors))} / ${f1(worst(errors))} | ${pct(errors.filter((e) => Math.abs(e) <= 1.5).length, placed.length)} | ${pct(aimed.filter((r) => Math.abs(r.headError) <= 1.5).length, aimed.length)} | ${pct(placed.filter((r) => Math.abs(r.headError) <= r.bandHalf / 2).length, placed.length)} | ${f1(median(rolls))}° / ${f1(Math.max(0, ...rolls))}° | ${placed.length ? `${f1(100 * Math.abs(worst(placed.map((r) => r.centring))))}%` : '-'} | ${pct(placed.filter((r) => r.covered).length, placed.length)} | ${pct(found.filter((r) => r.crownCut).length, found.length)} | ${held.length} | ${placed.length - aimed.length} | ${falsePasses(found)} | ${set.filter((r) => r.ready).length} |`,
    )
  }
}
table(
  'Portraits the tests also use',
  rows.filter((r) => r.set === 'tests'),
)
if (benchOnly.size && rows.some((r) => r.set === 'bench')) {
  table(
    'Bench-only portraits (tilted, turned, buns, hands in the hair)',
    rows.filter((r) => r.set === 'bench'),
  )
  table('All', rows)
}

// A mirrored copy must level the same way: the roll left in the export, mirrored back, within 0.5°.
// Only where both copies found the measured face (else the roll is another person's).
const mirrorPairs = rows.flatMap((r) => {
  if (r.perturbation !== 'original' || r.roll === null || !r.detected) return []
  const m = rows.find(
    (x) =>
      x.perturbation === 'mirrored' && x.portrait === r.portrait && x.country === r.country && x.detected,
  )
  return m?.roll == null ? [] : [{ r, roll: r.roll, mirrored: m.roll, gap: Math.abs(r.roll + m.roll) }]
})
const gaps = mirrorPairs.map((p) => p.gap)
const mirrorMisses = mirrorPairs
  .filter((p) => p.gap > 0.5)
  .map((p) => `${p.r.portrait} (${p.r.country}): ${f1(p.roll)}° and mirrored ${f1(p.mirrored)}°`)
if (rowsFile) writeFileSync(rowsFile, JSON.stringify(rows, null, 1))
console.log('')
console.log(
  `mirrored copies: roll left differs from the original's by median ${f1(median(gaps))}°, worst ${f1(Math.max(0, ...gaps))}° (${gaps.length} pairs)`,
)
for (const miss of mirrorMisses) console.log(`- over 0.5°: ${miss}`)
// Where the page's own measurement and the truth disagree most: what the visitor is told.
const told = rows.filter((r) => r.detected && r.pageHeadPercent !== null && !r.crownCut)
const misread = told.map((r) => {
  const spec = countryFrame(r.country)
  return (r.pageHeadPercent as number) - (r.headError + targetCoverage(spec))
})
const absMisread = misread.map(Math.abs).sort((a, b) => a - b)
// Nearest rank: the smallest gap that at least q of the cases stay within.
const quantile = (q: number) => absMisread[Math.max(0, Math.ceil(q * absMisread.length) - 1)] ?? Number.NaN
console.log(
  `the page's head % against the measured one: mean ${f1(mean(misread))}, 90th / 95th / 99th percentile of the gap ${f1(quantile(0.9))} / ${f1(quantile(0.95))} / ${f1(quantile(0.99))}, worst ${f1(worst(misread))} points (${told.length} cases)`,
)

// Each portrait as it is, over the 7 frames: where the misses come from.
console.log('')
console.log('Each portrait as it is (7 frames):')
console.log('')
console.log(
  '| portrait | set | head vs band centre: median (min to max) | roll left: worst | crown cut reported | held by the zoom limit |',
)
console.log('|---|---|---|---|---|---|')
for (const m of measured) {
  const own = rows.filter((r) => r.portrait === m.file && r.perturbation === 'original' && r.detected)
  const errors = own.filter((r) => !r.crownCut && !r.clamped).map((r) => r.headError)
  const rolls = own.flatMap((r) => (r.roll === null ? [] : [Math.abs(r.roll)]))
  const range = errors.length ? `${f1(Math.min(...errors))} to ${f1(Math.max(...errors))}` : '-'
  console.log(
    `| ${m.file} | ${benchOnly.has(m.file) ? 'bench' : 'tests'} | ${f1(median(errors))} (${range}) | ${f1(Math.max(0, ...rolls))}° | ${own.filter((r) => r.crownCut).length} of ${own.length} | ${own.filter((r) => r.clamped && !r.crownCut).length} |`,
  )
}

// The cases furthest from the band's centre, by portrait and version, to see why.
const far = rows.filter((r) => r.detected && !r.crownCut && !r.clamped && Math.abs(r.headError) > 5)
if (far.length) {
  console.log('')
  console.log(`${far.length} cases more than 5 points from the band's centre:`)
  const groups = new Map<string, number[]>()
  for (const r of far) {
    const key = `${r.portrait}, ${r.perturbation}`
    groups.set(key, [...(groups.get(key) ?? []), r.headError])
  }
  for (const [key, errors] of groups) {
    console.log(
      `- ${key}: ${errors.length} frames, ${f1(Math.min(...errors))} to ${f1(Math.max(...errors))} points`,
    )
  }
}
