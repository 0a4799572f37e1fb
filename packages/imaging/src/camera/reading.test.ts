import { describe, expect, it } from 'vitest'
import { carryMesh, type LiveReading, MESH_MEASURES } from './reading.ts'

const base: LiveReading = {
  faces: 1,
  head: { centre: { x: 100, y: 100 }, height: 200, roll: 1 },
  roll: null,
  yaw: null,
  pitch: null,
  eyesOpen: null,
  mouthOpen: null,
  glasses: null,
  luminance: null,
  lightingBalance: null,
  wallSpread: 0.1,
  sharpness: null,
  meshed: false,
  ms: { detect: 3, mesh: 0, total: 4 },
}
const meshed: LiveReading = {
  ...base,
  roll: 2,
  yaw: 3,
  pitch: 4,
  eyesOpen: 0.8,
  mouthOpen: 0.02,
  glasses: 0.1,
  luminance: 0.5,
  lightingBalance: 0.9,
  sharpness: 0.6,
  meshed: true,
}

describe('carryMesh', () => {
  it("gives a frame without the mesh the last mesh frame's measures, and keeps its own place and wall", () => {
    const moved = { ...base, head: { centre: { x: 120, y: 90 }, height: 210, roll: 0 }, wallSpread: 0.3 }
    const carried = carryMesh(moved, meshed)
    for (const key of MESH_MEASURES) expect(carried[key]).toBe(meshed[key])
    expect(carried.head).toEqual(moved.head)
    expect(carried.wallSpread).toBe(0.3)
    expect(carried.sharpness).toBeNull()
    expect(carried.meshed).toBe(false)
  })

  it('carries nothing onto a frame that ran the mesh itself, nor onto one without a face', () => {
    expect(carryMesh({ ...meshed, yaw: -1 }, meshed).yaw).toBe(-1)
    expect(carryMesh({ ...base, head: null }, meshed).yaw).toBeNull()
    expect(carryMesh(base, null).yaw).toBeNull()
  })
})
