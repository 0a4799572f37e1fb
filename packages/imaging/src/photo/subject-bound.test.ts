import { describe, expect, it } from 'vitest'
import type { AlphaMatte } from '../matting/alpha-matte.ts'
import type { RasterImage } from '../types.ts'
import { blurredBeside, giveBackDetached, keptBeyond, minBeyondPx, withinSubject } from './subject-bound.ts'

// A 600x500 frame; the head runs from the crown (300, 80) to the chin (300, 260): 180 px high. Its bound is
// 0.9 of that (162 px) either side of the axis above the chin, then widens by 2 px per px down to 288 px.
const W = 600
const H = 500
const HEAD = {
  crown: { x: 300, y: 80 },
  chin: { x: 300, y: 260 },
  centre: { x: 300, y: 170 },
  eyeMid: { x: 300, y: 160 },
}
/** The eyes 60 px apart: kept patches beyond the bound fail from 0.05 x 60² = 180 px. */
const EYES = 60

type Shape = (x: number, y: number) => boolean

/** The person: a head, a neck, and shoulders widening to the frame's bottom. */
const person: Shape = (x, y) => {
  const dx = (x - 300) / 60
  const dy = (y - 170) / 90
  if (dx * dx + dy * dy <= 1) return true
  if (y >= 250 && Math.abs(x - 300) <= 30) return true
  return y >= 320 && Math.abs(x - 300) <= Math.min(250, 30 + (y - 320) * 2)
}

const box =
  (x0: number, x1: number, y0: number, y1: number): Shape =>
  (x, y) =>
    x >= x0 && x < x1 && y >= y0 && y < y1

function matte(...shapes: Shape[]): AlphaMatte {
  const data = new Float32Array(W * H)
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) if (shapes.some((s) => s(x + 0.5, y + 0.5))) data[y * W + x] = 1
  return { width: W, height: H, data }
}

const keptIn = (alpha: AlphaMatte, shape: Shape) => {
  let kept = 0
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) if (shape(x + 0.5, y + 0.5) && (alpha.data[y * W + x] as number) > 0) kept++
  return kept
}

describe("the subject's own bound", () => {
  it('is the head and its hair above the chin, widening into the shoulders below it', () => {
    expect(withinSubject(HEAD, { x: 300 + 150, y: 170 })).toBe(true)
    expect(withinSubject(HEAD, { x: 300 + 170, y: 170 })).toBe(false)
    expect(withinSubject(HEAD, { x: 300 - 170, y: 170 })).toBe(false)
    // 20 px under the chin it reaches 162 + 40 = 202 px; its widest is 288 px.
    expect(withinSubject(HEAD, { x: 300 + 200, y: 280 })).toBe(true)
    expect(withinSubject(HEAD, { x: 300 + 205, y: 280 })).toBe(false)
    expect(withinSubject(HEAD, { x: 300 + 285, y: 480 })).toBe(true)
    expect(withinSubject(HEAD, { x: 300 + 291, y: 480 })).toBe(false)
    // Hair up to 0.6 head heights over the crown (108 px): a bun, not the lamp above it.
    expect(withinSubject(HEAD, { x: 300, y: 80 - 100 })).toBe(true)
    expect(withinSubject(HEAD, { x: 300, y: 80 - 115 })).toBe(false)
  })

  it('gives a stranger beside the head back to the wall, and keeps a detached hand within the bound', () => {
    const stranger = box(500, 560, 100, 240)
    const hand = box(380, 400, 300, 320)
    const given = giveBackDetached(matte(person, stranger, hand), HEAD)
    expect(keptIn(given, stranger)).toBe(0)
    expect(keptIn(given, hand)).toBe(400)
    expect(keptIn(given, person)).toBe(keptIn(matte(person), person))
    // Nothing detached: the very same matte comes back.
    const alone = matte(person)
    expect(giveBackDetached(alone, HEAD)).toBe(alone)
  })

  it('keeps a piece joined to the hair, and fails its part beyond the bound where it lies', () => {
    // A blurred crowd joined to the head's right side by a lock of hair 10 px thick.
    const crowd = box(470, 530, 120, 200)
    const lock = box(355, 470, 150, 160)
    const alpha = giveBackDetached(matte(person, crowd, lock), HEAD)
    expect(keptIn(alpha, crowd)).toBe(60 * 80)
    const { regions, beyondPx } = keptBeyond(alpha, HEAD, EYES)
    expect(minBeyondPx(EYES)).toBe(180)
    // Beyond x = 462: the crowd's 60 x 80 px, and the lock's last 8 x 10.
    expect(beyondPx).toBe(60 * 80 + 8 * 10)
    expect(regions).toEqual([
      { kind: 'beyond', place: 'ear-right', areaPx: 4880, box: { x: 462, y: 120, width: 68, height: 80 } },
    ])
    // The person alone, and a speck beyond the bound under the size, pass.
    expect(keptBeyond(matte(person), HEAD, EYES).regions).toEqual([])
    const speck = keptBeyond(matte(person, box(465, 475, 150, 160)), HEAD, EYES)
    expect(speck.beyondPx).toBe(100)
    expect(speck.regions).toEqual([])
  })
})

describe('a blurred crowd kept beside the jaw', () => {
  // The render: a face of fine texture (a 1 px checkerboard of two skin tones) on a flat grey wall; beside
  // the jaw, 80 x 90 px the alpha keeps, in a crowd's dark blue clothes: either flat (far out of focus) or
  // with the face's fine texture (hair or a collar in its focus).
  const SKIN = [
    [210, 160, 130],
    [130, 90, 70],
  ] as const
  const CLOTHES = [
    [130, 140, 170],
    [60, 65, 95],
  ] as const
  const render = (beside: 'blurred' | 'sharp'): RasterImage => {
    const data = new Uint8ClampedArray(W * H * 4)
    for (let y = 0; y < H; y++)
      for (let x = 0; x < W; x++) {
        const dx = (x - 300) / 60
        const dy = (y - 170) / 90
        const odd = (x + y) % 2
        const inBlob = x >= 400 && x < 480 && y >= 200 && y < 290
        const rgb =
          dx * dx + dy * dy <= 1
            ? SKIN[odd]
            : inBlob
              ? beside === 'sharp'
                ? CLOTHES[odd]
                : [90, 100, 130]
              : [150, 150, 150]
        data.set([...(rgb as readonly number[]), 255], (y * W + x) * 4)
      }
    return { width: W, height: H, data }
  }
  const blob = box(400, 480, 200, 290)
  const alpha = matte(person, blob)

  it('fails where the kept pixels beside the jaw are out of the face’s focus, and names where', () => {
    const { regions, blurredPx } = blurredBeside(render('blurred'), alpha, HEAD, EYES)
    // All of it lies in the zone (0.67-1.16 head heights down, 0.56 or more across): 7200 px, over the
    // 0.25 x 60² = 900 px that fail.
    expect(blurredPx).toBe(7200)
    expect(regions).toEqual([
      {
        kind: 'beyond',
        place: 'shoulder-right',
        areaPx: 7200,
        box: { x: 400, y: 200, width: 80, height: 90 },
      },
    ])
  })

  it('passes the same pixels in the face’s focus, and skin however smooth (a neck, an arm)', () => {
    const { regions, blurredPx } = blurredBeside(render('sharp'), alpha, HEAD, EYES)
    // Only its corners, whose window is mostly the flat wall: specks far under the 900 px that fail.
    expect(blurredPx).toBeLessThan(20)
    expect(regions).toEqual([])
    // Flat, but the face's own mean colour: skin, the subject's.
    const arm = render('blurred')
    for (let y = 200; y < 290; y++)
      for (let x = 400; x < 480; x++) arm.data.set([170, 125, 100], (y * W + x) * 4)
    expect(blurredBeside(arm, alpha, HEAD, EYES).blurredPx).toBe(0)
    // Flat and dark (a black shirt, black hair in shadow): no detail in focus or not, so not read.
    const shirt = render('blurred')
    for (let y = 200; y < 290; y++)
      for (let x = 400; x < 480; x++) shirt.data.set([30, 30, 36], (y * W + x) * 4)
    expect(blurredBeside(shirt, alpha, HEAD, EYES).blurredPx).toBe(0)
  })
})
