// The held-out image set of `pnpm bench:compress --held-out` (issue #22): pictures the engine was never tuned
// on, made at run time from the corpora by seeded crops at odd offsets, rescales to odd sizes, a panorama
// strip, added noise, grey and 16-bit PNG copies, plus flat-colour graphics drawn by the bench page. Nothing
// here is committed: the files go to a temporary folder run.ts deletes. Sources are only corpus files whose
// SOURCES.md states a public-domain, Kodak, CC0 or MIT licence; a derived file stays under its source's terms.
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { initCodecsFromNodeModules, nodeCodecs } from '../../packages/imaging/src/node/codecs.ts'
import { decodeFile } from '../../packages/imaging/src/node/decode.ts'
import type { RasterImage } from '../../packages/imaging/src/types.ts'
import { testdataFolder } from '../testdata.ts'
import {
  addNoise,
  cropAt,
  cropToAspect,
  type Random,
  seeded,
  to16Bit,
  toGrey,
  toRgb,
} from './held-out-pixels.ts'
import { encodePng } from './png-writer.ts'

export const HELD_OUT_CLASSES = ['large photo', 'small photo', 'graphic/PNG', 'grey / 16-bit'] as const
export type HeldOutClass = (typeof HELD_OUT_CLASSES)[number]
/** 'Large photo' from 2 MP up (issue #22). */
const LARGE_PIXELS = 2_000_000

export interface HeldOutImage {
  file: string
  cls: HeldOutClass
  /** How it was made, for the report's list. */
  how: string
  /** The corpus file it comes from and that file's licence as SOURCES.md states it. */
  source: string
  width: number
  height: number
  bytes: number
}

type Output =
  | { as: 'jpeg'; quality: number; subsampling?: '4:2:0' | '4:4:4' }
  | { as: 'png' | 'grey' | 'grey16' | 'rgb16' }

interface PhotoRecipe {
  kind: 'photo'
  /** compress/… or portraits/… under TESTDATA_DIR. */
  source: string
  licence: string
  /** An exact crop at a seeded odd offset… */
  crop?: [number, number]
  /** …or the largest window of this width/height ratio, then resized to it. */
  resize?: [number, number]
  noise?: number
  out: Output
}

export interface GraphicSpec {
  style: 'slide' | 'dashboard' | 'ui' | 'diagram' | 'banner' | 'logo' | 'infographic'
  width: number
  height: number
  transparent?: boolean
}
interface GraphicRecipe extends GraphicSpec {
  kind: 'graphic'
}
type Recipe = PhotoRecipe | GraphicRecipe

const PD = 'public domain (immich)'
const KODAK = 'Kodak suite, unrestricted use'
const CC0 = 'CC0 (scikit-image)'
const jpeg = (quality: number, subsampling: '4:2:0' | '4:4:4' = '4:2:0'): Output => ({
  as: 'jpeg',
  quality,
  subsampling,
})
const photo = (source: string, licence: string, rest: Omit<PhotoRecipe, 'kind' | 'source' | 'licence'>) =>
  ({ kind: 'photo', source, licence, ...rest }) as PhotoRecipe

// Per class, in the order --limit takes them (round-robin over the classes). Sizes are odd on purpose: the
// tuning corpus is mostly camera sizes, multiples of 8 or 16.
const RECIPES: Record<HeldOutClass, Recipe[]> = {
  'large photo': [
    photo('compress/craft-beer.jpg', PD, { crop: [2417, 1613], out: jpeg(88) }),
    photo('compress/japanese-shop.jpg', PD, { resize: [1999, 1335], out: jpeg(90, '4:4:4') }),
    photo('compress/book-beside-flowers.jpg', PD, { crop: [1531, 2047], out: { as: 'png' } }),
    // The panorama: a wide strip across the street scene.
    photo('compress/japanese-shop.jpg', PD, { crop: [4001, 899], out: jpeg(85) }),
    photo('compress/cat-armchair.jpg', PD, { crop: [2203, 1501], noise: 6, out: jpeg(92) }),
    photo('compress/handwritten-notes.jpg', PD, { resize: [1877, 1251], out: jpeg(80) }),
    // A 768x512 Kodak picture blown up: soft, unlike any camera file.
    photo('portraits/kodak_kodim22.png', KODAK, { resize: [1811, 1207], out: jpeg(90) }),
    photo('portraits/exif_orientation6_person_back.jpg', 'MIT (recurser)', {
      crop: [1199, 1777],
      out: jpeg(86),
    }),
    photo('compress/craft-beer.jpg', PD, { resize: [2999, 1999], noise: 4, out: jpeg(90) }),
  ],
  'small photo': [
    photo('compress/craft-beer.jpg', PD, { resize: [1237, 811], out: jpeg(87) }),
    photo('compress/book-beside-flowers.jpg', PD, { resize: [333, 517], out: jpeg(75) }),
    photo('portraits/kodak_kodim12.png', KODAK, { crop: [611, 403], out: { as: 'png' } }),
    photo('portraits/kodak_kodim14.png', KODAK, { crop: [767, 511], out: jpeg(95, '4:4:4') }),
    photo('portraits/skimage_coffee_noface.png', CC0, { resize: [487, 323], out: jpeg(75) }),
    photo('portraits/skimage_rocket_noface.jpg', 'public domain (scikit-image)', {
      crop: [601, 401],
      noise: 8,
      out: jpeg(90),
    }),
    photo('compress/denali.webp', PD, { resize: [1201, 631], out: jpeg(82) }),
    photo('portraits/kodak_kodim23.png', KODAK, { crop: [767, 509], noise: 10, out: { as: 'png' } }),
    photo('compress/japanese-shop.jpg', PD, { resize: [1499, 1001], out: jpeg(93) }),
    // A small panorama: a thin strip, resized.
    photo('compress/craft-beer.jpg', PD, { resize: [1901, 301], out: jpeg(88) }),
    photo('portraits/skimage_astronaut.png', 'public domain (scikit-image)', {
      resize: [389, 389],
      out: jpeg(85),
    }),
    photo('compress/prairie_falcon.jpg', PD, { crop: [701, 467], noise: 3, out: jpeg(70) }),
  ],
  'graphic/PNG': [
    { kind: 'graphic', style: 'slide', width: 1280, height: 720 },
    { kind: 'graphic', style: 'dashboard', width: 1920, height: 1080 },
    { kind: 'graphic', style: 'ui', width: 1366, height: 2049 },
    { kind: 'graphic', style: 'diagram', width: 1023, height: 767 },
    { kind: 'graphic', style: 'banner', width: 970, height: 250 },
    { kind: 'graphic', style: 'logo', width: 901, height: 901, transparent: true },
    { kind: 'graphic', style: 'infographic', width: 2401, height: 1601 },
    { kind: 'graphic', style: 'ui', width: 411, height: 893 },
  ],
  'grey / 16-bit': [
    photo('compress/craft-beer.jpg', PD, { crop: [1603, 1069], out: { as: 'grey' } }),
    // The 16-bit ones early, so that a short --limit run meets one.
    photo('portraits/kodak_kodim22.png', KODAK, { crop: [767, 511], out: { as: 'grey16' } }),
    photo('compress/japanese-shop.jpg', PD, { resize: [1201, 799], out: { as: 'rgb16' } }),
    photo('portraits/kodak_kodim04.png', KODAK, { crop: [511, 767], out: { as: 'grey' } }),
    photo('portraits/skimage_camera_gray.png', CC0, { resize: [733, 733], out: { as: 'grey' } }),
    photo('compress/handwritten-notes.jpg', PD, { resize: [2113, 1409], out: { as: 'grey' } }),
    photo('compress/book-beside-flowers.jpg', PD, { crop: [1003, 1337], out: { as: 'grey16' } }),
  ],
}

/** Every recipe with its class, round-robin over the classes so that --limit=N still covers each one. */
function ordered(): Array<{ cls: HeldOutClass; recipe: Recipe }> {
  const out: Array<{ cls: HeldOutClass; recipe: Recipe }> = []
  const longest = Math.max(...HELD_OUT_CLASSES.map((c) => RECIPES[c].length))
  for (let i = 0; i < longest; i++) {
    for (const cls of HELD_OUT_CLASSES) {
      const recipe = RECIPES[cls][i]
      if (recipe) out.push({ cls, recipe })
    }
  }
  return out
}

function describe(r: PhotoRecipe): string {
  const steps = [
    r.crop ? `crop ${r.crop.join('x')} at an odd offset` : '',
    r.resize ? `resize to ${r.resize.join('x')}` : '',
    r.noise ? `noise σ ${r.noise}` : '',
  ].filter(Boolean)
  const out: Record<Output['as'], string> = {
    jpeg: r.out.as === 'jpeg' ? `JPEG q${r.out.quality} ${r.out.subsampling}` : '',
    png: '8-bit RGB PNG',
    grey: '8-bit grey PNG',
    grey16: '16-bit grey PNG',
    rgb16: '16-bit RGB PNG',
  }
  return `${steps.join(', ')} → ${out[r.out.as]}`
}

async function shape(image: RasterImage, r: PhotoRecipe, random: Random): Promise<RasterImage> {
  let out = image
  if (r.crop) out = cropAt(out, r.crop[0], r.crop[1], random)
  if (r.resize) {
    const [w, h] = r.resize
    out = await nodeCodecs.resize(cropToAspect(out, w / h, random), w, h)
  }
  if (r.noise) out = addNoise(out, r.noise, random)
  return out
}

async function encode(image: RasterImage, out: Output, random: Random): Promise<Uint8Array> {
  const { width, height } = image
  switch (out.as) {
    case 'jpeg':
      return nodeCodecs.encode(image, {
        quality: out.quality,
        chromaQuality: out.quality,
        subsampling: out.subsampling ?? '4:2:0',
      })
    case 'png':
      return encodePng({ width, height, channels: 3, depth: 8, samples: toRgb(image) })
    case 'grey':
      return encodePng({ width, height, channels: 1, depth: 8, samples: toGrey(image) })
    case 'grey16':
      return encodePng({ width, height, channels: 1, depth: 16, samples: to16Bit(toGrey(image), random) })
    case 'rgb16':
      return encodePng({ width, height, channels: 3, depth: 16, samples: to16Bit(toRgb(image), random) })
  }
}

const slug = (s: string) =>
  path
    .basename(s, path.extname(s))
    .replace(/[^a-z0-9]+/gi, '-')
    .toLowerCase()

export interface MakeOptions {
  dir: string
  seed: number
  /** Only the first N of the round-robin order (all when undefined). */
  limit?: number
  /** Only these classes (all when undefined). */
  classes?: HeldOutClass[]
  /** Draws a graphic in the bench page and returns its PNG bytes. */
  drawGraphic: (spec: GraphicSpec & { seed: number }) => Promise<Uint8Array>
}

/**
 * Writes the held-out images into `dir` and returns them in run order. Each image has its own generator,
 * seeded from --seed and its place in the list, so --limit does not change the images it keeps.
 */
export async function makeHeldOutImages(options: MakeOptions): Promise<HeldOutImage[]> {
  const chosen = ordered()
    .filter(({ cls }) => !options.classes || options.classes.includes(cls))
    .slice(0, options.limit)
  await initCodecsFromNodeModules()
  const made: Array<HeldOutImage | undefined> = new Array(chosen.length)
  // Photos grouped by source: each corpus file (up to 24 MP, 96 MB of pixels) is decoded once, then dropped.
  const bySource = new Map<string, number[]>()
  chosen.forEach(({ recipe }, i) => {
    const key = recipe.kind === 'photo' ? recipe.source : ''
    bySource.set(key, [...(bySource.get(key) ?? []), i])
  })
  for (const [source, indices] of bySource) {
    const decoded = source
      ? await decodeFile(
          path.join(
            testdataFolder(source.startsWith('portraits/') ? 'portraits' : 'compress'),
            path.basename(source),
          ),
        )
      : undefined
    for (const i of indices) {
      const { cls, recipe } = chosen[i] as (typeof chosen)[number]
      const seed = options.seed * 1000 + i
      const random = seeded(seed)
      const number = String(i + 1).padStart(2, '0')
      let bytes: Uint8Array
      let entry: Omit<HeldOutImage, 'bytes' | 'file'> & { ext: string; name: string }
      if (recipe.kind === 'graphic') {
        bytes = await options.drawGraphic({ ...recipe, seed })
        entry = {
          cls,
          how: `${recipe.style} render ${recipe.width}x${recipe.height}${recipe.transparent ? ', transparent background' : ''} (canvas) → RGBA PNG`,
          source: 'drawn by the bench page',
          width: recipe.width,
          height: recipe.height,
          ext: '.png',
          name: recipe.style,
        }
      } else {
        const image = await shape(decoded as RasterImage, recipe, random)
        bytes = await encode(image, recipe.out, random)
        // The photo classes are split at 2 MP by what came out, whatever list the recipe sits in.
        const photoClass = image.width * image.height >= LARGE_PIXELS ? 'large photo' : 'small photo'
        entry = {
          cls: cls === 'grey / 16-bit' ? cls : photoClass,
          how: describe(recipe),
          source: `${recipe.source} (${recipe.licence})`,
          width: image.width,
          height: image.height,
          ext: recipe.out.as === 'jpeg' ? '.jpg' : '.png',
          name: slug(recipe.source),
        }
      }
      const file = `held-out-${number}-${entry.name}-${entry.width}x${entry.height}${entry.ext}`
      writeFileSync(path.join(options.dir, file), bytes)
      const { ext: _ext, name: _name, ...rest } = entry
      made[i] = { ...rest, file, bytes: bytes.length }
    }
  }
  return made as HeldOutImage[]
}
