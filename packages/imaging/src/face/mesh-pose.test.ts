import { describe, expect, it } from 'vitest'
import { MESH_POINT_COUNT, meshPose } from './mesh.ts'

/** A head-sized cloud of 468 points (u, v, z in crop pixels), the same every run. */
function face(): Float32Array {
  const raw = new Float32Array(3 * MESH_POINT_COUNT)
  let seed = 11
  const next = () => {
    seed = (seed * 1103515245 + 12345) >>> 0
    return seed / 2 ** 32 - 0.5
  }
  for (let i = 0; i < MESH_POINT_COUNT; i++)
    raw.set([96 + 110 * next(), 96 + 150 * next(), 60 * next()], 3 * i)
  return raw
}

/**
 * The cloud turned about the vertical axis through (96, ·, 0) by `degrees`, towards the image's right when
 * positive: a point in front (z < 0, nearer the camera, as the model's depth runs) moves to larger u.
 */
function turned(raw: Float32Array, degrees: number): Float32Array {
  const t = (degrees * Math.PI) / 180
  const out = new Float32Array(raw)
  for (let i = 0; i < MESH_POINT_COUNT; i++) {
    const u = (raw[3 * i] as number) - 96
    const z = raw[3 * i + 2] as number
    out[3 * i] = 96 + u * Math.cos(t) - z * Math.sin(t)
    out[3 * i + 2] = u * Math.sin(t) + z * Math.cos(t)
  }
  return out
}

describe('meshPose yaw (the whole mesh against its mirrored pass)', () => {
  it('reads the turn between the direct pass and the mirrored one as twice the yaw', () => {
    const shape = face()
    for (const yaw of [0, 3, -4.5, 20, -40]) {
      // The mirrored photo shows the same (symmetric) head turned the other way.
      const pose = meshPose(turned(shape, yaw), turned(shape, -yaw))
      expect(pose.yaw).toBeCloseTo(yaw, 4)
    }
  })

  it('is not moved far by points out of place on one side (a lopsided mouth, a cheek): 2 of 468', () => {
    const shape = face()
    const direct = turned(shape, 4)
    // The subject's right mouth corner and cheek (mesh points 61 and 234), 25 px deeper on the direct pass.
    for (const i of [61, 234]) direct[3 * i + 2] = (direct[3 * i + 2] as number) + 25
    expect(meshPose(direct, turned(shape, -4)).yaw).toBeCloseTo(4, 0)
  })
})
