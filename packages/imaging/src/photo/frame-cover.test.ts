import { describe, expect, it } from 'vitest'
import type { FaceDetection } from '../face/types.ts'
import { frameCover } from './frame-cover.ts'
import { placementFacts } from './pipeline.ts'
import { NEUTRAL_PLACEMENT } from './placement.ts'

const square = { width: 600, height: 600 }

describe('frameCover', () => {
  it('cover-fit covers the frame exactly; any zoom below it, a shift or a rotation leaves padding', () => {
    const image = { width: 900, height: 1200 }
    expect(frameCover(image, NEUTRAL_PLACEMENT, square)).toEqual({ covered: true, paddedPercent: 0 })
    // 90 % zoom on a portrait photo in a square frame: 5 % bands left and right.
    const zoomed = frameCover(image, { ...NEUTRAL_PLACEMENT, scale: 0.9 }, square)
    expect(zoomed.covered).toBe(false)
    expect(zoomed.paddedPercent).toBeCloseTo(12.5, 0)
    expect(frameCover(image, { ...NEUTRAL_PLACEMENT, x: 0.01 }, square).covered).toBe(false)
    // A 3° levelling at cover-fit leaves wedges in the corners; enlarged enough, none.
    expect(frameCover(image, { ...NEUTRAL_PLACEMENT, rotation: 3 }, square).covered).toBe(false)
    expect(frameCover(image, { ...NEUTRAL_PLACEMENT, rotation: 3, scale: 1.11 }, square).covered).toBe(true)
  })
})

describe('placementFacts', () => {
  const face: FaceDetection = {
    detected: true,
    x: 250,
    y: 250,
    width: 100,
    height: 120,
    confidence: 0.9,
    others: [
      { x: 20, y: 280, width: 60, height: 70, score: 0.85 },
      { x: 2000, y: 280, width: 60, height: 70, score: 0.85 },
    ],
  }

  it('counts every face found and the others any part of whose head shows in the frame, and says where', () => {
    const image = { width: 2400, height: 600 }
    // Cover-fit of a 2400x600 photo in a square frame shows its middle 600 px only: neither other face.
    const centred = placementFacts(image, { ...NEUTRAL_PLACEMENT, x: 0 }, square, { face, head: null })
    expect(centred.faces).toEqual({ checked: true, found: 3, othersInFrame: 0, where: [] })
    // Shifted so the left end shows: the face at x 20-80 is in.
    const left = placementFacts(image, { ...NEUTRAL_PLACEMENT, x: 1.5 }, square, { face, head: null })
    expect(left.faces).toEqual({ checked: true, found: 3, othersInFrame: 1, where: ['left'] })
  })

  it('counts a neighbour whose centre is outside the frame but whose cheek and hair are in it', () => {
    const image = { width: 2400, height: 600 }
    // The frame shows x 900-1500 of the photo. A face box at x 845-905 has its centre (875) outside, its
    // edge 5 px inside, and its head (a sixth of the box wider each side) 14 px inside, 112 px tall.
    const neighbour = { ...face, others: [{ x: 845, y: 280, width: 60, height: 70, score: 0.9 }] }
    const facts = placementFacts(image, NEUTRAL_PLACEMENT, square, { face: neighbour, head: null })
    expect(facts.faces).toEqual({ checked: true, found: 2, othersInFrame: 1, where: ['left'] })
    // 15 px further out only 1-2 columns of hair would show: under a fifth of a percent of the frame.
    const further = { ...face, others: [{ x: 830, y: 280, width: 60, height: 70, score: 0.9 }] }
    expect(
      placementFacts(image, NEUTRAL_PLACEMENT, square, { face: further, head: null }).faces.othersInFrame,
    ).toBe(0)
  })

  it('counts a face the pass over the export found, unless it is the chosen head', () => {
    const image = { width: 600, height: 600 }
    const alone = { ...face, others: [] }
    // A half face at the frame's right edge, found only in the export (frame pixels).
    const half = [{ x: 540, y: 100, width: 80, height: 100, score: 0.6 }]
    const facts = placementFacts(image, NEUTRAL_PLACEMENT, square, { face: alone, head: null }, half)
    expect(facts.faces).toMatchObject({ found: 1, othersInFrame: 1, where: ['top-right'] })
  })

  it('no detection yet, or the fallback box, is no face found', () => {
    const image = { width: 600, height: 600 }
    expect(placementFacts(image, NEUTRAL_PLACEMENT, square, { face: null, head: null }).faces).toEqual({
      checked: false,
      found: 0,
      othersInFrame: 0,
      where: [],
    })
    const fallback = { ...face, detected: false, others: [] }
    expect(placementFacts(image, NEUTRAL_PLACEMENT, square, { face: fallback, head: null }).faces.found).toBe(
      0,
    )
  })
})
