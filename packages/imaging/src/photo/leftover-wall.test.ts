import { describe, expect, it } from 'vitest'
import type { AlphaMatte } from '../matting/alpha-matte.ts'
import { replaceBackground } from '../matting/replace-background.ts'
import { paintTouchUps } from '../matting/touch-up.ts'
import type { RasterImage } from '../types.ts'
import { backgroundCheck } from './background-samples.ts'
import { leftoverPlace, minLeftoverPx, scanLeftoverWall } from './leftover-wall.ts'
import type { HeadInFrame } from './placement.ts'

// A 300x400 export: a head (crown 80, chin 260) on a wall of red and blue stripes, replaced with white.
const W = 300
const H = 400
const WHITE: [number, number, number] = [255, 255, 255]
const SKIN: [number, number, number] = [205, 160, 130]
const HAIR: [number, number, number] = [70, 45, 30]
const SHIRT: [number, number, number] = [45, 50, 70]
const RED: [number, number, number] = [200, 30, 40]
const BLUE: [number, number, number] = [30, 50, 190]
const HEAD = {
  crown: { x: 150, y: 80 },
  chin: { x: 150, y: 260 },
  centre: { x: 150, y: 170 },
  eyeMid: { x: 150, y: 160 },
} as HeadInFrame
/** The eyes 60 px apart: patches from 0.005 x 60² = 18 px fail. */
const EYES = 60

type Paint = (x: number, y: number) => { colour: [number, number, number]; alpha: number } | null

/** The person: a face, hair over its top third, a neck and shoulders; `more` paints over it. */
const person: Paint = (x, y) => {
  const dx = (x - 150) / 60
  const dy = (y - 170) / 90
  if (dx * dx + dy * dy <= 1) return { colour: y < 120 ? HAIR : SKIN, alpha: 1 }
  if (y >= 250 && Math.abs(x - 150) <= 25) return { colour: SKIN, alpha: 1 }
  if (y >= 300 && Math.abs(x - 150) <= 25 + (y - 300) * 1.5) return { colour: SHIRT, alpha: 1 }
  return null
}

const stripes = (_x: number, y: number): [number, number, number] =>
  Math.floor(y / 20) % 2 === 0 ? RED : BLUE

/**
 * The original, the alpha and the composite on white. Opaque person pixels next to the wall get alpha 0.5,
 * a soft edge whose photo pixel is half person, half wall, composited as the replacement does.
 */
function scene(...layers: Paint[]) {
  const original = new Uint8ClampedArray(W * H * 4)
  const composite = new Uint8ClampedArray(W * H * 4)
  const alpha = new Float32Array(W * H)
  const at = (x: number, y: number) => {
    if (x < 0 || y < 0 || x >= W || y >= H) return null
    let hit: ReturnType<Paint> = null
    for (const layer of layers) hit = layer(x, y) ?? hit
    return hit
  }
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const i = y * W + x
      const wall = stripes(x, y)
      const hit = at(x, y)
      const edge = hit && [at(x - 1, y), at(x + 1, y), at(x, y - 1), at(x, y + 1)].some((n) => !n)
      const a = hit ? (edge ? hit.alpha * 0.5 : hit.alpha) : 0
      alpha[i] = a
      for (let k = 0; k < 3; k++) {
        const f = hit ? (hit.colour[k] as number) : 0
        original[i * 4 + k] = a * f + (1 - a) * (wall[k] as number)
        composite[i * 4 + k] = Math.round(a * f + (1 - a) * (WHITE[k] as number))
      }
      original[i * 4 + 3] = 255
      composite[i * 4 + 3] = 255
    }
  const image = (data: Uint8ClampedArray): RasterImage => ({ data, width: W, height: H })
  const matte: AlphaMatte = { data: alpha, width: W, height: H }
  return { original: image(original), composite: image(composite), alpha: matte }
}

const scan = (s: ReturnType<typeof scene>) =>
  scanLeftoverWall({ ...s, colour: WHITE, head: HEAD, eyeDistancePx: EYES })

/** A piece of the old wall the mask kept, opaque, in the photo's own colours (the stripes). */
const keptWall =
  (x0: number, x1: number, y0: number, y1: number): Paint =>
  (x, y) =>
    x >= x0 && x < x1 && y >= y0 && y < y1 ? { colour: stripes(x, y), alpha: 1 } : null

describe('the old wall left after replacement', () => {
  it('finds nothing where the replacement took the whole wall away', () => {
    const { leftover } = scan(scene(person))
    expect(leftover.minAreaPx).toBe(18)
    expect(leftover.regions).toEqual([])
    expect(leftover.flaggedPx).toBe(0)
  })

  it('fails a patch of the flag kept by an ear, and names the ear on the photo', () => {
    // 12x16 px of red and blue joined to the face's left side at the eyes' height.
    const { leftover } = scan(scene(person, keptWall(80, 95, 155, 171)))
    expect(leftover.regions).toHaveLength(1)
    const [patch] = leftover.regions
    expect(patch?.place).toBe('ear-left')
    expect(patch?.areaPx).toBeGreaterThanOrEqual(leftover.minAreaPx)
    // The patch lies where it was planted.
    expect(patch?.box.x).toBeGreaterThanOrEqual(80)
    expect((patch?.box.x ?? 0) + (patch?.box.width ?? 0)).toBeLessThanOrEqual(96)
    // The same patch by the other ear, and above the crown.
    expect(scan(scene(person, keptWall(206, 220, 155, 171))).leftover.regions[0]?.place).toBe('ear-right')
    expect(scan(scene(person, keptWall(140, 160, 68, 82))).leftover.regions[0]?.place).toBe('crown')
  })

  it('lets a speck under the size limit pass, and counts half-kept wall by what it shows', () => {
    // 3x4 px, under the 18 px limit: flagged, not a patch that fails.
    const speck = scan(scene(person, keptWall(87, 90, 160, 164)))
    expect(speck.leftover.regions).toEqual([])
    expect(speck.leftover.flaggedPx).toBeGreaterThan(0)
    // Wall the alpha half kept (0.5, blended with white in the export) still shows the flag's colours.
    const halfKept: Paint = (x, y) =>
      x >= 60 && x < 92 && y >= 150 && y < 175 ? { colour: stripes(x, y), alpha: 0.5 } : null
    const half = scan(scene(person, halfKept))
    expect(half.leftover.regions.map((r) => r.place)).toEqual(['ear-left'])
  })

  it('does not call hair or skin wall, nor the new colour', () => {
    // Hair strands hanging from the head beside the ear, soft: person, not wall.
    const strands: Paint = (x, y) =>
      y >= 110 && y < 220 && x >= 70 && x < 95 && x % 3 === 0 ? { colour: HAIR, alpha: 0.6 } : null
    expect(scan(scene(person, strands)).leftover.regions).toEqual([])
    // Red inside the ear, walled in from the new wall by a rim of skin, is the person's even with a red flag
    // behind: flagged pixels by the edge, but no patch that touches the new wall.
    const innerEar: Paint = (x, y) =>
      x >= 93 && x < 100 && y >= 150 && y < 186 ? { colour: RED, alpha: 1 } : null
    const ear = scan(scene(person, innerEar)).leftover
    expect(ear.flaggedPx).toBeGreaterThan(ear.minAreaPx)
    expect(ear.regions).toEqual([])
    // A kept piece of wall that is white like the new wall shows nothing.
    const whiteWall: Paint = (x, y) =>
      x >= 80 && x < 95 && y >= 155 && y < 171 ? { colour: WHITE, alpha: 1 } : null
    expect(scan(scene(person, whiteWall)).leftover.regions).toEqual([])
  })

  it('fails hair the replacement cut off hard, where it runs on past the outline, and names where', () => {
    // The photo's hair runs 12 px on past the head's outline on the left, rows 100-119; the alpha ends at
    // the outline, so the export cuts it off with a hard edge.
    const s = scene(person)
    const edgeOf = (y: number) => Math.ceil(150 - 60 * Math.sqrt(1 - ((y - 170) / 90) ** 2))
    for (let y = 100; y < 120; y++)
      for (let x = edgeOf(y) - 12; x < edgeOf(y) - 1; x++) s.original.data.set(HAIR, (y * W + x) * 4)
    const { leftover } = scan(s)
    expect(leftover.cutPx).toBeGreaterThanOrEqual(40)
    expect(leftover.regions).toHaveLength(1)
    const [cut] = leftover.regions
    expect(cut?.kind).toBe('cut')
    expect(cut?.place).toBe('hair-left')
    // It lies by the outline, within the 3 px (2 mask pixels) the search looks past the opaque person.
    expect(cut?.box.y).toBeGreaterThanOrEqual(100)
    expect((cut?.box.y ?? 0) + (cut?.box.height ?? 0)).toBeLessThanOrEqual(120)
    expect(cut?.box.x).toBeGreaterThanOrEqual(edgeOf(119) - 5)
    // Hair the same colour as nothing on the person (a red band past the outline) is not called cut hair.
    const red = scene(person)
    for (let y = 100; y < 120; y++)
      for (let x = edgeOf(y) - 12; x < edgeOf(y) - 1; x++) red.original.data.set(RED, (y * W + x) * 4)
    expect(scan(red).leftover.cutPx).toBe(0)
  })

  it('names places around the head from its axis, left and right as the photo shows them', () => {
    const at = (x: number, y: number) => leftoverPlace(HEAD, { x, y })
    expect([at(150, 70), at(90, 100), at(215, 100), at(85, 170), at(215, 170), at(150, 175)]).toEqual([
      'crown',
      'hair-left',
      'hair-right',
      'ear-left',
      'ear-right',
      'face',
    ])
    expect([at(150, 290), at(60, 330), at(250, 330)]).toEqual(['neck', 'shoulder-left', 'shoulder-right'])
    // The size rule: 0.005 of the eye distance squared.
    expect([minLeftoverPx(60), minLeftoverPx(110), minLeftoverPx(200)]).toEqual([18, 61, 200])
  })
})

describe('background samples on a replaced wall', () => {
  // Long hair down both sides of the frame, joined to the head: it covers the side midpoints (x 6, y 200).
  const longHair: Paint = (x, y) => {
    const dx = (x - 150) / 60
    const dy = (y - 170) / 90
    const side = (x < 150 ? x : W - 1 - x) < 45
    return (y >= 130 && y < 300 && side) || (y >= 100 && y < 140 && dx * dx + dy * dy > 0.6)
      ? { colour: HAIR, alpha: 1 }
      : null
  }
  const facts = (s: ReturnType<typeof scene>) => ({
    onPhoto: () => true,
    head: { ...HEAD, heightPercent: 45 } as HeadInFrame,
    replaced: { bodyCutPx: 0, faceShown: 1, showsPerson: scan(s).showsPerson },
  })
  const white = (rgb: [number, number, number]) => rgb.every((v) => v >= 225)

  it('does not count long hair over a side point as wall', () => {
    const s = scene(person, longHair)
    const withHair = backgroundCheck(s.composite, facts(s), white)
    const left = withHair.samples.find((p) => p.position === 'left')
    expect(left?.rgb).toEqual(HAIR)
    expect(left?.excluded).toBe('person')
    expect(withHair.samples.find((p) => p.position === 'right')?.excluded).toBe('person')
    expect(withHair.pass).toBe(true)
    expect([withHair.counted, withHair.passing, withHair.needed]).toEqual([4, 4, 3])
    // Without the alpha's word, the same hair fails the row: 3 of 5 points white, 4 needed.
    const blind = backgroundCheck(s.composite, { onPhoto: () => true, head: facts(s).head }, white)
    expect([blind.counted, blind.passing, blind.needed, blind.pass]).toEqual([5, 3, 4, false])
  })

  it('judges a replaced wall on more top points when long hair covers most of the eight', () => {
    // A cap of hair over the head to the top edge, joined across the forehead to hair down both sides: the
    // top, the sides and the spares a quarter in are hair; the corners and the top's eighths are the new wall.
    const curtain: Paint = (x, y) =>
      (y < 120 && x >= 50 && x < 250) ||
      (y >= 100 && y < 120) ||
      (y >= 100 && y < 300 && (x < 45 || x >= W - 45))
        ? { colour: HAIR, alpha: 1 }
        : null
    const s = scene(person, curtain)
    const check = backgroundCheck(s.composite, facts(s), white)
    expect(check.samples.filter((p) => p.excluded === 'person').map((p) => p.position)).toEqual([
      'top',
      'right',
      'bottom-right',
      'bottom',
      'bottom-left',
      'left',
    ])
    // Only the two top corners of the eight and none of the four usual spares show the wall; the top's
    // eighths, spares only on a replaced wall, make the four the rule needs.
    expect(check.samples.filter((p) => !p.excluded).map((p) => p.position)).toEqual([
      'top-left',
      'top-right',
      'top, an eighth in',
      'top, seven eighths in',
    ])
    expect([check.counted, check.passing, check.pass]).toEqual([4, 4, true])
  })

  it('still counts a piece of the old wall the mask kept at a side point', () => {
    // Not joined to the person: wall the mask kept, not hair, so it counts and fails.
    const s = scene(person, keptWall(0, 20, 180, 220), keptWall(W - 20, W, 180, 220))
    const check = backgroundCheck(s.composite, facts(s), white)
    expect(check.samples.find((p) => p.position === 'left')?.excluded).toBeUndefined()
    expect(check.pass).toBe(false)
    // Joined to long hair, but in the flag's colours: the wall, counted.
    const s2 = scene(person, longHair, keptWall(0, 20, 180, 220), keptWall(W - 20, W, 180, 220))
    expect(
      backgroundCheck(s2.composite, facts(s2), white).samples.find((p) => p.position === 'left')?.excluded,
    ).toBeUndefined()
  })
})

describe('touch-up strokes on the alpha', () => {
  /** The export as the pipeline makes it from an alpha: the composite on white, searched again. */
  const recheck = (s: ReturnType<typeof scene>, alpha: AlphaMatte) => {
    const composite = replaceBackground(s.original, alpha, WHITE)
    return scanLeftoverWall({
      original: s.original,
      composite,
      alpha,
      colour: WHITE,
      head: HEAD,
      eyeDistancePx: EYES,
    })
  }

  it("a 'remove' stroke over a planted patch of the flag makes the search pass", () => {
    // The flag kept by the left ear, as above: a patch that fails.
    const s = scene(person, keptWall(80, 95, 155, 171))
    expect(recheck(s, s.alpha).leftover.regions.map((r) => r.place)).toEqual(['ear-left'])
    // One drag down the patch with a 9 px brush, as the visitor paints it at 100 %.
    const touched = paintTouchUps(s.alpha, [
      {
        mode: 'remove',
        points: [
          { x: 86, y: 152 },
          { x: 86, y: 174 },
        ],
        radius: 9,
      },
    ])
    // The patch's pixels are wall now, exactly the new colour in the export.
    expect(touched.data[163 * W + 85]).toBe(0)
    const after = recheck(s, touched)
    expect(after.leftover.regions.filter((r) => r.kind === 'colour')).toEqual([])
    // The brush's round end also took a sliver of the cheek below the patch, hard: that is found as a cut
    // (the visitor sees it named, and paints it back with 'keep').
    expect(after.leftover.regions.map((r) => [r.kind, r.place])).toEqual([['cut', 'ear-left']])
    // A brush too small leaves part of the patch, which still fails.
    const missed = paintTouchUps(s.alpha, [{ mode: 'remove', points: [{ x: 84, y: 160 }], radius: 3 }])
    expect(recheck(s, missed).leftover.regions).toHaveLength(1)
  })

  it("a 'keep' stroke puts back an ear the replacement cut, in the photo's own pixels", () => {
    // An ear (skin, 12x24 px) on the face's left the alpha lost: the export shows white there.
    const EAR = { x0: 80, x1: 92, y0: 150, y1: 174 }
    const ear: Paint = (x, y) =>
      x >= EAR.x0 && x < EAR.x1 && y >= EAR.y0 && y < EAR.y1 ? { colour: SKIN, alpha: 1 } : null
    const s = scene(person, ear)
    const cut = new Float32Array(s.alpha.data)
    for (let y = EAR.y0; y < EAR.y1; y++) for (let x = EAR.x0; x < 90; x++) cut[y * W + x] = 0
    const cutAlpha = { width: W, height: H, data: cut }
    const pixel = (image: RasterImage, x: number, y: number) =>
      Array.from(image.data.subarray((y * W + x) * 4, (y * W + x) * 4 + 3))
    expect(pixel(replaceBackground(s.original, cutAlpha, WHITE), 84, 162)).toEqual([255, 255, 255])
    const kept = paintTouchUps(cutAlpha, [
      {
        mode: 'keep',
        points: [
          { x: 86, y: 153 },
          { x: 86, y: 171 },
        ],
        radius: 5,
      },
    ])
    const restored = replaceBackground(s.original, kept, WHITE)
    // Inside the stroke, every pixel is the photo's own (the ear's skin), exactly.
    for (let y = 152; y < 172; y++)
      for (let x = 83; x < 89; x++) expect(pixel(restored, x, y)).toEqual(pixel(s.original, x, y))
    expect(pixel(restored, 84, 162)).toEqual(SKIN)
    // Outside it, the wall is still the new white.
    expect(pixel(restored, 60, 162)).toEqual([255, 255, 255])
  })
})
