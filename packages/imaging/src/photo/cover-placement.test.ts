import { describe, expect, it } from 'vitest'
import { coveringPlacement } from './cover-placement.ts'
import { frameCover } from './frame-cover.ts'
import { NEUTRAL_PLACEMENT, toFrame } from './placement.ts'

const image = { width: 900, height: 1200 }
const frame = { width: 600, height: 600 }

describe('coveringPlacement', () => {
  it('leaves a placement that already covers the frame as it is', () => {
    const p = { x: 0.05, y: -0.1, scale: 1.4, rotation: 0 }
    expect(coveringPlacement(image, p, frame, 3)).toEqual(p)
  })

  it('moves a frame that runs off the top of the photo down just enough, keeping scale and rotation', () => {
    // Zoomed 1.4x with the photo's top 100 px below the frame's top.
    const p = { x: 0, y: 0.5, scale: 1.4, rotation: 0 }
    expect(frameCover(image, p, frame).covered).toBe(false)
    const q = coveringPlacement(image, p, frame, 3) as NonNullable<ReturnType<typeof coveringPlacement>>
    expect(frameCover(image, q, frame).covered).toBe(true)
    expect([q.scale, q.rotation]).toEqual([1.4, 0])
    expect(q.x).toBeCloseTo(0, 9)
    // The photo's top edge now sits exactly on the frame's top edge.
    expect(toFrame(image, q, frame, { x: 450, y: 0 }).y).toBeCloseTo(0, 6)
  })

  it('enlarges a levelled photo only as far as allowed to cover the corner wedges', () => {
    const turned = { ...NEUTRAL_PLACEMENT, rotation: -8 }
    expect(frameCover(image, turned, frame).covered).toBe(false)
    const q = coveringPlacement(image, turned, frame, 1.5) as NonNullable<
      ReturnType<typeof coveringPlacement>
    >
    expect(frameCover(image, q, frame).covered).toBe(true)
    expect(q.scale).toBeGreaterThan(1)
    expect(q.rotation).toBe(-8)
    // 8 degrees needs about 1.13x on a square frame (cos 8° + sin 8°): not within 1.1.
    expect(coveringPlacement(image, turned, frame, 1.1)).toBeNull()
  })
})
