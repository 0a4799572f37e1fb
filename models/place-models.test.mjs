import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { after, before, beforeEach, describe, test } from 'node:test'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { readManifest, resolvePaths, sha256File } from './lib.mjs'

const here = path.dirname(fileURLToPath(import.meta.url))
const script = path.join(here, 'place-models.mjs')
const run = promisify(execFile)

const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex')

// Small stand-ins for the real models: the script only cares about names, bytes and hashes.
const fakes = {
  'alpha.onnx': Buffer.from('pretend face detector weights'),
  'beta.onnx': Buffer.from('pretend segmentation weights, a little longer'),
}

let root
let sourceDir
let destDir
let manifestPath

async function place(extraEnv = {}) {
  // Start from a clean environment so a MODELS_* variable in the caller's shell cannot leak in.
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('MODELS_')))
  Object.assign(
    env,
    { MODELS_DIR: sourceDir, MODELS_DEST_DIR: destDir, MODELS_MANIFEST: manifestPath },
    extraEnv,
  )
  try {
    const { stdout, stderr } = await run(process.execPath, [script], { env })
    return { code: 0, stdout, stderr }
  } catch (err) {
    return { code: err.code, stdout: err.stdout, stderr: err.stderr }
  }
}

describe('place-models.mjs', () => {
  before(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'place-models-'))
  })

  after(async () => {
    await rm(root, { recursive: true, force: true })
  })

  beforeEach(async () => {
    const dir = await mkdtemp(path.join(root, 'case-'))
    sourceDir = path.join(dir, 'source')
    destDir = path.join(dir, 'public', 'models')
    manifestPath = path.join(dir, 'manifest.json')
    await mkdir(sourceDir)
    const entries = []
    for (const [file, bytes] of Object.entries(fakes)) {
      await writeFile(path.join(sourceDir, file), bytes)
      entries.push({
        file,
        sha256: sha256(bytes),
        bytes: bytes.length,
        licence: 'Apache-2.0',
        licenceNotice: `Copyright 2026 The ${file} Authors`,
        source: `test fixture ${file}`,
        role: 'test',
        input: {},
        output: {},
      })
    }
    await writeFile(manifestPath, JSON.stringify(entries))
  })

  test('copies verified models, prints one line each and writes the licence notices', async () => {
    const { code, stdout } = await place()
    assert.equal(code, 0)
    const lines = stdout.trim().split('\n')
    assert.equal(lines.length, 2)
    assert.match(lines[0], /copied\s+alpha\.onnx/)
    assert.match(lines[1], /copied\s+beta\.onnx/)
    for (const [file, bytes] of Object.entries(fakes)) {
      assert.deepEqual(await readFile(path.join(destDir, file)), bytes)
    }
    const licences = await readFile(path.join(destDir, 'LICENSES.txt'), 'utf8')
    assert.match(licences, /Copyright 2026 The alpha\.onnx Authors/)
    assert.match(licences, /Copyright 2026 The beta\.onnx Authors/)
    assert.match(licences, /TERMS AND CONDITIONS FOR USE, REPRODUCTION, AND DISTRIBUTION/)
  })

  test('leaves a correct destination alone and repairs a changed one', async () => {
    assert.equal((await place()).code, 0)
    await writeFile(path.join(destDir, 'beta.onnx'), 'stale copy')
    const { code, stdout } = await place()
    assert.equal(code, 0)
    assert.match(stdout, /unchanged\s+alpha\.onnx/)
    assert.match(stdout, /copied\s+beta\.onnx/)
    assert.deepEqual(await readFile(path.join(destDir, 'beta.onnx')), fakes['beta.onnx'])
  })

  test('fails on a tampered source, naming the file and both hashes', async () => {
    const tampered = Buffer.from('pretend face detector weightz')
    await writeFile(path.join(sourceDir, 'alpha.onnx'), tampered)
    const { code, stderr } = await place()
    assert.notEqual(code, 0)
    assert.match(stderr, /Checksum mismatch for alpha\.onnx/)
    assert.ok(stderr.includes(`expected sha256 ${sha256(fakes['alpha.onnx'])}`), stderr)
    assert.ok(stderr.includes(`actual   sha256 ${sha256(tampered)}`), stderr)
    // A corrupt source must never reach the served folder.
    assert.equal(existsSync(path.join(destDir, 'alpha.onnx')), false)
  })

  test('fails on a missing source, naming the path', async () => {
    await rm(path.join(sourceDir, 'beta.onnx'))
    const { code, stderr } = await place()
    assert.notEqual(code, 0)
    assert.ok(stderr.includes(path.join(sourceDir, 'beta.onnx')), stderr)
    assert.match(stderr, /Missing model source for beta\.onnx/)
  })

  test('rejects a manifest entry whose file name would escape the folder', async () => {
    const entries = JSON.parse(await readFile(manifestPath, 'utf8'))
    entries[0].file = '../escape.onnx'
    await writeFile(manifestPath, JSON.stringify(entries))
    const { code, stderr } = await place()
    assert.notEqual(code, 0)
    assert.match(stderr, /must be a plain file name/)
  })
})

describe('the real manifest', () => {
  test('lists the two product models with well-formed entries', async () => {
    const entries = await readManifest(path.join(here, 'manifest.json'))
    assert.deepEqual(
      entries.map((e) => [e.file, e.role, e.licence]),
      [
        ['face_detection_yunet_s_dynamic.onnx', 'face detector', 'Apache-2.0'],
        ['selfie_segmentation.onnx', 'person segmentation', 'Apache-2.0'],
      ],
    )
  })

  // The binaries live outside the repo, so this check runs only where they are present.
  const { sourceDir: sharedDir } = resolvePaths({})
  test('matches the shared model files', { skip: !existsSync(sharedDir) && `no ${sharedDir}` }, async () => {
    for (const e of await readManifest(path.join(here, 'manifest.json'))) {
      assert.equal(await sha256File(path.join(sharedDir, e.file)), e.sha256, e.file)
    }
  })
})
