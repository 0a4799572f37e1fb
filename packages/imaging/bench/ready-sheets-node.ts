// Contact sheets of every Ready export with the wall replaced, at 100 % around both ears and the crown
// (docs/background.md, "Ready exports, looked at"): `pnpm bench:sheets` (needs TESTDATA_DIR).
// Each corpus portrait with a face goes through the page's pipeline on the Germany default document with the
// wall kept; those whose own wall fails 'Plain background' there (a cluttered wall) are made again with the
// wall replaced on three documents that allow it (Germany #f5f5f5, India white 600x600, China's online form),
// and every Ready export gets one row on a sheet: left ear, crown, right ear, export pixels 1:1, plus the
// whole export shrunk. Sheets go to $TMPDIR/vps-sheets/. Prints each Ready export with its leftover figures;
// asserts nothing: the sheets are for the eye. The exports refused by 'Plain background' alone get the same
// rows, each patch it found outlined in red, on refused-*.png: a refusal is looked at too (a clean photo
// refused wrongly costs the traveller). SHEETS_ONLY=teen-4,models-9 keeps the portraits whose file name holds
// one of the words; SHEETS_DUMP=1 also writes each replaced export's render, alpha and composite as PNGs.
import { mkdirSync, readdirSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { builtInDestination, DEFAULT_DOCUMENT_ID, documentsOf } from '@vps/specs'
import type { AlphaMatte } from '../src/matting/alpha-matte.ts'
import { segmentImage } from '../src/matting/segment-image.ts'
import { initCodecsFromNodeModules, nodeCodecs } from '../src/node/codecs.ts'
import { decodeFile } from '../src/node/decode.ts'
import { detectFace, getFaceModel, getSegmentationModel } from '../src/node/face.ts'
import type { WallLeftover } from '../src/photo/compliance-types.ts'
import { exportFacePass } from '../src/photo/faces-in-frame.ts'
import { documentFrame, type PhotoFrame, withBackdrop } from '../src/photo/frame.ts'
import { SUBJECT_TUNING } from '../src/photo/options.ts'
import {
  checkPlacement,
  optimizePlacement,
  type PlacementCheck,
  renderOutput,
} from '../src/photo/pipeline.ts'
import type { HeadInFrame } from '../src/photo/placement.ts'
import { blurredBeside, keptBeyond } from '../src/photo/subject-bound.ts'
import type { RasterImage } from '../src/types.ts'
import { encodePng } from '../test-support/node-codecs.ts'
import { corpusFile, testdataDir } from '../test-support/testdata.ts'
import { canvas, cropRaster, paste, scaleRaster } from './matting/sheet.ts'

if (!testdataDir) {
  console.log('bench:sheets needs TESTDATA_DIR (the corpus portraits)')
  process.exit(0)
}

const DOCUMENTS: [string, string | null][] = [
  ['germany', null],
  ['india', null],
  ['china', 'china-visa-online'],
]
/** Tile sides in export pixels: an ear tile and the crown tile (wider: the hair's outline across the top). */
const EAR = 160
const CROWN = { width: 280, height: 160 }

function frameOf(slug: string, id: string | null, replace: boolean): PhotoFrame {
  const destination = builtInDestination(slug)
  if (!destination) throw new Error(`no destination ${slug}`)
  const doc = documentsOf({ ...destination, code: slug }).find((d) => d.id === (id ?? DEFAULT_DOCUMENT_ID))
  if (!doc) throw new Error(`no document ${id} for ${slug}`)
  return withBackdrop(documentFrame(slug, doc), { replace })
}

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')
await initCodecsFromNodeModules()
const segmenter = await getSegmentationModel()
const models = { model: getFaceModel(), segmenter: Promise.resolve(segmenter) }
const findFaces = exportFacePass(getFaceModel)
const segment = (raster: RasterImage) => segmentImage(raster, segmenter)
const out = path.join(os.tmpdir(), 'vps-sheets')
mkdirSync(out, { recursive: true })
console.log(`load average at start: ${load()}`)

const only = (process.env.SHEETS_ONLY ?? '').split(',').filter(Boolean)
const files = readdirSync(path.join(testdataDir, 'portraits'))
  .filter((f) => /\.(jpe?g|png)$/i.test(f))
  .filter((f) => only.length === 0 || only.some((w) => f.includes(w)))
const rows: { label: string; tiles: RasterImage[] }[] = []
const refused: { label: string; tiles: RasterImage[] }[] = []
let cluttered = 0
for (const file of files.sort()) {
  const image = await decodeFile(new Uint8Array(await readFile(corpusFile('portraits', file))))
  const face = await detectFace(image, models)
  if (!face.detected) continue
  const kept = frameOf('germany', null, false)
  const placedKept = optimizePlacement(image, face, kept)
  const { compliance: own } = await checkPlacement(image, placedKept.placement, kept, {
    face,
    head: placedKept.head,
  })
  const plain = own.rows.find((r) => r.key === 'quality-backgroundUniform')
  if (!plain) continue
  // SHEETS_PLAIN=1: the portraits on plain walls too, whose replaced wall should pass (a clean photo
  // refused is a defect too); they are printed, not put on the sheets.
  const plainWall = plain.pass
  if (plainWall && !process.env.SHEETS_PLAIN) continue
  if (!plainWall) cluttered++
  for (const [slug, id] of DOCUMENTS) {
    const frame = frameOf(slug, id, true)
    const { placement, head } = optimizePlacement(image, face, frame)
    const output = await renderOutput(image, placement, frame, { segment, head })
    const check = await checkPlacement(
      image,
      placement,
      frame,
      { face, head },
      { segment, encode: nodeCodecs.encode, findFaces, output },
    )
    const label = `${file}${plainWall ? ' (plain wall)' : ''} on ${slug}/${id ?? 'default'}`
    const failing = check.compliance.rows.filter((r) => !r.pass)
    const found = check.compliance.details.quality.leftover
    if (found && output.alpha && check.head) {
      // What each finding measured, and the kept area beyond bounds of other widths (head heights), to set
      // SUBJECT_TUNING.bound and the sizes in SUBJECT_BOUND and LEFTOVER_WALL from.
      const kinds = found.regions.map((r) => `${r.kind} ${r.place} ${r.areaPx}`).join(', ') || 'none'
      const widths = [0.6, 0.7, 0.8, 0.9, 1.0].map((w) => {
        const b = keptBeyond(output.alpha as AlphaMatte, check.head as HeadInFrame, found.eyeDistancePx, {
          ...SUBJECT_TUNING.bound,
          head: w,
        })
        const largest = Math.max(0, ...b.regions.map((r) => r.areaPx))
        return `${w}: ${(largest / found.eyeDistancePx ** 2).toFixed(3)}`
      })
      const blur = blurredBeside(check.original, output.alpha, check.head, found.eyeDistancePx)
      console.log(
        `  ${label}: largest blurred patch beside / eye distance² ${(blur.largestPx / found.eyeDistancePx ** 2).toFixed(3)}; findings ${kinds}; eye distance ${found.eyeDistancePx.toFixed(0)} px; flagged ${found.flaggedPx}, cut ${found.cutPx ?? 0}, beyond ${found.beyondPx ?? 0}, blurred ${found.blurredPx ?? 0} px; largest beyond patch / eye distance² at head widths ${widths.join(', ')}`,
      )
    }
    const plainRow = check.compliance.rows.find((r) => r.key === 'quality-backgroundUniform')
    if (process.env.SHEETS_DUMP && check.head) await dump(label, check, output.alpha)
    if (!check.compliance.overall) {
      console.log(`${label}: refused by ${failing.map((r) => r.key).join(', ')}`)
      if (failing.length === 1 && plainRow && !plainRow.pass) console.log(`  ${plainRow.detail}`)
    }
    const onlyPlain = failing.length === 1 && plainRow !== undefined && !plainRow.pass
    if ((!check.compliance.overall && !onlyPlain) || !check.head || plainWall) continue
    const rendered = onlyPlain
      ? outlined(check.rendered, check.compliance.details.quality.leftover)
      : check.rendered
    const h = check.head
    const headPx = (h.heightPercent / 100) * rendered.height
    const halfWidth = 0.4 * headPx
    const eyeY = Math.round(h.eyeMid.y)
    const crown = h.hair?.crown ?? h.crown
    const left = cropRaster(rendered, Math.round(h.centre.x - halfWidth - EAR / 2), eyeY - EAR / 2, EAR, EAR)
    const right = cropRaster(rendered, Math.round(h.centre.x + halfWidth - EAR / 2), eyeY - EAR / 2, EAR, EAR)
    const top = cropRaster(
      rendered,
      Math.round(crown.x - CROWN.width / 2),
      Math.round(crown.y - CROWN.height / 2),
      CROWN.width,
      CROWN.height,
    )
    const whole = scaleRaster(rendered, Math.round((EAR * rendered.width) / rendered.height), EAR)
    if (onlyPlain) {
      refused.push({ label, tiles: [whole, left, top, right] })
      continue
    }
    const leftover = check.compliance.details.quality.leftover
    console.log(`${label}: Ready; leftover patches ${leftover?.regions.length ?? 0}`)
    rows.push({ label, tiles: [whole, left, top, right] })
  }
}

// Sheets of 6 rows each, tiles side by side with an 8 px gap; the order is the printed list's.
const PER_SHEET = 6
const GAP = 8
await writeSheets('ready', rows)
await writeSheets('refused', refused)
console.log(
  `\n${cluttered} portraits with a cluttered wall (their own wall fails 'Plain background' on Germany), ${rows.length} Ready exports with the wall replaced, ${refused.length} refused by 'Plain background' alone; load average at end: ${load()}`,
)
process.exit(0)

async function writeSheets(prefix: string, rows: { label: string; tiles: RasterImage[] }[]) {
  for (let s = 0; s * PER_SHEET < rows.length; s++) {
    const chunk = rows.slice(s * PER_SHEET, (s + 1) * PER_SHEET)
    const width = Math.max(...chunk.map((r) => r.tiles.reduce((w, t) => w + t.width + GAP, GAP)))
    const sheet = canvas(width, chunk.length * (EAR + GAP) + GAP)
    chunk.forEach((row, i) => {
      let x = GAP
      for (const tile of row.tiles) {
        paste(sheet, tile, x, GAP + i * (EAR + GAP))
        x += tile.width + GAP
      }
    })
    const name = path.join(out, `${prefix}-${String(s + 1).padStart(2, '0')}.png`)
    await writeFile(name, await encodePng(sheet))
    console.log(`${name}: ${chunk.map((r) => r.label).join('; ')}`)
  }
}

/** The export with each patch 'Plain background' found outlined in red, as the preview does. */
function outlined(image: RasterImage, leftover: WallLeftover | null | undefined): RasterImage {
  const data = new Uint8ClampedArray(image.data)
  const { width, height } = image
  const set = (x: number, y: number) => {
    if (x < 0 || y < 0 || x >= width || y >= height) return
    const o = (y * width + x) * 4
    data[o] = 255
    data[o + 1] = 0
    data[o + 2] = 0
  }
  for (const { box } of leftover?.regions ?? []) {
    for (let x = box.x - 1; x <= box.x + box.width; x++) {
      set(x, box.y - 1)
      set(x, box.y + box.height)
    }
    for (let y = box.y - 1; y <= box.y + box.height; y++) {
      set(box.x - 1, y)
      set(box.x + box.width, y)
    }
  }
  return { width, height, data }
}

/** The export's render, alpha (grey) and composite as PNGs, and its head, for looking at one case closely. */
async function dump(label: string, check: PlacementCheck, alpha: AlphaMatte | null) {
  const base = path.join(out, 'dump', label.replace(/[^\w.-]+/g, '_'))
  mkdirSync(path.dirname(base), { recursive: true })
  await writeFile(`${base}-render.png`, await encodePng(check.original))
  await writeFile(`${base}-composite.png`, await encodePng(check.rendered))
  if (alpha) {
    const grey = new Uint8ClampedArray(alpha.width * alpha.height * 4)
    alpha.data.forEach((v, i) => {
      grey.fill(Math.round(255 * v), 4 * i, 4 * i + 3)
      grey[4 * i + 3] = 255
    })
    await writeFile(
      `${base}-alpha.png`,
      await encodePng({ data: grey, width: alpha.width, height: alpha.height }),
    )
  }
  const { leftover } = check.compliance.details.quality
  await writeFile(`${base}-head.json`, JSON.stringify({ head: check.head, leftover }))
}
