// How much may the export enlarge the photo before the face visibly loses detail? The measured basis of
// COMPLIANCE.maxUpscale (docs/photo-pipeline.md, "Enough detail"):
//   pnpm --filter @vps/imaging bench:detail      (committed portraits; with TESTDATA_DIR, the corpus too)
// For each portrait with a face, on the US and UK frames: the auto placement rendered from the full photo
// is the reference; then the photo is shrunk (area average, like a camera with fewer pixels) so that the
// same placement enlarges it by u, and the face (crown to chin, 0.8 head heights wide) is compared with luma
// SSIM. Prints a table; asserts nothing.
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { estimateHead } from '../src/face/head.ts'
import { decodeFile } from '../src/node/decode.ts'
import { detectFace, getFaceModel } from '../src/node/face.ts'
import { countryFrame, type PhotoFrame } from '../src/photo/frame.ts'
import { autoPlacement, headInFrame, placementMatrix } from '../src/photo/placement.ts'
import { renderPlacement } from '../src/photo/render.ts'
import { boxResize } from '../src/pixels/box-resize.ts'
import { toLuma } from '../src/pixels/luma.ts'
import { ssimLuma } from '../src/pixels/ssim.ts'
import type { RasterImage } from '../src/types.ts'
import { fixturesDir, testdataDir } from '../test-support/testdata.ts'

const UPSCALES = [1, 1.25, 1.5, 1.75, 2, 2.5, 3, 4]
const FRAMES = ['united-states', 'united-kingdom'].map((code) => countryFrame(code))

function crop(image: RasterImage, x0: number, y0: number, w: number, h: number): RasterImage {
  const x = Math.max(0, Math.round(x0))
  const y = Math.max(0, Math.round(y0))
  const width = Math.min(image.width - x, Math.round(w))
  const height = Math.min(image.height - y, Math.round(h))
  const data = new Uint8ClampedArray(width * height * 4)
  for (let j = 0; j < height; j++) {
    data.set(
      image.data.subarray(((y + j) * image.width + x) * 4, ((y + j) * image.width + x + width) * 4),
      j * width * 4,
    )
  }
  return { data, width, height }
}

async function portraitFiles(): Promise<string[]> {
  const dirs = [path.join(fixturesDir, 'portraits')]
  if (testdataDir) dirs.push(path.join(testdataDir, 'portraits'))
  const seen = new Map<string, string>()
  for (const dir of dirs) {
    for (const name of await readdir(dir))
      if (/\.(jpe?g|png)$/i.test(name) && !seen.has(name)) seen.set(name, path.join(dir, name))
  }
  return [...seen.values()]
}

const rows = new Map<number, number[]>()
let used = 0
const model = getFaceModel()
for (const file of await portraitFiles()) {
  const image = await decodeFile(file)
  const face = await detectFace(image, { model })
  if (!face.detected || !face.landmarks || face.others?.length) continue
  const head = estimateHead(face, image)
  for (const frame of FRAMES as PhotoFrame[]) {
    const { placement } = autoPlacement(image, face, head, frame)
    const s0 = placementMatrix(image, placement, frame).pixelsPerSourcePixel
    if (s0 > 1) continue // already enlarged: no sharp reference
    used++
    const placed = headInFrame(image, placement, frame, head)
    const h = (placed.heightPercent / 100) * frame.height
    const box = [placed.centre.x - 0.4 * h, placed.crown.y, 0.8 * h, h] as const
    const reference = toLuma(crop(renderPlacement(image, placement, frame, frame.background), ...box))
    for (const u of UPSCALES) {
      const d = s0 / u
      const small = boxResize(
        image,
        Math.max(1, Math.round(image.width * d)),
        Math.max(1, Math.round(image.height * d)),
      )
      const out = toLuma(crop(renderPlacement(small, placement, frame, frame.background), ...box))
      const list = rows.get(u) ?? []
      list.push(ssimLuma(out, reference))
      rows.set(u, list)
    }
  }
}

const q = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.floor(p * (s.length - 1)))] as number
}
console.log(
  `${used} portrait-frame pairs (${FRAMES.map((f) => f.code).join(', ')}), face region luma SSIM against the sharp source`,
)
console.log(
  '| enlargement (export px per photo px) | photo px crown to chin per 100 export px | median SSIM | worst SSIM |',
)
console.log('|---|---|---|---|')
for (const u of UPSCALES) {
  const list = rows.get(u) ?? []
  console.log(
    `| ${u.toFixed(2)} | ${Math.round(100 / u)} | ${q(list, 0.5).toFixed(4)} | ${q(list, 0).toFixed(4)} |`,
  )
}
