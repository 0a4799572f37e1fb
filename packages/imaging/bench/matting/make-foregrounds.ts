// Makes the matting bench's foregrounds (docs/background.md, "Matting benchmark"): one RGBA PNG per person
// (straight colour + the true alpha), a PNG of where the truth is scored, and manifest.json with the head's
// position, all in $TESTDATA_DIR/matting/ (or the folder given). Run once, then look at the sheets it
// writes to the same folder before trusting a new one:
//   MODELS_DIR=<folder with u2netp.onnx> TESTDATA_DIR=<corpora> npx tsx bench/matting/make-foregrounds.ts [out]
// Two ways, both described in the file they come from:
//   plate        (plate.ts)       real hair on a plain studio backdrop, alpha from a fitted backdrop plate;
//   constructed  (constructed.ts) real person pixels in a silhouette drawn inside the person, with drawn
//                                 strands of hair: alpha exact by construction.
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { estimateHead } from '../../src/face/head.ts'
import { decodeFile } from '../../src/node/decode.ts'
import { detectFace } from '../../src/node/face.ts'
import type { RasterImage } from '../../src/types.ts'
import { encodePng } from '../../test-support/node-codecs.ts'
import { fixturesDir, testdataDir } from '../../test-support/testdata.ts'
import { type ConstructOptions, constructForeground, type HeadBox } from './constructed.ts'
import { foregroundSheet } from './foreground.ts'
import type { Plane, Rgb } from './planes.ts'
import { type PlateOptions, plateMatte } from './plate.ts'
import { salientMask } from './salient.ts'

interface Recipe {
  name: string
  /** Folder ('portraits' of the corpora, or 'fixtures' for the committed portraits) and file. */
  from: 'portraits' | 'fixtures'
  file: string
  plate?: PlateOptions
  construct?: ConstructOptions
}

// Seeds and exclusions were chosen by looking at each photo; see the sheets.
export const RECIPES: Recipe[] = [
  {
    name: 'studio-grey-flyaway',
    from: 'portraits',
    file: 'human_stock-teen-6.jpg',
    plate: {
      seeds: [
        [0, 0, 1, 0.07],
        [0.93, 0.07, 1, 0.55],
        [0, 0.07, 0.2, 0.18],
      ],
      // Light, motion-blurred hair over the light grey wall on the left: too close in colour to trust.
      exclude: [[0, 0.14, 0.3, 1]],
    },
  },
  {
    name: 'short-dark-hair',
    from: 'fixtures',
    file: 'wh_obama_official.jpg',
    construct: { strandDensity: 6, strandLength: 0.35, seed: 11 },
  },
  {
    name: 'short-white-hair',
    from: 'fixtures',
    file: 'wh_biden_official_painting_bg.jpg',
    construct: { strandDensity: 8, strandLength: 0.4, seed: 12 },
  },
  { name: 'long-wavy-brown', from: 'portraits', file: 'human_stock-teen-5.jpg', construct: { seed: 13 } },
  { name: 'blonde-bokeh', from: 'portraits', file: 'human_stock-teen-7.jpg', construct: { seed: 14 } },
  {
    name: 'long-blonde-street',
    from: 'portraits',
    file: 'human_stock-models-9.jpg',
    construct: { seed: 15 },
  },
  {
    name: 'dark-bun',
    from: 'portraits',
    file: 'human_stock-teen-2.jpg',
    construct: { strandDensity: 12, strandLength: 0.6, seed: 16 },
  },
]

export interface ManifestEntry {
  name: string
  method: 'plate' | 'constructed'
  source: string
  width: number
  height: number
  head: HeadBox
  /** Share of the soft band left out of scoring (plate mattes only). */
  unscored: number
}

function rgba(alpha: Plane, fg: Rgb): RasterImage {
  const n = alpha.width * alpha.height
  const data = new Uint8ClampedArray(n * 4)
  for (let i = 0; i < n; i++) {
    for (let c = 0; c < 3; c++) data[i * 4 + c] = Math.round(fg.data[i * 3 + c] as number)
    data[i * 4 + 3] = Math.round((alpha.data[i] as number) * 255)
  }
  return { data, width: alpha.width, height: alpha.height }
}

function grey(values: Uint8Array, width: number, height: number): RasterImage {
  const data = new Uint8ClampedArray(width * height * 4)
  for (let i = 0; i < width * height; i++) {
    const v = values[i] ? 255 : 0
    data[i * 4] = v
    data[i * 4 + 1] = v
    data[i * 4 + 2] = v
    data[i * 4 + 3] = 255
  }
  return { data, width, height }
}

async function main() {
  const out = process.argv[2] ?? (testdataDir ? path.join(testdataDir, 'matting') : undefined)
  if (!out) throw new Error('give an output folder, or set TESTDATA_DIR')
  await mkdir(out, { recursive: true })
  const manifest: ManifestEntry[] = []
  for (const recipe of RECIPES) {
    const dir =
      recipe.from === 'fixtures'
        ? path.join(fixturesDir, 'portraits')
        : path.join(testdataDir ?? '', 'portraits')
    const file = path.join(dir, recipe.file)
    const image = await decodeFile(file)
    const face = await detectFace(image)
    const g = estimateHead(face, image)
    const head: HeadBox = { crown: g.crown, chin: g.chin, eyeMid: g.eyeMid, height: g.height }
    const person = await salientMask(image)
    let alpha: Plane
    let fg: Rgb
    let scored: Uint8Array
    if (recipe.plate) {
      const m = plateMatte(image, { ...recipe.plate, person })
      alpha = m.alpha
      fg = m.fg
      scored = m.trusted
    } else {
      const m = constructForeground(image, person, head, recipe.construct)
      alpha = m.alpha
      fg = m.fg
      scored = new Uint8Array(alpha.data.length).fill(1)
      console.log(`${recipe.name}: ${m.strands} strands`)
    }
    let soft = 0
    let left = 0
    for (let i = 0; i < alpha.data.length; i++) {
      const a = alpha.data[i] as number
      if (a <= 0.01 || a >= 0.99) continue
      soft++
      if (!scored[i]) left++
    }
    await writeFile(path.join(out, `${recipe.name}.png`), await encodePng(rgba(alpha, fg)))
    await writeFile(
      path.join(out, `${recipe.name}-scored.png`),
      await encodePng(grey(scored, image.width, image.height)),
    )
    await writeFile(
      path.join(out, `${recipe.name}-sheet.png`),
      await encodePng(foregroundSheet(alpha, fg, head)),
    )
    manifest.push({
      name: recipe.name,
      method: recipe.plate ? 'plate' : 'constructed',
      source: `${recipe.from === 'fixtures' ? 'tests/fixtures/portraits' : 'portraits'}/${recipe.file}`,
      width: image.width,
      height: image.height,
      head,
      unscored: soft ? left / soft : 0,
    })
    console.log(`${recipe.name}: ${image.width}x${image.height}, soft band ${soft} px, unscored ${left}`)
  }
  await writeFile(path.join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)
  console.log(`wrote ${manifest.length} foregrounds to ${out}`)
}

if (import.meta.url === `file://${process.argv[1]}`) await main()
