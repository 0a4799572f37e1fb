import { describe, expect, it, vi } from 'vitest'
import { mirrorRgb } from '../../test-support/defects.ts'
import { detectPortrait } from '../../test-support/detections.ts'
import { createIrisModel, getFaceMeshModel, getFaceModel, getIrisModel } from '../../test-support/node.ts'
import { loadPortrait } from '../../test-support/portraits.ts'
import { detectFace } from './detect.ts'
import { HEAD_MEASUREMENTS } from './head-measurements.ts'
import { irisRefine } from './iris.ts'
import { resolveFaceTuning } from './options.ts'
import type { IrisModel, Point } from './types.ts'

vi.setConfig({ testTimeout: 60_000 })

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y)
const official = HEAD_MEASUREMENTS.find((m) => m.file === 'wh_obama_official.jpg')
const officialEyes = official?.eyes as { right: Point; left: Point }

describe('the iris pass', () => {
  it("puts each eye at its iris centre, within 1.2 px of the hand marks on the official portrait, with the iris's size", async () => {
    const { face } = await detectPortrait('wh_obama_official.jpg')
    const eyes = face.eyes
    expect(eyes).toBeDefined()
    if (!eyes) return
    expect(face.landmarks?.rightEye).toEqual(eyes.right.iris)
    expect(distance(eyes.right.iris, officialEyes.right)).toBeLessThan(1.2)
    expect(distance(eyes.left.iris, officialEyes.left)).toBeLessThan(1.2)
    // The visible iris is about 19 px across here: a radius of 8-11 px.
    for (const eye of [eyes.right, eyes.left]) {
      expect(eye.irisRadius).toBeGreaterThan(8)
      expect(eye.irisRadius).toBeLessThan(11)
      // The upper lid above the iris centre, the lower lid under it: the eye is open.
      expect(eye.upperLid.y).toBeLessThan(eye.iris.y)
      expect(eye.lowerLid.y).toBeGreaterThan(eye.iris.y)
    }
  })

  it('reads a mirrored photo as the mirror of the original: each iris within 0.3 px', async () => {
    const image = await loadPortrait('wh_obama_official.jpg')
    const options = { model: getFaceModel(), mesh: getFaceMeshModel(), iris: getIrisModel() }
    const [face, flipped] = await Promise.all([
      detectFace(image, options),
      detectFace(mirrorRgb(image), options),
    ])
    const back = (p: Point) => ({ x: image.width - p.x, y: p.y })
    const [a, b] = [face.eyes, flipped.eyes]
    expect(a && b).toBeTruthy()
    if (!a || !b) return
    expect(distance(back(b.left.iris), a.right.iris)).toBeLessThan(0.3)
    expect(distance(back(b.right.iris), a.left.iris)).toBeLessThan(0.3)
  })

  it("keeps the mesh's eyes when the iris model's bytes are garbage, fails while running, or answers nonsense", async () => {
    const image = await loadPortrait('wh_obama_official.jpg')
    const base = { model: getFaceModel(), mesh: getFaceMeshModel() }
    const rings = await detectFace(image, { ...base, iris: null })
    expect(rings.eyes).toBeUndefined()
    const failing: IrisModel = {
      run: async () => {
        throw new Error('backend lost')
      },
    }
    const nonsense: IrisModel = { run: async () => new Float32Array(228).fill(Number.NaN) }
    for (const iris of [createIrisModel(new Uint8Array([1, 2, 3])), failing, nonsense]) {
      const face = await detectFace(image, { ...base, iris })
      expect(face.detected).toBe(true)
      expect(face.eyes).toBeUndefined()
      expect(face.landmarks?.rightEye).toEqual(rings.landmarks?.rightEye)
    }
  })

  it('returns null, not a guess, when the model answers too few points', async () => {
    const image = await loadPortrait('wh_obama_official.jpg')
    const short: IrisModel = { run: async () => new Float32Array(12) }
    const corners = {
      right: { outer: { x: 420, y: 214 }, inner: { x: 468, y: 214 } },
      left: { outer: { x: 573, y: 212 }, inner: { x: 525, y: 212 } },
    }
    expect(await irisRefine(image, corners, 0, short, resolveFaceTuning(undefined))).toBeNull()
  })
})
