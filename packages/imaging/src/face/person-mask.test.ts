import { describe, expect, it, vi } from 'vitest'
import {
  createSegmentationModel,
  getFaceMeshModel,
  getFaceModel,
  getSegmentationModel,
} from '../../test-support/node.ts'
import { loadPortrait } from '../../test-support/portraits.ts'
import { detectFace } from './detect.ts'
import { estimateHead, faceAxes } from './head.ts'
import { regionTransform } from './level-crop.ts'
import { FACE_TUNING } from './options.ts'
import { crownFromMask, crownZoomRegion, PERSON_INPUT_SIDE } from './person-mask.ts'
import type { FaceDetection, PersonMask, PersonSegmentationModel } from './types.ts'

vi.setConfig({ testTimeout: 60_000 })

const side = PERSON_INPUT_SIDE

/**
 * A 256 x 256 mask over a level region whose pixels are source pixels, the photo's top edge at mask row
 * `edgeRow`: a head (a disc of radius 50 around (128, 120), fully the person) and whatever `paint` adds.
 */
function syntheticMask(
  edgeRow: number,
  paint?: (set: (x0: number, y0: number, x1: number, y1: number, v: number) => void) => void,
): PersonMask {
  const data = new Uint8Array(side * side)
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++) if ((x - 128) ** 2 + (y - 120) ** 2 <= 50 ** 2) data[y * side + x] = 255
  paint?.((x0, y0, x1, y1, v) => {
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) data[y * side + x] = v
  })
  return { region: { centre: { x: 128, y: 128 - edgeRow }, size: side, roll: 0 }, side, data }
}

// The eyes 10 px under the disc's centre, in source pixels (mask row 130); the head 100 px tall.
const eyesAt = (edgeRow: number) => ({ x: 128, y: 130 - edgeRow })

describe('crownFromMask', () => {
  it('finds the top of the head: 60 px above the eyes, to a pixel and a half', () => {
    const crown = crownFromMask(syntheticMask(0), eyesAt(0), 100, FACE_TUNING)
    expect(crown?.cut).toBe(false)
    // The opening keeps a round top wider than its disc whole; the mask's whole rows take up to 1 px.
    expect(crown?.distance).toBeGreaterThan(58.5)
    expect(crown?.distance).toBeLessThan(61.5)
  })

  it('does not take what is narrower than the opening for the crown: a strand, streaks, a horn of background', () => {
    // The opening's disc is 0.12 head heights across: 12 px here.
    const spiked = syntheticMask(0, (set) => set(126, 40, 130, 72, 255)) // 4 columns, 30 px above the disc
    const crown = crownFromMask(spiked, eyesAt(0), 100, FACE_TUNING)
    expect(crown?.distance).toBeGreaterThan(58.5)
    expect(crown?.distance).toBeLessThan(61.5)
    // Ten columns wide, as the bright pillar behind a head that the mask grew up from it (a run of columns
    // 0.07 head heights wide took it for the crown, 30 px high).
    const horn = syntheticMask(0, (set) => set(100, 40, 110, 80, 255))
    expect(crownFromMask(horn, eyesAt(0), 100, FACE_TUNING)?.distance).toBeLessThan(61.5)
    // Twenty columns wide (a bun is 0.2-0.3 head heights across), it is the top: the opening keeps its
    // corners' rounding only.
    const bun = syntheticMask(0, (set) => set(118, 40, 138, 72, 255))
    expect(crownFromMask(bun, eyesAt(0), 100, FACE_TUNING)?.distance).toBeGreaterThan(89)
  })

  it('ignores what only joins the head weakly, or not at all: a pale pillar, a lamp, the shoulders', () => {
    const crown = crownFromMask(
      syntheticMask(0, (set) => {
        set(150, 0, 160, 80, 153) // a pillar at probability 0.6 touching the hair
        set(30, 10, 60, 40, 255) // a bright object not joined to the head
        set(0, 180, 256, 256, 255) // shoulders below the eyes
      }),
      eyesAt(0),
      100,
      FACE_TUNING,
    )
    expect(crown?.distance).toBeGreaterThan(58.5)
    expect(crown?.distance).toBeLessThan(61.5)
  })

  it('follows a bun on top of the head, and reports a crown at the photo’s top edge as cut', () => {
    const bun = (set: (x0: number, y0: number, x1: number, y1: number, v: number) => void) =>
      set(135, 50, 160, 75, 255)
    const withBun = crownFromMask(syntheticMask(0, bun), eyesAt(0), 100, FACE_TUNING)
    expect(withBun?.distance).toBeGreaterThan(79)
    expect(withBun?.distance).toBeLessThan(81.5)
    expect(withBun?.cut).toBe(false)
    // The same head with the photo starting at mask row 52: the bun's top (row 50) is past the edge.
    expect(crownFromMask(syntheticMask(52, bun), eyesAt(52), 100, FACE_TUNING)?.cut).toBe(true)
    // Starting at row 45, 5 px of background shows above the bun: measured, not cut.
    expect(crownFromMask(syntheticMask(45, bun), eyesAt(45), 100, FACE_TUNING)?.cut).toBe(false)
  })

  it('reports a bun the edge cuts as cut where the mask grows unsure of it before the edge', () => {
    // Above the head, a bun the model reads at 0.65 (under the crown's 0.75): rows 40-72.
    const unsure = (set: (x0: number, y0: number, x1: number, y1: number, v: number) => void) =>
      set(120, 40, 136, 72, 166)
    // The photo starts at row 40, in the bun: cut, and the head is measured to the edge at least.
    const cut = crownFromMask(syntheticMask(40, unsure), eyesAt(40), 100, FACE_TUNING)
    expect(cut?.cut).toBe(true)
    // Starting at row 34, 6 px of background show above the unsure bun: not cut.
    expect(crownFromMask(syntheticMask(34, unsure), eyesAt(34), 100, FACE_TUNING)?.cut).toBe(false)
    // Read at the crown's own threshold alone (the rule before), the first was not cut either.
    const before = { ...FACE_TUNING, person: { ...FACE_TUNING.person, cutThreshold: 0.75 } }
    expect(crownFromMask(syntheticMask(40, unsure), eyesAt(40), 100, before)?.cut).toBe(false)
  })

  it('is null when the eyes are not on the mask (the model did not see this person)', () => {
    expect(crownFromMask(syntheticMask(0), { x: 20, y: 230 }, 100, FACE_TUNING)).toBeNull()
  })

  it('says where the crown lies across the face: over the eyes on a round head, over a bun beside it', () => {
    // The disc's middle is pixel column 128, whose centre lies 0.5 px right of the eyes.
    expect(crownFromMask(syntheticMask(0), eyesAt(0), 100, FACE_TUNING)?.across).toBeCloseTo(0.5, 1)
    // A bun 25 columns wide, its middle 19.5 px right of the eyes: its flat top's middle, not its first column.
    const bun = crownFromMask(
      syntheticMask(0, (set) => set(135, 50, 160, 75, 255)),
      eyesAt(0),
      100,
      FACE_TUNING,
    )
    expect(bun?.across).toBeGreaterThan(17.5)
    expect(bun?.across).toBeLessThan(21.5)
  })
})

describe('the crown read again on a mask zoomed on it', () => {
  it('covers the crown: its top zoomAbove head heights over it, centred on it across, levelled', () => {
    const { zoom, zoomAbove } = FACE_TUNING.person
    for (const roll of [0, 20, -35]) {
      const head = { eyeMid: { x: 400, y: 300 }, roll, height: 200 }
      const crown = { distance: 120, across: 15, cut: false }
      const region = crownZoomRegion(head, crown, FACE_TUNING)
      expect(region.size).toBeCloseTo(zoom * 200, 6)
      expect(region.roll).toBe(roll)
      // The middle of the region's top edge, mapped to the photo: the crown moved up the face's own axis.
      const toSource = regionTransform(region, side, false)
      const topMiddle = { x: toSource.a * 128 + toSource.c, y: toSource.d * 128 + toSource.f }
      const { across, down } = faceAxes(roll)
      const up = crown.distance + zoomAbove * 200
      expect(topMiddle.x).toBeCloseTo(400 + across.x * 15 - down.x * up, 6)
      expect(topMiddle.y).toBeCloseTo(300 + across.y * 15 - down.y * up, 6)
    }
  })

  // Eyes 20 px apart at (118, 130) and (138, 130), the mouth 20 px under them: a head predicted 69 px tall,
  // so the zoomed crown may move the first by 0.04 x 69 = 2.8 px at most.
  const face = (masks: Pick<FaceDetection, 'person' | 'crownMask'>): FaceDetection => ({
    detected: true,
    x: 103,
    y: 110,
    width: 50,
    height: 60,
    confidence: 0.9,
    landmarks: {
      rightEye: { x: 118, y: 130 },
      leftEye: { x: 138, y: 130 },
      noseTip: { x: 128, y: 140 },
      rightMouth: { x: 120, y: 150 },
      leftMouth: { x: 136, y: 150 },
    },
    ...masks,
  })

  it('takes the zoomed crown when it lies near the first, and keeps the first when it strays or is missing', () => {
    // syntheticMask(e) seen from the eyes at eyesAt(0) shows the crown e px higher: 60 + e above the eyes.
    const first = syntheticMask(0)
    expect(130 - estimateHead(face({ person: first })).crown.y).toBeCloseTo(60, 0)
    expect(130 - estimateHead(face({ person: first, crownMask: syntheticMask(2) })).crown.y).toBeCloseTo(
      62,
      0,
    )
    expect(130 - estimateHead(face({ person: first, crownMask: syntheticMask(-2) })).crown.y).toBeCloseTo(
      58,
      0,
    )
    // 10 px off (the model took a bright background for hair): the first mask's crown stays.
    expect(130 - estimateHead(face({ person: first, crownMask: syntheticMask(10) })).crown.y).toBeCloseTo(
      60,
      0,
    )
  })
})

describe('detectFace with the segmentation model', () => {
  it('makes a level mask around the head whose top is the crown estimateHead uses (wh_obama_official.jpg: measured crown 30 px from the top)', async () => {
    const image = await loadPortrait('wh_obama_official.jpg')
    const face = await detectFace(image, {
      model: getFaceModel(),
      mesh: getFaceMeshModel(),
      segmenter: getSegmentationModel(),
    })
    const person = face.person as PersonMask
    expect(person.side).toBe(256)
    expect(person.data.length).toBe(256 * 256)
    const head = estimateHead(face, image)
    expect(head.crownFrom).toBe('mask')
    expect(head.crownCut).toBe(false)
    // Hand-measured crown (497, 30) and chin (488.5, 426): the crown within 2 % of the 396 px head.
    expect(Math.abs(head.crown.y - 30)).toBeLessThan(0.02 * 396)
    expect(person.region.roll).toBeCloseTo(head.roll, 6)
  })

  it('keeps the colour-step crown when the model bytes are garbage or the model fails while running', async () => {
    const image = await loadPortrait('wh_obama_small.jpg')
    const failing: PersonSegmentationModel = { run: () => Promise.reject(new Error('boom')) }
    for (const segmenter of [createSegmentationModel(new Uint8Array([1, 2, 3, 4])), failing]) {
      const face = await detectFace(image, { model: getFaceModel(), mesh: getFaceMeshModel(), segmenter })
      expect(face.detected).toBe(true)
      expect(face.mesh).toBeDefined()
      expect(face.person).toBeUndefined()
      expect(estimateHead(face, image).crownFrom).toBe('edge')
    }
  })
})
