// How good is background replacement's alpha? Composites with a known alpha (docs/background.md, "Matting
// benchmark"):
//   TESTDATA_DIR=<corpora> pnpm --filter @vps/imaging bench:matting
// Each foreground in $TESTDATA_DIR/matting (made by bench/matting/make-foregrounds.ts: true colour and
// alpha) is framed like an export (head 60% of the height, 600x600 or 413x531) and put over crops of
// cluttered corpus photos. On each composite: the raw mask (segmentImage, upsampled) and the refined alpha
// (refineAlpha) are scored against the truth in the band around the true edge (SAD, MSE, gradient error),
// and the photo put on the US white both ways is read for old background colour left near the edge (halo).
// Prints a markdown table and writes close-up sheets; asserts nothing.
// Its second part, the leftover bench (bench/matting/leftover.ts), needs only the portraits and the
// compression corpus: portraits on plain walls, keyed at run time, over cluttered photos recoloured into a
// hue the person does not carry; it counts that hue left in the export, raw mask against refined alpha,
// and whether 'Plain background' fails where a patch of it is left.
import { existsSync } from 'node:fs'
import { mkdir, readdir, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { LEFTOVER_WALL } from '@vps/specs'
import { estimateHead } from '../src/face/head.ts'
import {
  MATTING_TUNING,
  type MattingTuning,
  refineAlpha,
  replaceBackground,
  segmentImage,
} from '../src/matting/index.ts'
import { decodeFile } from '../src/node/decode.ts'
import { detectFace, getSegmentationModel } from '../src/node/face.ts'
import { countryFrame, withBackdrop } from '../src/photo/frame.ts'
import { leftoverPlace, minLeftoverPx, scanLeftoverWall } from '../src/photo/leftover-wall.ts'
import { optimizePlacement } from '../src/photo/pipeline.ts'
import { headInFrame, placementMatrix } from '../src/photo/placement.ts'
import { measureQuality } from '../src/photo/quality/index.ts'
import { renderPlacement } from '../src/photo/render.ts'
import { parseHex } from '../src/pixels/colour.ts'
import type { RasterImage } from '../src/types.ts'
import { encodePng } from '../test-support/node-codecs.ts'
import { testdataDir } from '../test-support/testdata.ts'
import {
  type Foreground,
  type Framed,
  frameForeground,
  loadForegrounds,
  overColour,
} from './matting/foreground.ts'
import {
  keyedCutOut,
  meanAlpha,
  over,
  ownHue,
  personShareOf,
  plainWall,
  recolour,
  SENTINELS,
  sentinelLeft,
  tintTowardWall,
} from './matting/leftover.ts'
import { alphaErrors, gradientMagnitude, halo, haloRegion, unknownBand } from './matting/metrics.ts'
import { resample, rng } from './matting/planes.ts'
import { canvas, cropRaster, paste } from './matting/sheet.ts'

if (!testdataDir)
  throw new Error('bench:matting needs TESTDATA_DIR (its foregrounds and backgrounds are in the corpora)')
const FOREGROUND_DIR = path.join(testdataDir, 'matting')
const HAS_FOREGROUNDS = existsSync(path.join(FOREGROUND_DIR, 'manifest.json'))

/** Cluttered photos of the compression corpus, used as the new backgrounds. */
const BACKGROUNDS = [
  'japanese-shop.jpg',
  'craft-beer.jpg',
  'flickr-2569067123.jpg',
  'kodim08.png',
  'book-beside-flowers.jpg',
  'terrain-relief-2400.jpg',
]
const PER_FOREGROUND = 3
const SIZES: [number, number][] = [
  [600, 600],
  [413, 531],
]
const hex = countryFrame('united-states').background
const NEW_COLOUR = [1, 3, 5].map((k) => Number.parseInt(hex.slice(k, k + 2), 16))
const OUT_DIR = path.join(os.tmpdir(), 'vps-matting')

// Backgrounds decoded once and shrunk to at most 1600 px on the long side.
async function loadBackground(
  name: string,
): Promise<{ name: string; rgb: Float32Array; width: number; height: number }> {
  const image = await decodeFile(path.join(testdataDir as string, 'compress', name))
  const k = Math.min(1, 1600 / Math.max(image.width, image.height))
  const width = Math.round(image.width * k)
  const height = Math.round(image.height * k)
  const src = new Float32Array(image.width * image.height * 3)
  for (let i = 0; i < image.width * image.height; i++)
    for (let c = 0; c < 3; c++) src[i * 3 + c] = image.data[i * 4 + c] as number
  return { name, rgb: resample(src, image.width, image.height, 3, width, height), width, height }
}

// A random crop of the background, 1 to 2.5 times the frame's size in background px, shrunk to the frame.
function backgroundCrop(
  bg: Awaited<ReturnType<typeof loadBackground>>,
  width: number,
  height: number,
  random: () => number,
): Float32Array {
  const k = Math.min(1 + 1.5 * random(), bg.width / width, bg.height / height)
  const cw = Math.floor(width * k)
  const ch = Math.floor(height * k)
  const x0 = Math.floor(random() * (bg.width - cw + 1))
  const y0 = Math.floor(random() * (bg.height - ch + 1))
  const crop = new Float32Array(cw * ch * 3)
  for (let y = 0; y < ch; y++)
    crop.set(bg.rgb.subarray(((y0 + y) * bg.width + x0) * 3, ((y0 + y) * bg.width + x0 + cw) * 3), y * cw * 3)
  return resample(crop, cw, ch, 3, width, height)
}

function toRaster(rgb: Float32Array, width: number, height: number): RasterImage {
  const data = new Uint8ClampedArray(width * height * 4)
  for (let i = 0; i < width * height; i++) {
    for (let c = 0; c < 3; c++) data[i * 4 + c] = rgb[i * 3 + c] as number
    data[i * 4 + 3] = 255
  }
  return { data, width, height }
}

// The raw mask's composite: the photo's own colours times the mask, the new colour elsewhere.
function plainComposite(image: RasterImage, alpha: Float32Array, colour: readonly number[]): RasterImage {
  const out = new Uint8ClampedArray(image.data.length)
  for (let i = 0; i < alpha.length; i++) {
    const a = alpha[i] as number
    for (let c = 0; c < 3; c++)
      out[i * 4 + c] = a * (image.data[i * 4 + c] as number) + (1 - a) * (colour[c] as number)
    out[i * 4 + 3] = 255
  }
  return { data: out, width: image.width, height: image.height }
}

function alphaRaster(alpha: Float32Array, width: number, height: number): RasterImage {
  const data = new Uint8ClampedArray(width * height * 4)
  for (let i = 0; i < width * height; i++) {
    const v = (alpha[i] as number) * 255
    data.fill(v, i * 4, i * 4 + 3)
    data[i * 4 + 3] = 255
  }
  return { data, width, height }
}

interface Row {
  name: string
  size: string
  background: string
  sad: [number, number]
  mse: [number, number]
  grad: [number, number]
  halo: [number, number]
  haloP95: [number, number]
  /** Halo of the refined alpha composited plainly (no estimate of the person's colour): a diagnostic. */
  haloPlain: number
  band: number
  segmentMs: number
  refineMs: number
}

// Close-ups of one composite at 100%: the top of the head and the side of the head at eye level; tiles:
// composite, raw result, refined result, truth, raw alpha, refined alpha, true alpha.
function closeUps(tiles: RasterImage[], framed: Framed, alphaTrue: Float32Array): RasterImage {
  const tw = Math.min(framed.width, 220)
  const th = Math.min(framed.height, 160)
  const inside = (x: number, y: number) => ({
    x: Math.round(Math.min(framed.width - tw, Math.max(0, x))),
    y: Math.round(Math.min(framed.height - th, Math.max(0, y))),
  })
  const top = inside(framed.crown.x - tw / 2, framed.crown.y - th / 3)
  // The side: the right-hand edge of the head at 40% of its height (the last opaque pixel of that row).
  const sideY = Math.round(Math.min(framed.height - 1, framed.crown.y + 0.4 * framed.headHeight))
  let sideX = framed.width - 1
  for (let x = framed.width - 1; x >= 0; x--) {
    if ((alphaTrue[sideY * framed.width + x] as number) > 0.5) {
      sideX = x
      break
    }
  }
  const side = inside(sideX - tw / 2, sideY - th / 2)
  const sheet = canvas(tiles.length * (tw + 4), 2 * (th + 4))
  tiles.forEach((t, k) => {
    paste(sheet, cropRaster(t, top.x, top.y, tw, th), k * (tw + 4), 0)
    paste(sheet, cropRaster(t, side.x, side.y, tw, th), k * (tw + 4), th + 4)
  })
  return sheet
}

async function runOne(
  fg: Foreground,
  size: [number, number],
  bgRgb: Float32Array,
  bgName: string,
  model: Awaited<ReturnType<typeof getSegmentationModel>>,
  sheetOut: string | null,
): Promise<Row> {
  const [width, height] = size
  const framed = frameForeground(fg, width, height)
  const n = width * height
  const composite = new Float32Array(n * 3)
  for (let i = 0; i < n; i++) {
    const a = framed.alpha[i] as number
    for (let c = 0; c < 3; c++)
      composite[i * 3 + c] = (framed.premul[i * 3 + c] as number) + (1 - a) * (bgRgb[i * 3 + c] as number)
  }
  const image = toRaster(composite, width, height)
  let t = performance.now()
  const raw = await segmentImage(image, model)
  const segmentMs = performance.now() - t
  t = performance.now()
  const refined = refineAlpha(image, raw)
  const result = replaceBackground(image, refined, NEW_COLOUR as [number, number, number])
  const refineMs = performance.now() - t
  const truth = overColour(framed.premul, framed.alpha, NEW_COLOUR, width, height)
  const rawResult = plainComposite(image, raw.data, NEW_COLOUR)
  const plainRefined = plainComposite(image, refined.data, NEW_COLOUR)

  const unit = height / 600
  const band = unknownBand(framed.alpha, framed.scored, width, height, 5 * unit)
  const gt = gradientMagnitude(framed.alpha, width, height)
  const eRaw = alphaErrors(raw.data, framed.alpha, band, width, height, gt)
  const eRef = alphaErrors(refined.data, framed.alpha, band, width, height, gt)
  const region = haloRegion(framed.alpha, bgRgb, NEW_COLOUR, framed.scored, width, height, 4 * unit)
  const hRaw = halo(rawResult, truth, bgRgb, NEW_COLOUR, region)
  const hRef = halo(result, truth, bgRgb, NEW_COLOUR, region)
  const hPlain = halo(plainRefined, truth, bgRgb, NEW_COLOUR, region)

  if (sheetOut) {
    const tiles = [
      image,
      rawResult,
      result,
      truth,
      alphaRaster(raw.data, width, height),
      alphaRaster(refined.data, width, height),
      alphaRaster(framed.alpha, width, height),
    ]
    await writeFile(sheetOut, await encodePng(closeUps(tiles, framed, framed.alpha)))
    await writeFile(
      sheetOut.replace(/\.png$/, '-full.png'),
      await encodePng(sideBySide([image, rawResult, result, truth])),
    )
  }
  return {
    name: fg.name,
    size: `${width}x${height}`,
    background: bgName,
    sad: [eRaw.sad / 1000, eRef.sad / 1000],
    mse: [eRaw.mse * 1000, eRef.mse * 1000],
    grad: [eRaw.grad / 1000, eRef.grad / 1000],
    halo: [hRaw.mean, hRef.mean],
    haloP95: [hRaw.p95, hRef.p95],
    haloPlain: hPlain.mean,
    band: eRaw.pixels,
    segmentMs,
    refineMs,
  }
}

function sideBySide(images: RasterImage[]): RasterImage {
  const w = images[0]?.width ?? 0
  const h = images[0]?.height ?? 0
  const sheet = canvas(images.length * (w + 4), h)
  for (const [k, img] of images.entries()) paste(sheet, img, k * (w + 4), 0)
  return sheet
}

const mean = (xs: number[]) => xs.reduce((s, v) => s + v, 0) / Math.max(1, xs.length)
const pair = (rows: Row[], pick: (r: Row) => [number, number]): [number, number] => [
  mean(rows.map((r) => pick(r)[0])),
  mean(rows.map((r) => pick(r)[1])),
]

async function main() {
  await mkdir(OUT_DIR, { recursive: true })
  const foregrounds = await loadForegrounds(FOREGROUND_DIR)
  const backgrounds = await Promise.all(BACKGROUNDS.map(loadBackground))
  const model = await getSegmentationModel()
  // Warm up (the model's session, the JIT on the refinement) so the first timings are not start-up.
  {
    const warm = { data: new Uint8ClampedArray(600 * 600 * 4).fill(128), width: 600, height: 600 }
    for (let i = 0; i < 600 * 600; i++)
      if (Math.hypot((i % 600) - 300, i / 600 - 300) < 150) warm.data[i * 4] = 250
    const mask = await segmentImage(warm, model)
    for (let i = 0; i < mask.data.length; i++) mask.data[i] = warm.data[i * 4] === 250 ? 0.9 : 0.1
    replaceBackground(warm, refineAlpha(warm, mask), [255, 255, 255])
  }
  const random = rng(2026)
  const rows: Row[] = []
  for (const [f, fg] of foregrounds.entries()) {
    for (let k = 0; k < PER_FOREGROUND; k++) {
      const size = SIZES[(f + k) % SIZES.length] as [number, number]
      const bg = backgrounds[(f * PER_FOREGROUND + k) % backgrounds.length] as (typeof backgrounds)[number]
      const bgRgb = backgroundCrop(bg, size[0], size[1], random)
      const sheet = k === 0 ? path.join(OUT_DIR, `${fg.name}.png`) : null
      rows.push(await runOne(fg, size, bgRgb, bg.name, model, sheet))
    }
  }

  const f3 = (v: number) => v.toFixed(3)
  const f2 = (v: number) => v.toFixed(2)
  const pct = (v: number) => `${(v * 100).toFixed(1)}%`
  const cells = (p: [number, number], fmt: (v: number) => string) => `${fmt(p[0])} | ${fmt(p[1])}`
  console.log(
    `${rows.length} composites: ${foregrounds.length} foregrounds x ${PER_FOREGROUND} cluttered backgrounds, new colour ${hex} (US).`,
  )
  console.log(
    'Band: true alpha in (0.01, 0.99) widened by 5 px per 600 px of height. SAD ÷1000, MSE ×1000, Grad ÷1000 (σ 1.4); halo: share of the old background left, soft band + 4 px outside (mean, p95).',
  )
  console.log('')
  console.log(
    '| foreground | band px | SAD raw | SAD refined | MSE raw | MSE refined | Grad raw | Grad refined | halo raw | halo refined | halo p95 raw | halo p95 refined | halo, refined α plain | segment ms | refine+replace ms |',
  )
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|')
  const line = (label: string, rs: Row[]) =>
    console.log(
      `| ${label} | ${Math.round(mean(rs.map((r) => r.band)))} | ${cells(
        pair(rs, (r) => r.sad),
        f3,
      )} | ${cells(
        pair(rs, (r) => r.mse),
        f2,
      )} | ${cells(
        pair(rs, (r) => r.grad),
        f3,
      )} | ${cells(
        pair(rs, (r) => r.halo),
        pct,
      )} | ${cells(
        pair(rs, (r) => r.haloP95),
        pct,
      )} | ${pct(mean(rs.map((r) => r.haloPlain)))} | ${mean(rs.map((r) => r.segmentMs)).toFixed(0)} | ${mean(rs.map((r) => r.refineMs)).toFixed(0)} |`,
    )
  for (const fg of foregrounds)
    line(
      `${fg.name} (${fg.method})`,
      rows.filter((r) => r.name === fg.name),
    )
  line('**mean**', rows)

  console.log('')
  const figures: [string, (r: Row) => [number, number]][] = [
    ['SAD', (r) => r.sad],
    ['MSE', (r) => r.mse],
    ['Grad', (r) => r.grad],
    ['halo', (r) => r.halo],
    ['halo p95', (r) => r.haloP95],
  ]
  console.log(
    `Refined better than raw, composites out of ${rows.length}: ${figures
      .map(([name, pick]) => `${name} ${rows.filter((r) => pick(r)[1] < pick(r)[0]).length}`)
      .join(', ')}`,
  )
  console.log('')
  console.log('| composite | size | background | SAD raw / refined | halo raw / refined |')
  console.log('|---|---|---|---|---|')
  for (const r of rows)
    console.log(
      `| ${r.name} | ${r.size} | ${r.background} | ${f3(r.sad[0])} / ${f3(r.sad[1])} | ${pct(r.halo[0])} / ${pct(r.halo[1])} |`,
    )
  console.log('')
  console.log(
    `Close-ups (100%; columns: composite, raw on white, refined on white, truth, raw α, refined α, true α): ${OUT_DIR}`,
  )
}

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')

if (HAS_FOREGROUNDS) await main()
else
  console.log(
    `Part 1 (known alpha) skipped: ${FOREGROUND_DIR}/manifest.json missing (run bench/matting/make-foregrounds.ts first).\n`,
  )
await leftoverPart()

/** The leftover bench: see the file's head and bench/matting/leftover.ts. */
async function leftoverPart() {
  const MAX_PORTRAITS = Number(process.env.LEFTOVER_PORTRAITS ?? 12)
  // Every background once per portrait (6): 18 composites were too few to say 95 %.
  const PER_PORTRAIT = Number(process.env.LEFTOVER_PER_PORTRAIT ?? BACKGROUNDS.length)
  // The refinement as it shipped before #47 (no colour re-decision), run on the same renders.
  const TODAY: MattingTuning = { ...MATTING_TUNING, wallRatio: 0 }
  const frame = withBackdrop(countryFrame('germany'), { replace: true })
  const colour = parseHex(frame.background)
  const models = { segmenter: getSegmentationModel() }
  const segmenter = await models.segmenter
  const backgrounds = await Promise.all(BACKGROUNDS.map(loadBackground))
  const dir = path.join(testdataDir as string, 'portraits')
  const files = (await readdir(dir)).filter((f) => /^human_(stock|person|cgi-model)-.*\.jpg$/.test(f)).sort()
  const random = rng(47)
  await mkdir(OUT_DIR, { recursive: true })
  console.log(`## Leftover wall (load average at start: ${loadAverage()})`)
  console.log('')
  console.log(
    `Portraits on plain walls (of ${files.length} candidates, the first ${MAX_PORTRAITS} whose wall is plain and with one face), keyed against the wall's fitted plate, set over crops of cluttered photos recoloured into a hue under 0.05 % of the person's pixels; placed on the Germany frame (${frame.width}x${frame.height}, new wall ${frame.background}) as the page does. Pixels of that hue left in the export, by place; patches of size: at least ${LEFTOVER_WALL.minAreaEyeDistanceSq} eye distances squared.`,
  )
  console.log('')
  console.log(
    '| portrait | background | hue | raw: px left (ears / hair / crown / neck, shoulders / face) | today: px left (same) | new: px left (same) | patches of size, raw / today / new | Plain background today / new | segment ms | refine+replace ms, today / new | leftover search ms |',
  )
  console.log('|---|---|---|---|---|---|---|---|---:|---:|---:|')
  type Result = {
    raw: number
    today: number
    tint: number[]
    refined: number
    rawPatches: number
    todayPatches: number
    refinedPatches: number
    fails: boolean
    todayFails: boolean
    segmentMs: number
    todayMs: number
    refineMs: number
    scanMs: number
  }
  const results: Result[] = []
  let used = 0
  let skipped = 0
  for (const file of files) {
    if (used >= MAX_PORTRAITS) break
    const full = await decodeFile(path.join(dir, file))
    const k = Math.min(1, 1200 / Math.max(full.width, full.height))
    const image =
      k < 1
        ? toRaster(
            resample(
              rgbFloats(full),
              full.width,
              full.height,
              3,
              Math.round(full.width * k),
              Math.round(full.height * k),
            ),
            Math.round(full.width * k),
            Math.round(full.height * k),
          )
        : full
    const wall = plainWall(image)
    if (!wall.plain) continue
    const face = await detectFace(image, models)
    if (!face.detected || (face.others?.length ?? 0) > 0) continue
    const key = keyedCutOut(image, wall.plate, wall.spread)
    // A head and shoulders, as a visa photo is taken: the person across half the bottom row at least, and
    // the face near the middle (a tight crop of a face has no shoulders for the mask to find).
    let bottom = 0
    for (let x = 0; x < image.width; x++)
      if ((key.alpha[(image.height - 1) * image.width + x] as number) >= 0.5) bottom++
    if (
      bottom < 0.5 * image.width ||
      Math.abs(face.x + face.width / 2 - image.width / 2) > 0.15 * image.width
    )
      continue
    // A key that took part of the face or the body for wall (a wall as dark as a jacket) would plant the hue
    // inside the person: the face box and the body below it must be keyed whole.
    const body = {
      x: face.x - face.width / 2,
      y: face.y + face.height * 1.3,
      width: face.width * 2,
      height: image.height,
    }
    if (
      meanAlpha(key.alpha, image.width, image.height, face) < 0.97 ||
      meanAlpha(key.alpha, image.width, image.height, body) < 0.95
    ) {
      console.log(
        `(${file}: the key gives no whole face and body: no shoulders, or part of the person keyed as wall; not used)`,
      )
      continue
    }
    const hues = SENTINELS.filter((h) => personShareOf(key.fg, key.alpha, h.hue) < 0.0005)
    if (hues.length === 0) {
      skipped++
      continue
    }
    used++
    for (let j = 0; j < PER_PORTRAIT; j++) {
      const hue = hues[j % hues.length] as (typeof hues)[number]
      const bg = backgrounds[(used * PER_PORTRAIT + j) % backgrounds.length] as (typeof backgrounds)[number]
      const crop = recolour(backgroundCrop(bg, image.width, image.height, random), hue.hue)
      const photo = over(key.fg, key.alpha, crop, image.width, image.height)
      const seen = await detectFace(photo, models)
      if (!seen.detected || !seen.landmarks) {
        console.log(`| ${file} | ${bg.name} | ${hue.name} | no face found on the composite | | | | | | |`)
        continue
      }
      const head = estimateHead(seen, photo)
      const { placement } = optimizePlacement(photo, seen, frame)
      const original = renderPlacement(photo, placement, frame, frame.background)
      let t = performance.now()
      const raw = await segmentImage(original, segmenter)
      const segmentMs = performance.now() - t
      // Today's refinement and the new one on the same render, in alternating order (same load for both).
      const timed = (tuning: MattingTuning) => {
        const start = performance.now()
        const alpha = refineAlpha(original, raw, tuning)
        const image = replaceBackground(original, alpha, colour, tuning)
        return { alpha, image, ms: performance.now() - start }
      }
      const first = results.length % 2 === 0
      const a = timed(first ? TODAY : MATTING_TUNING)
      const b = timed(first ? MATTING_TUNING : TODAY)
      const [before, after] = first ? [a, b] : [b, a]
      const refined = after.alpha
      const result = after.image
      const refineMs = after.ms
      const todayMs = before.ms
      const rawResult = plainComposite(original, raw.data, colour)
      const inFrame = headInFrame(photo, placement, frame, head)
      const eyes = measureQuality(photo, seen, head)?.interEyePx ?? 0
      const eyeDistancePx = eyes * placementMatrix(photo, placement, frame).pixelsPerSourcePixel
      t = performance.now()
      const scan = scanLeftoverWall({
        original,
        composite: result,
        alpha: refined,
        colour,
        head: inFrame,
        eyeDistancePx,
      })
      const scanMs = performance.now() - t
      const todayFails =
        scanLeftoverWall({
          original,
          composite: before.image,
          alpha: before.alpha,
          colour,
          head: inFrame,
          eyeDistancePx,
        }).leftover.regions.length > 0
      const min = minLeftoverPx(eyeDistancePx)
      // The person's own pixels in the hue (a lilac highlight on a red top) are not old wall.
      const grey = new Float32Array(image.width * image.height * 3).fill(128)
      const own = ownHue(
        renderPlacement(
          over(key.fg, key.alpha, grey, image.width, image.height),
          placement,
          frame,
          frame.background,
        ),
        hue.hue,
      )
      const count = (img: RasterImage) => {
        const { mask, patches } = sentinelLeft(img, hue.hue, own)
        const by = { ears: 0, hair: 0, crown: 0, neck: 0, face: 0 }
        for (let i = 0; i < mask.length; i++) {
          if (!mask[i]) continue
          const place = leftoverPlace(inFrame, {
            x: (i % img.width) + 0.5,
            y: Math.floor(i / img.width) + 0.5,
          })
          const group = place.startsWith('ear')
            ? 'ears'
            : place.startsWith('hair')
              ? 'hair'
              : place === 'crown'
                ? 'crown'
                : place === 'face'
                  ? 'face'
                  : 'neck'
          by[group]++
        }
        const total = by.ears + by.hair + by.crown + by.neck + by.face
        return { by, total, ofSize: patches.filter((p) => p.area >= min).length }
      }
      if (process.env.LEFTOVER_DUMP) {
        const stem = path.join(OUT_DIR, `dump-${file.replace(/\.jpg$/, '')}-${j}`)
        await writeFile(`${stem}-render.png`, await encodePng(original))
        await writeFile(`${stem}-raw.bin`, Buffer.from(raw.data.buffer))
      }
      const r = count(rawResult)
      const d = count(before.image)
      const f = count(result)
      // The tint the old wall leaves at the true soft edge (keyed alpha strictly between 0.02 and 0.98, as
      // rendered): each export against the keyed person over the new colour, rendered alike.
      const fill = (v: readonly number[]) => {
        const a = new Float32Array(image.width * image.height * 3)
        for (let i = 0; i < a.length; i++) a[i] = v[i % 3] as number
        return a
      }
      const truthExport = renderPlacement(
        over(key.fg, key.alpha, fill(colour), image.width, image.height),
        placement,
        frame,
        frame.background,
      )
      const alphaExport = renderPlacement(
        over(fill([255, 255, 255]), key.alpha, fill([0, 0, 0]), image.width, image.height),
        placement,
        frame,
        frame.background,
      )
      const edge = new Uint8Array(alphaExport.width * alphaExport.height)
      for (let i = 0; i < edge.length; i++) {
        const v = (alphaExport.data[i * 4] as number) / 255
        edge[i] = v > 0.02 && v < 0.98 ? 1 : 0
      }
      const tint = [rawResult, before.image, result].map((x) => tintTowardWall(x, truthExport, edge, hue.hue))
      await writeFile(
        path.join(OUT_DIR, `leftover-${file.replace(/\.jpg$/, '')}-${j}.png`),
        await encodePng(
          sideBySide([original, rawResult, before.image, result, marked(result, scan.flagged)]),
        ),
      )
      const fails = scan.leftover.regions.length > 0
      const places = (c: typeof r) =>
        `${c.total} (${c.by.ears} / ${c.by.hair} / ${c.by.crown} / ${c.by.neck} / ${c.by.face})`
      console.log(
        `| ${file} | ${bg.name} | ${hue.name} | ${places(r)} | ${places(d)} | ${places(f)} | ${r.ofSize} / ${d.ofSize} / ${f.ofSize} | ${todayFails ? 'fails' : 'passes'} / ${fails ? `fails: ${scan.leftover.regions.map((x) => `${x.place} ${x.areaPx}`).join(', ')}` : 'passes'} | ${segmentMs.toFixed(0)} | ${todayMs.toFixed(0)} / ${refineMs.toFixed(0)} | ${scanMs.toFixed(0)} |`,
      )
      results.push({
        raw: r.total,
        today: d.total,
        tint,
        refined: f.total,
        rawPatches: r.ofSize,
        todayPatches: d.ofSize,
        refinedPatches: f.ofSize,
        fails,
        todayFails,
        segmentMs,
        todayMs,
        refineMs,
        scanMs,
      })
    }
  }
  const n = results.length
  const withPatch = results.filter((x) => x.refinedPatches > 0)
  const clean = results.filter((x) => x.refinedPatches === 0)
  const median = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b)
    return s.length === 0 ? 0 : (s[Math.floor((s.length - 1) / 2)] as number)
  }
  console.log('')
  console.log(
    `${n} composites of ${used} portraits (${skipped} plain-wall portraits skipped: every hue on the person).`,
  )
  console.log('')
  console.log(
    '| alpha | hue px left, mean | hue px left, median | composites with a patch of size | tint toward the old wall at the true soft edge, levels (mean) |',
  )
  console.log('|---|---:|---:|---:|---:|')
  const tintOf = (k: number) => mean(results.map((x) => x.tint[k] as number)).toFixed(1)
  console.log(
    `| raw mask | ${mean(results.map((x) => x.raw)).toFixed(0)} | ${median(results.map((x) => x.raw))} | ${results.filter((x) => x.rawPatches > 0).length} of ${n} | ${tintOf(0)} |`,
  )
  console.log(
    `| today (before #47) | ${mean(results.map((x) => x.today)).toFixed(0)} | ${median(results.map((x) => x.today))} | ${results.filter((x) => x.todayPatches > 0).length} of ${n} | ${tintOf(1)} |`,
  )
  console.log(
    `| new (ships) | ${mean(results.map((x) => x.refined)).toFixed(0)} | ${median(results.map((x) => x.refined))} | ${withPatch.length} of ${n} | ${tintOf(2)} |`,
  )
  console.log('')
  const todayPatch = results.filter((x) => x.todayPatches > 0)
  const todayClean = results.filter((x) => x.todayPatches === 0)
  console.log(
    `'Plain background' on today's exports: fails ${todayPatch.filter((x) => x.todayFails).length} of the ${todayPatch.length} with a patch of size left, and ${todayClean.filter((x) => x.todayFails).length} of the ${todayClean.length} without one.`,
  )
  console.log(
    `'Plain background' on the new exports: fails ${withPatch.filter((x) => x.fails).length} of the ${withPatch.length} with a patch of size left (a pass there is a false Ready), and ${clean.filter((x) => x.fails).length} of the ${clean.length} without one.`,
  )
  console.log(
    `Times, mean (load average now: ${loadAverage()}): segment ${mean(results.map((x) => x.segmentMs)).toFixed(0)} ms, refine+replace today ${mean(results.map((x) => x.todayMs)).toFixed(0)} ms (median ${median(results.map((x) => x.todayMs)).toFixed(0)}), new ${mean(results.map((x) => x.refineMs)).toFixed(0)} ms (median ${median(results.map((x) => x.refineMs)).toFixed(0)}), median of the per-composite difference ${median(results.map((x) => x.refineMs - x.todayMs)).toFixed(0)} ms, leftover search ${mean(results.map((x) => x.scanMs)).toFixed(0)} ms (median ${median(results.map((x) => x.scanMs)).toFixed(0)} ms).`,
  )
}

/** The export with the pixels the leftover search read as old wall in yellow (no sentinel is yellow). */
function marked(image: RasterImage, flagged: Uint8Array): RasterImage {
  const data = new Uint8ClampedArray(image.data)
  for (let i = 0; i < flagged.length; i++) if (flagged[i]) data.set([255, 230, 0], i * 4)
  return { data, width: image.width, height: image.height }
}

function rgbFloats(image: RasterImage): Float32Array {
  const out = new Float32Array(image.width * image.height * 3)
  for (let i = 0; i < image.width * image.height; i++)
    for (let c = 0; c < 3; c++) out[i * 3 + c] = image.data[i * 4 + c] as number
  return out
}
