import { createHash } from 'node:crypto'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { findYuNetModel, YUNET_MODEL_FILE } from './face.ts'

const repoModels = path.resolve(import.meta.dirname, '../../../../models')
const scratch = await mkdtemp(path.join(tmpdir(), 'vps-models-'))
afterAll(() => rm(scratch, { recursive: true, force: true }))

describe('findYuNetModel', () => {
  it('finds the committed model in the repository, with the bytes the manifest names', async () => {
    const file = findYuNetModel({})
    expect(file).toBe(path.join(repoModels, YUNET_MODEL_FILE))
    const bytes = await readFile(file as string)
    expect(bytes.length).toBe(237_823)
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(
      'daede24002cc8590f457998cc5e6c9e8b82f45f6bd969506a8913cd4ed10a2d3',
    )
  })

  it('takes MODELS_DIR first when it holds the file, and falls back to the committed one when not', async () => {
    expect(findYuNetModel({ MODELS_DIR: scratch })).toBe(path.join(repoModels, YUNET_MODEL_FILE))
    await writeFile(path.join(scratch, YUNET_MODEL_FILE), 'other weights')
    expect(findYuNetModel({ MODELS_DIR: scratch })).toBe(path.join(scratch, YUNET_MODEL_FILE))
  })
})
