// Reading and verifying the ONNX models committed in this folder. Plain Node with no dependencies, so the web
// build (which serves them) and the Node engine (which loads them) can both use it from a fresh checkout.
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const MODELS_PKG_DIR = path.dirname(fileURLToPath(import.meta.url))

// A failure the user can act on: the CLI and the build print only the message, without a stack trace.
export class ModelError extends Error {
  name = 'ModelError'
}

/**
 * Where the models are read from: the committed files beside this script, or MODELS_DIR when set (to try
 * other weights of the same names; every file is still checked against the manifest's hash).
 */
export function resolvePaths(env = process.env) {
  return {
    manifestPath: env.MODELS_MANIFEST || path.join(MODELS_PKG_DIR, 'manifest.json'),
    sourceDir: env.MODELS_DIR || MODELS_PKG_DIR,
    licenceDir: MODELS_PKG_DIR,
  }
}

export function sha256(bytes) {
  return createHash('sha256').update(bytes).digest('hex')
}

const REQUIRED_STRINGS = ['file', 'sha256', 'licence', 'licenceNotice', 'licenceFile', 'source', 'role']

// A manifest name becomes a path under the web root: anything but a plain name could escape it.
function isPlainName(name) {
  return path.basename(name) === name && !name.startsWith('.')
}

export async function readManifest(manifestPath) {
  let entries
  try {
    entries = JSON.parse(await readFile(manifestPath, 'utf8'))
  } catch (err) {
    throw new ModelError(`Cannot read model manifest ${manifestPath}: ${err.message}`)
  }
  if (!Array.isArray(entries)) throw new ModelError(`Model manifest ${manifestPath} must be a JSON array`)
  for (const [i, entry] of entries.entries()) {
    const where = `Model manifest ${manifestPath}, entry ${i}`
    for (const key of REQUIRED_STRINGS) {
      if (typeof entry?.[key] !== 'string' || entry[key] === '') {
        throw new ModelError(`${where}: "${key}" is missing`)
      }
    }
    if (!/^[0-9a-f]{64}$/.test(entry.sha256)) {
      throw new ModelError(`${where}: sha256 must be 64 lower-case hex digits`)
    }
    if (!Number.isInteger(entry.bytes) || entry.bytes <= 0) {
      throw new ModelError(`${where}: bytes must be a positive integer`)
    }
    for (const key of ['file', 'licenceFile']) {
      if (!isPlainName(entry[key])) {
        throw new ModelError(`${where}: ${key} must be a plain file name, got "${entry[key]}"`)
      }
    }
  }
  return entries
}

/** The model's bytes, read from sourceDir and checked against its manifest entry. */
export async function readVerifiedModel(entry, sourceDir) {
  const file = path.join(sourceDir, entry.file)
  let bytes
  try {
    bytes = await readFile(file)
  } catch (err) {
    if (err.code !== 'ENOENT') throw err
    throw new ModelError(`Missing model ${entry.file}: ${file} does not exist`)
  }
  const actual = sha256(bytes)
  if (actual !== entry.sha256) {
    throw new ModelError(
      `Checksum mismatch for ${entry.file} at ${file}\n  expected sha256 ${entry.sha256}\n  actual   sha256 ${actual}`,
    )
  }
  if (bytes.length !== entry.bytes) {
    throw new ModelError(
      `Size mismatch for ${entry.file} at ${file}: expected ${entry.bytes} bytes, got ${bytes.length}`,
    )
  }
  return bytes
}

/** The third-party notice Apache-2.0 and MIT ask us to ship beside the models: each notice, then each text. */
export async function licencesText(entries, licenceDir) {
  const parts = [
    'Third-party model licences',
    '==========================',
    '',
    'The machine-learning models in this folder are redistributed under the licences below.',
    '',
  ]
  for (const e of entries) {
    parts.push(
      `${e.file}`,
      `  Licence: ${e.licence}`,
      `  Notice:  ${e.licenceNotice}`,
      `  Source:  ${e.source}`,
      '',
    )
  }
  for (const licenceFile of [...new Set(entries.map((e) => e.licenceFile))]) {
    const file = path.join(licenceDir, licenceFile)
    let text
    try {
      text = await readFile(file, 'utf8')
    } catch {
      throw new ModelError(`Missing licence text ${licenceFile}: ${file} does not exist`)
    }
    const models = entries.filter((e) => e.licenceFile === licenceFile).map((e) => e.file)
    parts.push('', `---------- ${models.join(', ')}: full licence text ----------`, '', text.trim(), '')
  }
  return `${parts.join('\n')}\n`
}

/**
 * Every file the site serves under /models/: each verified model, and LICENSES.txt. Throws a ModelError
 * when a model is missing or differs from the manifest, so no build can ship without a working model.
 * @returns {Promise<Array<{ name: string, bytes: Uint8Array }>>}
 */
export async function servedModelFiles(env = process.env) {
  const { manifestPath, sourceDir, licenceDir } = resolvePaths(env)
  const entries = await readManifest(manifestPath)
  const files = []
  for (const entry of entries)
    files.push({ name: entry.file, bytes: await readVerifiedModel(entry, sourceDir) })
  files.push({
    name: 'LICENSES.txt',
    bytes: new TextEncoder().encode(await licencesText(entries, licenceDir)),
  })
  return files
}
