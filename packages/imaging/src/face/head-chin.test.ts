import { describe, expect, it } from 'vitest'
import { lowestAlong } from './head.ts'
import type { Point } from './types.ts'

// A chin outline as a circle's lower arc, radius 100 around (0, 0), one point every 15° from jaw to jaw,
// turned `tilt` degrees in the photo (as a tilted head's jaw is): its point 3 is the chin's midline.
function arc(tilt: number): Point[] {
  return [-45, -30, -15, 0, 15, 30, 45].map((a) => {
    const t = ((a + tilt) * Math.PI) / 180
    return { x: 100 * Math.sin(t), y: 100 * Math.cos(t) }
  })
}
const origin = { x: 0, y: 0 }
const down = { x: 0, y: 1 }

describe('lowestAlong (the chin an officer measures on the levelled export)', () => {
  it('is the midline point on an upright chin', () => {
    expect(lowestAlong(arc(0), origin, down)).toBeCloseTo(100, 6)
  })

  it('follows the jaw past the midline point on a chin turned 20°', () => {
    const outline = arc(20)
    // The midline point now lies 6 px above the arc's bottom; the lowest outline point (at 5°) 0.4 px.
    expect((outline[3] as Point).y).toBeCloseTo(93.97, 2)
    expect(lowestAlong(outline, origin, down)).toBeGreaterThan(99.8)
    expect(lowestAlong(outline, origin, down)).toBeLessThanOrEqual(100.05)
  })

  it('takes the end point when the outline is lowest there', () => {
    expect(lowestAlong(arc(60), origin, down)).toBeCloseTo(100 * Math.cos((15 * Math.PI) / 180), 6)
  })

  it('measures along the face axis, not the photo rows', () => {
    // The same upright chin in a photo turned 30°, measured along the turned axis.
    const t = (30 * Math.PI) / 180
    const turn = (p: Point) => ({
      x: p.x * Math.cos(t) - p.y * Math.sin(t),
      y: p.x * Math.sin(t) + p.y * Math.cos(t),
    })
    expect(lowestAlong(arc(0).map(turn), origin, turn(down))).toBeCloseTo(100, 6)
  })
})
