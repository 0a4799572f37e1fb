// Priming a model (face/runtime.ts `prime`, run by the page's warm-up) must not change what it answers: the
// same input gives the same outputs from a primed session as from a fresh one.
import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import {
  createFaceModel,
  createIrisModel,
  createMeshModel,
  createSegmentationModel,
  FACE_MESH_MODEL_FILE,
  findModelFile,
  IRIS_MODEL_FILE,
  PERSON_MODEL_FILE,
  YUNET_MODEL_FILE,
} from './face.ts'

const bytesOf = async (name: string) => new Uint8Array(await readFile(findModelFile(name) as string))

/** A fixed, non-blank input: a smooth ramp with some texture, the same every time. */
const ramp = (n: number, scale: number) =>
  Float32Array.from({ length: n }, (_, i) => (((i * 7919) % 997) * scale) / 997)

describe('a primed model answers as a fresh one', () => {
  it('YuNet, at another shape than its priming one', async () => {
    const bytes = await bytesOf(YUNET_MODEL_FILE)
    const fresh = await createFaceModel(bytes)
    const primed = await createFaceModel(bytes)
    await primed.prime?.()
    const input = ramp(3 * 320 * 192, 255)
    const a = await fresh.run(input, 192, 320)
    const b = await primed.run(input, 192, 320)
    expect(Object.keys(b).sort()).toEqual(Object.keys(a).sort())
    for (const name of Object.keys(a)) expect(b[name], name).toEqual(a[name])
    await Promise.all([fresh.release?.(), primed.release?.()])
  })

  it.each([
    ['face mesh', FACE_MESH_MODEL_FILE, createMeshModel, 192],
    ['iris', IRIS_MODEL_FILE, createIrisModel, 64],
    ['person segmentation', PERSON_MODEL_FILE, createSegmentationModel, 256],
  ] as const)('%s', async (_name, file, create, side) => {
    const bytes = await bytesOf(file)
    const fresh = await create(bytes)
    const primed = await create(bytes)
    await primed.prime?.()
    const input = ramp(3 * side * side, 1)
    expect(await primed.run(input)).toEqual(await fresh.run(input))
    await Promise.all([fresh.release?.(), primed.release?.()])
  })
})
