// The colour re-decision of the refinement's band (wall-colour.ts, docs/background.md step 3): a pocket of
// wall the mask kept as person, beside a known wall colour.
import { describe, expect, it } from 'vitest'
import type { RasterImage } from '../types.ts'
import type { ColourPlanes } from './alpha-matte.ts'
import { MATTING_TUNING } from './options.ts'
import { colourPlanes } from './planes.ts'
import { refineAlpha } from './refine-alpha.ts'
import { wallColoured } from './wall-colour.ts'

const SKIN = [180, 120, 90]
const MAGENTA = [200, 30, 200]

function planesOf(width: number, height: number, paint: (x: number, y: number) => number[]): ColourPlanes {
  const data = new Uint8ClampedArray(width * height * 4)
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const [r, g, b] = paint(x, y)
      data.set([r as number, g as number, b as number, 255], (y * width + x) * 4)
    }
  return colourPlanes({ width, height, data } as RasterImage)
}

describe('wallColoured', () => {
  // Person (skin) for x < 60, wall (magenta) from x = 60; the mask says person up to x = 75: a pocket of
  // wall 15 px wide it kept. Rows 0-9 are white on both sides (a white collar by a white wall).
  const [w, h] = [120, 80]
  const paint = (wall: number[]) => (x: number, y: number) =>
    y < 10 ? [240, 240, 240] : x < 60 ? SKIN : wall
  const mask = new Float32Array(w * h)
  const band = new Uint8Array(w * h)
  for (let i = 0; i < w * h; i++) {
    const x = i % w
    mask[i] = x < 75 ? 1 : 0
    band[i] = Math.abs(x - 75) <= 20 ? 1 : 0
  }
  const options = {
    margin: 6,
    personMargin: 20,
    personSpread: 1,
    cell: 20,
    ratio: 4,
    minShare: 1 / 256,
    minBrightness: 70 / 255,
  }
  const at = (out: Uint8Array, x: number, y: number) => out[y * w + x]

  it('gives the pocket of wall colour to the wall, and keeps the person', () => {
    const out = wallColoured(planesOf(w, h, paint(MAGENTA)), mask, band, options)
    for (const x of [60, 65, 70, 74]) expect(at(out, x, 40)).toBe(1)
    for (const x of [55, 58, 59]) expect(at(out, x, 40)).toBe(0)
    // Outside the band nothing is judged.
    expect(at(out, 30, 40)).toBe(0)
    expect(at(out, 100, 40)).toBe(0)
  })

  it('leaves a colour both sides carry, and a dark one, to the mask', () => {
    const out = wallColoured(planesOf(w, h, paint(MAGENTA)), mask, band, options)
    expect(at(out, 70, 5)).toBe(0)
    const dark = wallColoured(planesOf(w, h, paint([60, 0, 60])), mask, band, options)
    expect(at(dark, 70, 40)).toBe(0)
  })

  it('does not call a colour wall that is rare on the wall', () => {
    // A blue strip inside the pocket (x 65-69): a colour neither model holds is not wall either; the
    // pocket's magenta beside it still is.
    const out = wallColoured(
      planesOf(w, h, (x, y) =>
        y < 10 ? [240, 240, 240] : x < 60 ? SKIN : x >= 65 && x < 70 ? [40, 90, 200] : MAGENTA,
      ),
      mask,
      band,
      options,
    )
    expect(at(out, 67, 40)).toBe(0)
    expect(at(out, 72, 40)).toBe(1)
  })
  it('leaves a colour a few levels from the person colour to the mask, with the person model spread', () => {
    // Grey hair (168, 168, 168) by a pinkish grey wall (200, 168, 168): two levels of 16 apart in red only.
    const grey = planesOf(w, h, (x) => (x < 60 ? [168, 168, 168] : [200, 168, 168]))
    expect(at(wallColoured(grey, mask, band, options), 70, 40)).toBe(1)
    expect(at(wallColoured(grey, mask, band, { ...options, personSpread: 3 }), 70, 40)).toBe(0)
  })
})

describe('refineAlpha with the colour re-decision', () => {
  // 256x256, so one mask pixel is one pixel. Person (skin) for x < 128; a textured magenta wall beyond it.
  // The mask kept a pocket of wall by the "shoulder": x 128-139 for y 100-159, with full confidence.
  const [w, h] = [256, 256]
  const data = new Uint8ClampedArray(w * h * 4)
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const v = 120 + ((x * 7 + y * 13) % 100)
      data.set([...(x < 128 ? SKIN : [v, 20, v]), 255], (y * w + x) * 4)
    }
  const image: RasterImage = { width: w, height: h, data }
  const coarse = { width: w, height: h, data: new Float32Array(w * h) }
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) coarse.data[y * w + x] = x < 128 || (x < 140 && y >= 100 && y < 160) ? 1 : 0
  const at = (a: { data: Float32Array }, x: number, y: number) => a.data[y * w + x] as number

  it('takes the pocket out; without it (wallRatio 0) the filter keeps it', () => {
    const refined = refineAlpha(image, coarse)
    const today = refineAlpha(image, coarse, { ...MATTING_TUNING, wallRatio: 0 })
    // Today's refinement keeps the pocket's inner half nearly opaque, fading across it (0.98 at x 130,
    // 0.61 at 136, 0.26 at 139, 0.05 at 142); the new one gives all of it to the wall.
    expect(at(today, 130, 130)).toBeGreaterThan(0.9)
    expect(at(today, 136, 130)).toBeGreaterThan(0.5)
    for (const x of [128, 130, 132, 136, 139, 142]) expect(at(refined, x, 130)).toBe(0)
    // The person is whole either way, up to its edge.
    for (const x of [100, 120, 127]) {
      expect(at(refined, x, 130)).toBe(1)
      expect(at(today, x, 130)).toBe(1)
    }
  })
})
