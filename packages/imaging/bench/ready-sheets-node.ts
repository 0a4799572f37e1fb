// Contact sheets of every Ready export with the wall replaced, at 100 % around both ears and the crown
// (docs/background.md, "Ready exports, looked at"): `pnpm bench:sheets` (needs TESTDATA_DIR).
// Each corpus portrait with a face goes through the page's pipeline on the Germany default document with the
// wall kept; those whose own wall fails 'Plain background' there (a cluttered wall) are made again with the
// wall replaced on three documents that allow it (Germany #f5f5f5, India white 600x600, China's online form),
// and every Ready export gets one row on a sheet: left ear, crown, right ear, export pixels 1:1, plus the
// whole export shrunk. Sheets go to $TMPDIR/vps-sheets/. Prints each Ready export with its leftover figures;
// asserts nothing: the sheets are for the eye.
import { mkdirSync, readdirSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { builtInDestination, DEFAULT_DOCUMENT_ID, documentsOf } from '@vps/specs'
import { segmentImage } from '../src/matting/segment-image.ts'
import { initCodecsFromNodeModules, nodeCodecs } from '../src/node/codecs.ts'
import { decodeFile } from '../src/node/decode.ts'
import { detectFace, getFaceModel, getSegmentationModel } from '../src/node/face.ts'
import { exportFacePass } from '../src/photo/faces-in-frame.ts'
import { documentFrame, type PhotoFrame, withBackdrop } from '../src/photo/frame.ts'
import { checkPlacement, optimizePlacement } from '../src/photo/pipeline.ts'
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

const files = readdirSync(path.join(testdataDir, 'portraits')).filter((f) => /\.(jpe?g|png)$/i.test(f))
const rows: { label: string; tiles: RasterImage[] }[] = []
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
  if (!plain || plain.pass) continue
  cluttered++
  for (const [slug, id] of DOCUMENTS) {
    const frame = frameOf(slug, id, true)
    const { placement, head } = optimizePlacement(image, face, frame)
    const check = await checkPlacement(
      image,
      placement,
      frame,
      { face, head },
      { segment, encode: nodeCodecs.encode, findFaces },
    )
    if (!check.compliance.overall || !check.head) continue
    const { rendered } = check
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
    const leftover = check.compliance.details.quality.leftover
    const label = `${file} on ${slug}/${id ?? 'default'}`
    console.log(`${label}: Ready; leftover patches ${leftover?.regions.length ?? 0}`)
    rows.push({ label, tiles: [whole, left, top, right] })
  }
}

// Sheets of 6 rows each, tiles side by side with an 8 px gap; the order is the printed list's.
const PER_SHEET = 6
const GAP = 8
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
  const name = path.join(out, `ready-${String(s + 1).padStart(2, '0')}.png`)
  await writeFile(name, await encodePng(sheet))
  console.log(`${name}: ${chunk.map((r) => r.label).join('; ')}`)
}
console.log(
  `\n${cluttered} portraits with a cluttered wall (their own wall fails 'Plain background' on Germany), ${rows.length} Ready exports with the wall replaced; load average at end: ${load()}`,
)
process.exit(0)
