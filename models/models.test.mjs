import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { after, before, beforeEach, describe, test } from 'node:test'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { readManifest, readVerifiedModel, servedModelFiles, sha256 } from './lib.mjs'

const here = path.dirname(fileURLToPath(import.meta.url))
const run = promisify(execFile)

async function verify(env) {
  // A clean environment, so a MODELS_* variable in the caller's shell cannot leak in.
  const base = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('MODELS_')))
  try {
    const { stdout, stderr } = await run(process.execPath, [path.join(here, 'verify-models.mjs')], {
      env: { ...base, ...env },
    })
    return { code: 0, stdout, stderr }
  } catch (err) {
    return { code: err.code, stdout: err.stdout, stderr: err.stderr }
  }
}

describe('the committed models', () => {
  test('the manifest lists exactly the face detector, the face mesh, the person mask and the iris model, each with its licence text beside it', async () => {
    const entries = await readManifest(path.join(here, 'manifest.json'))
    assert.deepEqual(
      entries.map((e) => [e.file, e.role, e.licence, e.licenceFile]),
      [
        [
          'face_detection_yunet_s_dynamic.onnx',
          'face detector',
          'Apache-2.0',
          'face_detection_yunet_s_dynamic.LICENSE.txt',
        ],
        [
          'face_landmark.onnx',
          'face landmarks (468-point mesh): eye centres for the roll, the chin',
          'Apache-2.0',
          'face_landmark.LICENSE.txt',
        ],
        [
          'selfie_segmentation.onnx',
          'person mask: the top of the hair (the crown) and where the person is',
          'Apache-2.0',
          'selfie_segmentation.LICENSE.txt',
        ],
        ['iris_landmark.onnx', 'iris and eye contour landmarks', 'Apache-2.0', 'iris_landmark.LICENSE.txt'],
      ],
    )
  })

  test('every committed file matches its hash and size', async () => {
    for (const e of await readManifest(path.join(here, 'manifest.json'))) {
      const bytes = await readVerifiedModel(e, here)
      assert.equal(bytes.length, e.bytes)
    }
  })

  test('the served files are the models and LICENSES.txt with each notice and the full licence text', async () => {
    const files = await servedModelFiles({})
    assert.deepEqual(
      files.map((f) => f.name),
      [
        'face_detection_yunet_s_dynamic.onnx',
        'face_landmark.onnx',
        'selfie_segmentation.onnx',
        'iris_landmark.onnx',
        'LICENSES.txt',
      ],
    )
    const licences = new TextDecoder().decode(files[4].bytes)
    assert.match(licences, /Copyright \(c\) 2022 Shiqi Yu/)
    assert.match(licences, /Copyright 2019-2021 The MediaPipe Authors/)
    assert.match(licences, /MediaPipe Selfie Segmentation model\. Copyright 2021 The MediaPipe Authors/)
    assert.match(licences, /Converted from TFLite to ONNX/)
    assert.match(licences, /MediaPipe Iris landmark model\. Copyright 2020 The MediaPipe Authors/)
    assert.match(licences, /Copyright \(c\) Vladimir Mandic/)
    assert.match(licences, /TERMS AND CONDITIONS FOR USE, REPRODUCTION, AND DISTRIBUTION/)
  })

  test('verify-models.mjs prints one ok line per model', async () => {
    const { code, stdout } = await verify({})
    assert.equal(code, 0)
    assert.match(
      stdout,
      /^models: ok face_detection_yunet_s_dynamic\.onnx \(237823 bytes, sha256 daede24002cc…, Apache-2\.0\)/,
    )
  })
})

describe('MODELS_DIR and the manifest checks', () => {
  const fake = Buffer.from('pretend face detector weights')
  let root
  let dir
  let manifestPath
  const entry = () => ({
    file: 'alpha.onnx',
    sha256: sha256(fake),
    bytes: fake.length,
    licence: 'Apache-2.0',
    licenceNotice: 'Copyright 2026 The alpha Authors',
    licenceFile: 'face_detection_yunet_s_dynamic.LICENSE.txt',
    source: 'test fixture',
    role: 'test',
  })

  before(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'models-'))
  })
  after(async () => {
    await rm(root, { recursive: true, force: true })
  })
  beforeEach(async () => {
    dir = await mkdtemp(path.join(root, 'case-'))
    manifestPath = path.join(dir, 'manifest.json')
    await writeFile(path.join(dir, 'alpha.onnx'), fake)
    await writeFile(manifestPath, JSON.stringify([entry()]))
  })

  test('reads the models from MODELS_DIR when set', async () => {
    const files = await servedModelFiles({ MODELS_DIR: dir, MODELS_MANIFEST: manifestPath })
    assert.deepEqual(files[0], { name: 'alpha.onnx', bytes: await readFile(path.join(dir, 'alpha.onnx')) })
  })

  test('fails on a tampered file, naming it and both hashes', async () => {
    const tampered = Buffer.from('pretend face detector weightz')
    await writeFile(path.join(dir, 'alpha.onnx'), tampered)
    const { code, stderr } = await verify({ MODELS_DIR: dir, MODELS_MANIFEST: manifestPath })
    assert.notEqual(code, 0)
    assert.match(stderr, /Checksum mismatch for alpha\.onnx/)
    assert.ok(stderr.includes(`expected sha256 ${sha256(fake)}`), stderr)
    assert.ok(stderr.includes(`actual   sha256 ${sha256(tampered)}`), stderr)
  })

  test('fails on a missing file, naming the path', async () => {
    await rm(path.join(dir, 'alpha.onnx'))
    const { code, stderr } = await verify({ MODELS_DIR: dir, MODELS_MANIFEST: manifestPath })
    assert.notEqual(code, 0)
    assert.ok(
      stderr.includes(`Missing model alpha.onnx: ${path.join(dir, 'alpha.onnx')} does not exist`),
      stderr,
    )
  })

  test('rejects a file or licence name that would escape the folder', async () => {
    for (const key of ['file', 'licenceFile']) {
      await writeFile(manifestPath, JSON.stringify([{ ...entry(), [key]: '../escape.onnx' }]))
      await assert.rejects(readManifest(manifestPath), new RegExp(`${key} must be a plain file name`))
    }
  })
})
