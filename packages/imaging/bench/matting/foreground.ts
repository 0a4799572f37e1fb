// The bench's foregrounds as stored by make-foregrounds.ts, and framing one like an export.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { RasterImage } from '../../src/types.ts'
import { decodeImage } from '../../test-support/node-codecs.ts'
import type { HeadBox } from './constructed.ts'
import type { ManifestEntry } from './make-foregrounds.ts'
import { cropChannels, type Plane, type Rgb, resample } from './planes.ts'
import { canvas, paste, scaleRaster } from './sheet.ts'

/** A foreground: premultiplied colour and alpha (the truth), and where the truth is scored. */
export interface Foreground {
  name: string
  method: string
  width: number
  height: number
  /** alpha x colour, 0..255, interleaved RGB. */
  premul: Float32Array
  alpha: Float32Array
  /** 1 where scored (plate mattes leave out what could not be trusted). */
  scored: Float32Array
  head: HeadBox
}

export async function loadForegrounds(dir: string): Promise<Foreground[]> {
  const manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as ManifestEntry[]
  const out: Foreground[] = []
  for (const entry of manifest) {
    // decodeImage keeps the stored alpha (decodeFile would flatten it onto white).
    const rgba = await decodeImage(new Uint8Array(await readFile(path.join(dir, `${entry.name}.png`))))
    const mask = await decodeImage(new Uint8Array(await readFile(path.join(dir, `${entry.name}-scored.png`))))
    const n = rgba.width * rgba.height
    const premul = new Float32Array(n * 3)
    const alpha = new Float32Array(n)
    const scored = new Float32Array(n)
    for (let i = 0; i < n; i++) {
      const a = (rgba.data[i * 4 + 3] as number) / 255
      alpha[i] = a
      for (let c = 0; c < 3; c++) premul[i * 3 + c] = a * (rgba.data[i * 4 + c] as number)
      scored[i] = (mask.data[i * 4] as number) > 127 ? 1 : 0
    }
    out.push({
      name: entry.name,
      method: entry.method,
      width: rgba.width,
      height: rgba.height,
      premul,
      alpha,
      scored,
      head: entry.head,
    })
  }
  return out
}

/** A foreground framed at an export's size: the same fields, at width x height. */
export interface Framed {
  width: number
  height: number
  premul: Float32Array
  alpha: Float32Array
  scored: Uint8Array
  /** Output px per source px. */
  scale: number
  /** The crown in the frame (for the sheets' close-ups). */
  crown: { x: number; y: number }
  headHeight: number
}

/**
 * The foreground cut and scaled like an export: the head (crown to chin) `headShare` of the frame's
 * height, the crown `topShare` of it below the top edge, centred across on the eyes; the crop kept inside
 * the photo where it fits (shifted, or shrunk so the head is larger). Colour and alpha are area-averaged
 * together (premultiplied), so the truth stays consistent; a scored pixel must be scored throughout.
 */
export function frameForeground(
  fg: Foreground,
  width: number,
  height: number,
  headShare = 0.6,
  topShare = 0.12,
): Framed {
  let s = fg.head.height / (headShare * height) // source px per output px
  s = Math.min(s, fg.width / width, fg.height / height)
  const cw = Math.round(width * s)
  const ch = Math.round(height * s)
  const x0 = Math.round(Math.min(fg.width - cw, Math.max(0, fg.head.eyeMid.x - cw / 2)))
  const y0 = Math.round(Math.min(fg.height - ch, Math.max(0, fg.head.crown.y - topShare * ch)))
  const sx = cw / width
  const sy = ch / height
  // The export-like window of one of the foreground's planes, resampled to the frame.
  const framed = (plane: Float32Array, channels: number) =>
    resample(
      cropChannels(plane, fg.width, fg.height, channels, x0, y0, cw, ch),
      cw,
      ch,
      channels,
      width,
      height,
    )
  const premul = framed(fg.premul, 3)
  const alpha = framed(fg.alpha, 1)
  const scoredF = framed(fg.scored, 1)
  const scored = new Uint8Array(width * height)
  for (let i = 0; i < scored.length; i++) scored[i] = (scoredF[i] as number) > 0.999 ? 1 : 0
  for (let i = 0; i < alpha.length; i++) {
    const a = Math.min(1, Math.max(0, alpha[i] as number))
    alpha[i] = a
    for (let c = 0; c < 3; c++)
      premul[i * 3 + c] = Math.min(255 * a, Math.max(0, premul[i * 3 + c] as number))
  }
  return {
    width,
    height,
    premul,
    alpha,
    scored,
    scale: 1 / ((sx + sy) / 2),
    crown: { x: (fg.head.crown.x - x0) / sx, y: (fg.head.crown.y - y0) / sy },
    headHeight: fg.head.height / sy,
  }
}

/** The foreground over a flat colour: alpha x F + (1 - alpha) colour. */
export function overColour(
  premul: Float32Array,
  alpha: Float32Array,
  colour: readonly number[],
  width: number,
  height: number,
): RasterImage {
  const data = new Uint8ClampedArray(width * height * 4)
  for (let i = 0; i < width * height; i++) {
    const a = alpha[i] as number
    for (let c = 0; c < 3; c++)
      data[i * 4 + c] = (premul[i * 3 + c] as number) + (1 - a) * (colour[c] as number)
    data[i * 4 + 3] = 255
  }
  return { data, width, height }
}

function checker(width: number, height: number, cell = 16): Float32Array {
  const out = new Float32Array(width * height * 3)
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const v = (Math.floor(x / cell) + Math.floor(y / cell)) % 2 ? 200 : 90
      out.fill(v, (y * width + x) * 3, (y * width + x) * 3 + 3)
    }
  return out
}

/**
 * A sheet for checking a made foreground by eye: the whole of it over a checkerboard, then the top of the
 * head at 100% over magenta, dark green and black, and its alpha. Old backdrop colour left in the
 * foreground shows as a fringe on the flat colours; alpha that misses hair shows as cut strands.
 */
export function foregroundSheet(alpha: Plane, fg: Rgb, head: HeadBox): RasterImage {
  const { width, height } = alpha
  const n = width * height
  const premul = new Float32Array(n * 3)
  for (let i = 0; i < n; i++)
    for (let c = 0; c < 3; c++) premul[i * 3 + c] = (alpha.data[i] as number) * (fg.data[i * 3 + c] as number)
  const board = checker(width, height)
  const whole = new Uint8ClampedArray(n * 4)
  for (let i = 0; i < n; i++) {
    const a = alpha.data[i] as number
    for (let c = 0; c < 3; c++)
      whole[i * 4 + c] = (premul[i * 3 + c] as number) + (1 - a) * (board[i * 3 + c] as number)
    whole[i * 4 + 3] = 255
  }
  const thumbH = 600
  const thumbW = Math.round((width / height) * thumbH)
  const thumb = scaleRaster({ data: whole, width, height }, thumbW, thumbH)
  // Close-up: a head height wide, 0.6 of it tall, from a little above the crown.
  const cw = Math.min(width, Math.round(1.3 * head.height))
  const ch = Math.min(height, Math.round(0.65 * head.height))
  const x0 = Math.round(Math.min(width - cw, Math.max(0, head.eyeMid.x - cw / 2)))
  const y0 = Math.round(Math.min(height - ch, Math.max(0, head.crown.y - 0.15 * head.height)))
  const cut = (colour: readonly number[]) => {
    const t = new Uint8ClampedArray(cw * ch * 4)
    for (let y = 0; y < ch; y++)
      for (let x = 0; x < cw; x++) {
        const i = (y0 + y) * width + x0 + x
        const a = alpha.data[i] as number
        const o = (y * cw + x) * 4
        for (let c = 0; c < 3; c++) t[o + c] = (premul[i * 3 + c] as number) + (1 - a) * (colour[c] as number)
        t[o + 3] = 255
      }
    return { data: t, width: cw, height: ch }
  }
  const alphaTile = cut([0, 0, 0])
  for (let y = 0; y < ch; y++)
    for (let x = 0; x < cw; x++) {
      const v = (alpha.data[(y0 + y) * width + x0 + x] as number) * 255
      const o = (y * cw + x) * 4
      alphaTile.data[o] = v
      alphaTile.data[o + 1] = v
      alphaTile.data[o + 2] = v
    }
  const tiles = [cut([255, 0, 255]), cut([0, 110, 0]), cut([0, 0, 0]), alphaTile]
  const sheet = canvas(thumbW + 8 + 2 * (cw + 4), Math.max(thumbH, 2 * (ch + 4)))
  paste(sheet, thumb, 0, 0)
  for (const [k, t] of tiles.entries())
    paste(sheet, t, thumbW + 8 + (k % 2) * (cw + 4), Math.floor(k / 2) * (ch + 4))
  return sheet
}
