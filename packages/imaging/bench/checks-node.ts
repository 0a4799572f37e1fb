// The photo quality checks against defects seeded at run time (docs/photo-checks.md):
//   pnpm --filter @vps/imaging bench:checks   (committed portraits; with TESTDATA_DIR, every measured one)
// Each clean portrait, and copies of it blurred (three radii), under- and over-exposed, lit from one side,
// and saved as a quality-10 JPEG, goes through detection and the quality measures; the checks' verdicts then
// give, per check, the share of its own defects caught and the share of clean portraits it wrongly fails.
// Prints tables; asserts nothing.
import { existsSync } from 'node:fs'
import { QUALITY } from '@vps/specs'
import { estimateHead, type HeadGeometry } from '../src/face/head.ts'
import { DERIVED_HEAD_MEASUREMENTS, HEAD_MEASUREMENTS } from '../src/face/head-measurements.ts'
import type { PersonMask } from '../src/face/types.ts'
import { initCodecsFromNodeModules, nodeCodecs } from '../src/node/codecs.ts'
import { decodeFile } from '../src/node/decode.ts'
import { detectFace } from '../src/node/face.ts'
import { faceCrop } from '../src/photo/quality/face-crop.ts'
import { measureQuality, type QualityMeasures } from '../src/photo/quality/index.ts'
import { lumaOf } from '../src/photo/quality/measures.ts'
import { qualityVerdicts } from '../src/photo/quality/verdicts.ts'
import type { RasterImage } from '../src/types.ts'
import {
  blurRgb as blur,
  mapRgb as mapPixels,
  mirrorRgb,
  onPlainWall,
  withCastShadow,
  withCheekShadow,
  withGlasses,
  withHat,
} from '../test-support/defects.ts'
import { corpusFile, fixture, testdataDir } from '../test-support/testdata.ts'
import { BENCH_HEAD_MEASUREMENTS } from './measured-portraits.ts'
import { LABELLED_CHECKS, REAL_FACES } from './real-faces.ts'

/** Where the clean photo's eyes are, and which half of its face is the darker (the subject's right or left). */
type Eyes = {
  right: { x: number }
  left: { x: number }
  darkerSide: 'right' | 'left'
  points: { rightEye: { x: number; y: number }; leftEye: { x: number; y: number } }
}
/** The clean photo's person mask and head, for the copies on a plain wall. */
type Found = { mask: PersonMask; head: HeadGeometry }
type Defect = {
  name: string
  /** The check this copy's defect is for; null for a clean copy. */
  check: keyof typeof QUALITY.checks | null
  /** A clean copy that the wall's checks are counted on (the portraits' own walls are busy). */
  plainWall?: true
  make: (c: RasterImage, ied: number, eyes: Eyes, found: Found) => Promise<RasterImage> | RasterImage
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
    name: 'light falling off (half on one cheek)',
    check: 'lighting',
    // A softer window: the far cheek keeps half the light, across the face as above.
    make: (c, ied, eyes) => {
      const [lo, hi] = [eyes.right.x - ied / 2, eyes.left.x + ied / 2]
      const ramp = (x: number) => Math.min(1, Math.max(0, (x - lo) / (hi - lo)))
      const toRight = eyes.darkerSide === 'right'
      return mapPixels(c, (v, x) => v * (0.5 + 0.5 * (toRight ? ramp(x) : 1 - ramp(x))))
    },
  },
  {
    name: 'hard shadow on one outer cheek',
    check: 'lighting',
    make: (c, _i, eyes) => withCheekShadow(c, eyes.points, { side: eyes.darkerSide, depth: 0.5 }),
  },
  {
    name: 'flat (contrast x0.3)',
    check: 'dynamicRange',
    make: (c) => mapPixels(c, (v) => 128 + (v - 128) * 0.3),
  },
  { name: 'on a plain wall', check: null, plainWall: true, make: (c, _i, _e, f) => onPlainWall(c, f.mask) },
  {
    name: 'shadow behind the head (light lost: 45 %)',
    check: 'backgroundShadow',
    make: (c, _i, _e, f) => withCastShadow(onPlainWall(c, f.mask), f.mask, f.head, { depth: 0.45 }),
  },
  {
    name: 'shadow behind the head (light lost: 30 %)',
    check: 'backgroundShadow',
    make: (c, _i, _e, f) => withCastShadow(onPlainWall(c, f.mask), f.mask, f.head, { depth: 0.3 }),
  },
  {
    name: 'glasses, dark acetate frame',
    check: 'glasses',
    make: (c, _i, e) => withGlasses(c, e.points, { thickness: 0.04, shade: 30 }),
  },
  {
    name: 'glasses, thin metal frame',
    check: 'glasses',
    make: (c, _i, e) => withGlasses(c, e.points, { thickness: 0.015, shade: 120 }),
  },
  {
    name: 'sunglasses (lenses x0.15)',
    check: 'eyesVisible',
    make: (c, _i, e) => withGlasses(c, e.points, { thickness: 0.04, shade: 30, tint: 0.15 }),
  },
  {
    name: 'tinted lenses (x0.4)',
    check: 'eyesVisible',
    make: (c, _i, e) => withGlasses(c, e.points, { thickness: 0.015, shade: 120, tint: 0.4 }),
  },
  // Caps down over the forehead, in three colours far from skin: a cap of skin's own colour is not seen.
  ...(
    [
      ['navy', [35, 40, 70]],
      ['white', [235, 235, 235]],
      ['red', [170, 30, 40]],
    ] as const
  ).map(
    ([colour, rgb]): Defect => ({
      name: `${colour} cap over the forehead`,
      check: 'headCovering',
      make: (c, _i, e) => withHat(c, e.points, { rgb }),
    }),
  ),
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
type Row = {
  file: string
  defect: Defect
  measures: QualityMeasures
  failed: Set<string>
  warned: Set<string>
  ms: number
}
/** The checks that only ever warn: for them a warning is the catch. */
const WARN_ONLY = new Set(['headCovering'])
const flags = (r: Row, check: string) => r.failed.has(check) || (WARN_ONLY.has(check) && r.warned.has(check))
const rows: Row[] = []
const otherFace: { file: string; defect: Defect }[] = []
type EyePair = { rightEye: { x: number; y: number }; leftEye: { x: number; y: number } }
/** The eyes' midpoint within half an eye distance of the clean photo's: the same person. */
const sameFace = (a: EyePair, b: EyePair, ied: number) =>
  Math.hypot(
    (a.rightEye.x + a.leftEye.x - b.rightEye.x - b.leftEye.x) / 2,
    (a.rightEye.y + a.leftEye.y - b.rightEye.y - b.leftEye.y) / 2,
  ) <
  ied / 2
for (const file of files) {
  const original = await decodeFile(pathOf(file) as string)
  const found = await detectFace(original)
  if (!found.detected || !found.landmarks) continue
  const l = found.landmarks
  const ied = Math.hypot(l.leftEye.x - l.rightEye.x, l.leftEye.y - l.rightEye.y)
  const cleanHead = estimateHead(found, original)
  if (!found.person) continue
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
    points: l,
  }
  for (const defect of DEFECTS) {
    const image = await defect.make(original, ied, eyes, { mask: found.person, head: cleanHead })
    const face = await detectFace(image)
    // A defect counts only on the face it was drawn on: where it makes the detector pick another person
    // (a cap or a side light on one of two people), the checks measure a face without it.
    if (face.landmarks && !sameFace(face.landmarks, l, ied)) {
      otherFace.push({ file, defect })
      continue
    }
    const head = face.detected && face.landmarks ? estimateHead(face, image) : null
    const started = performance.now()
    const measures = head ? measureQuality(image, face, head) : null
    const ms = performance.now() - started
    if (!measures) continue
    // Scored as for a document that forbids glasses (the US forms): there glasses fail, elsewhere they warn.
    const verdicts = qualityVerdicts(measures, { glasses: 'forbidden' })
    const failed = new Set(verdicts.filter((v) => v.status === 'fail').map((v) => v.check))
    const warned = new Set(verdicts.filter((v) => v.status === 'warn').map((v) => v.check))
    rows.push({ file, defect, measures, failed, warned, ms })
  }
}

const f2 = (n: number) => n.toFixed(2)
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1] ?? Number.NaN
const range = (all: (number | null)[]) => {
  const xs = all.filter((x): x is number => x !== null)
  return xs.length ? `${f2(median(xs))} (${f2(Math.min(...xs))} to ${f2(Math.max(...xs))})` : '-'
}
const keys: (keyof QualityMeasures)[] = [
  'luminance',
  'dark',
  'bright',
  'dynamicRange',
  'lightingBalance',
  'cheekBalance',
  'sharpness',
  'blockiness',
  'interEyePx',
  'backgroundSpread',
  'backgroundShadow',
  'glasses',
  'forehead',
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
console.log(
  '| check | threshold | its defects caught | clean portraits failed (warned, for a check that only warns) |',
)
console.log('|---|---|---|---|')
const clean = rows.filter((r) => r.defect.check === null && !r.defect.plainWall)
const WALL_CHECKS = new Set(['backgroundUniform', 'backgroundShadow'])
const POSE_CHECKS = new Set(['yaw', 'pitch', 'gaze'])
/** Where a check's wrong failures are counted: walls on the plain-wall copies, pose on heads facing the camera. */
const cleanFor = (check: string) =>
  WALL_CHECKS.has(check)
    ? rows.filter((r) => r.defect.plainWall)
    : POSE_CHECKS.has(check)
      ? clean.filter((r) => REAL_FACES[r.file]?.facing === 'camera')
      : clean
for (const check of Object.keys(QUALITY.checks) as (keyof typeof QUALITY.checks)[]) {
  const own = rows.filter((r) => r.defect.check === check)
  const caught = own.filter((r) => flags(r, check)).length
  const base = cleanFor(check)
  const wrong = base.filter((r) => flags(r, check)).length
  console.log(
    `| ${check} | ${JSON.stringify(QUALITY.checks[check])} | ${own.length ? `${caught}/${own.length}` : '-'} | ${wrong}/${base.length} |`,
  )
}
const seeded = rows.filter((r) => r.defect.check !== null)
const seededCaught = seeded.filter((r) => flags(r, r.defect.check as string)).length
console.log(`seeded defects caught by their own check: ${seededCaught}/${seeded.length}`)
console.log(
  `not scored, the detector measuring another person than the one the defect was drawn on: ${otherFace.length}${otherFace.length ? ` (${otherFace.map((o) => `${o.file}, ${o.defect.name}`).join('; ')})` : ''}`,
)
console.log('')
const short = (m: QualityMeasures) =>
  JSON.stringify(m, (_k, v) => (typeof v === 'number' ? Number(v.toFixed(2)) : v))
for (const d of DEFECTS.filter((x) => x.check)) {
  const own = rows.filter((r) => r.defect === d)
  const missed = own.filter((r) => !flags(r, d.check as string))
  const elsewhere = otherFace.filter((o) => o.defect === d).length
  const lost = new Set(rows.map((r) => r.file)).size - own.length - elsewhere
  const why = missed.map((r) => `${r.file} ${short(r.measures)}`).join('; ')
  console.log(
    `${d.name}: caught by its check ${own.length - missed.length}/${own.length}${lost ? ` (${lost} more with no face found)` : ''}${elsewhere ? ` (${elsewhere} more measured on another person)` : ''}${why ? `; missed: ${why}` : ''}`,
  )
}
// A clean portrait wrongly fails when a check it should pass fails: any but its wall's (busy in most) and,
// for a head not judged to face the camera, the pose's.
const wrongly = (r: Row) =>
  [...r.failed].filter(
    (c) => !WALL_CHECKS.has(c) && (REAL_FACES[r.file]?.facing === 'camera' || !POSE_CHECKS.has(c)),
  )
const wallFails = rows.filter((r) => r.defect.plainWall && [...r.failed].some((c) => WALL_CHECKS.has(c)))
console.log(
  `plain-wall copies failing a wall check: ${wallFails.length} ${wallFails.map((r) => `${r.file} ${short(r.measures)}`).join('; ')}`,
)
const anyFail = clean.filter((r) => wrongly(r).length > 0)
console.log(
  `clean portraits wrongly failing a check (their own walls and turned heads' pose aside): ${anyFail.length}/${clean.length} ${anyFail.map((r) => `${r.file} (${wrongly(r).join(', ')})`).join('; ')}`,
)
console.log(`measuring time per photo: median ${f2(median(rows.map((r) => r.ms)))} ms`)

// Pose, eyes, mouth and gaze on the real faces, as they are and mirrored (a mirrored turned head is turned).
console.log('')
console.log(
  '| portrait | labels (by eye) | yaw | pitch | eyes open | mouth open | mouth corners | gaze | fails | warns |',
)
console.log('|---|---|---|---|---|---|---|---|---|---|')
const real: { file: string; flagged: Set<string> }[] = []
const extra = Object.keys(REAL_FACES).filter((f) => !files.includes(f) && pathOf(f))
for (const file of [...files, ...extra]) {
  const original = await decodeFile(pathOf(file) as string)
  const labels = Object.entries(REAL_FACES[file] ?? {})
    .map(([k, v]) => `${k} ${v}`)
    .join(', ')
  for (const [copy, image] of [
    ['', original],
    [' (mirrored)', mirrorRgb(original)],
  ] as const) {
    const face = await detectFace(image)
    const head = face.detected && face.landmarks ? estimateHead(face, image) : null
    const m = head ? measureQuality(image, face, head) : null
    if (!m) {
      console.log(`| ${file}${copy} | ${labels} | no face | | | | | | | |`)
      continue
    }
    const verdicts = qualityVerdicts(m)
    const named = (status: string) =>
      verdicts
        .filter((v) => v.status === status)
        .map((v) => v.check)
        .join(', ')
    const n = (x: number | null, digits = 1) => (x === null ? '-' : x.toFixed(digits))
    console.log(
      `| ${file}${copy} | ${labels} | ${n(m.yaw)}° | ${n(m.pitch)}° | ${n(m.eyesOpen, 2)} | ${n(m.mouthOpen, 2)} | ${n(m.cornerLift, 3)} | ${n(m.gaze)}° | ${named('fail')} | ${named('warn')} |`,
    )
    real.push({ file, flagged: new Set(verdicts.filter((v) => v.status !== 'pass').map((v) => v.check)) })
  }
}
console.log('')
console.log('| check | real defects flagged | real faces without it flagged |')
console.log('|---|---|---|')
for (const { check, label, defect } of LABELLED_CHECKS) {
  const judged = real.filter((r) => REAL_FACES[r.file]?.[label] !== undefined)
  const bad = judged.filter((r) => REAL_FACES[r.file]?.[label] === defect)
  const good = judged.filter((r) => REAL_FACES[r.file]?.[label] !== defect)
  const flagged = (set: typeof real) => set.filter((r) => r.flagged.has(check)).length
  console.log(`| ${check} | ${flagged(bad)}/${bad.length} | ${flagged(good)}/${good.length} |`)
}
