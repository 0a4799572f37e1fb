// Hashing, verification and placement of the ONNX models. Plain Node with no dependencies so it
// works from a fresh checkout, whatever state node_modules is in.
import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { chmod, copyFile, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const MODELS_PKG_DIR = path.dirname(fileURLToPath(import.meta.url))
export const REPO_ROOT = path.resolve(MODELS_PKG_DIR, '..')

// A failure the user can act on: the CLI prints only the message, without a stack trace.
export class ModelError extends Error {
  name = 'ModelError'
}

// Environment overrides exist so tests can run against temporary folders instead of the real ones.
export function resolvePaths(env = process.env) {
  return {
    manifestPath: env.MODELS_MANIFEST || path.join(MODELS_PKG_DIR, 'manifest.json'),
    // The binaries are shared across checkouts and never committed, so they live beside the repo.
    sourceDir: env.MODELS_DIR || path.resolve(REPO_ROOT, '..', 'shared', 'models'),
    // The web app serves /models/ from here, and tests load the models from the same place.
    destDir: env.MODELS_DEST_DIR || path.join(REPO_ROOT, 'apps', 'web', 'public', 'models'),
    licenceTextsDir: env.MODELS_LICENCE_TEXTS_DIR || path.join(MODELS_PKG_DIR, 'licenses'),
  }
}

export async function sha256File(file) {
  const hash = createHash('sha256')
  // Streamed so a large model never has to sit in memory whole.
  for await (const chunk of createReadStream(file)) hash.update(chunk)
  return hash.digest('hex')
}

const REQUIRED_STRINGS = ['file', 'sha256', 'licence', 'licenceNotice', 'source', 'role']

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
    // The file name becomes a path under the web root; anything but a plain name could escape it.
    if (path.basename(entry.file) !== entry.file || entry.file.startsWith('.')) {
      throw new ModelError(`${where}: file must be a plain file name, got "${entry.file}"`)
    }
  }
  return entries
}

async function fileSize(file) {
  try {
    return (await stat(file)).size
  } catch (err) {
    if (err.code === 'ENOENT') return undefined
    throw err
  }
}

export async function verifyFile(file, entry) {
  const actual = await sha256File(file)
  if (actual !== entry.sha256) {
    throw new ModelError(
      `Checksum mismatch for ${entry.file} at ${file}\n  expected sha256 ${entry.sha256}\n  actual   sha256 ${actual}`,
    )
  }
  const size = await fileSize(file)
  if (size !== entry.bytes) {
    throw new ModelError(
      `Size mismatch for ${entry.file} at ${file}: expected ${entry.bytes} bytes, got ${size}`,
    )
  }
  return actual
}

/**
 * Puts one model in destDir. Copies only when the destination is missing or differs, so repeated
 * runs are cheap, and always verifies what ends up there.
 * @returns {Promise<'copied' | 'unchanged'>}
 */
export async function placeModel(entry, { sourceDir, destDir }) {
  const dest = path.join(destDir, entry.file)
  if ((await fileSize(dest)) === entry.bytes && (await sha256File(dest)) === entry.sha256) return 'unchanged'
  const source = path.join(sourceDir, entry.file)
  if ((await fileSize(source)) === undefined) {
    throw new ModelError(
      `Missing model source for ${entry.file}: ${source} does not exist (set MODELS_DIR to the folder holding the models)`,
    )
  }
  // Checked before copying so a corrupt source never replaces a good destination.
  await verifyFile(source, entry)
  await mkdir(destDir, { recursive: true })
  // Copy then rename: a server reading the folder never sees a half-written model.
  const tmp = `${dest}.${process.pid}.tmp`
  try {
    await copyFile(source, tmp)
    // copyFile keeps the source mode, and the shared store is read-only; the served copy should not be.
    await chmod(tmp, 0o644)
    await rename(tmp, dest)
  } finally {
    await rm(tmp, { force: true })
  }
  await verifyFile(dest, entry)
  return 'copied'
}

/** The third-party notice file Apache-2.0 and MIT ask us to ship beside the models. */
export async function licencesText(entries, licenceTextsDir) {
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
  for (const licence of [...new Set(entries.map((e) => e.licence))]) {
    const file = path.join(licenceTextsDir, `${licence}.txt`)
    let text
    try {
      text = await readFile(file, 'utf8')
    } catch {
      throw new ModelError(`Missing licence text for ${licence}: ${file} does not exist`)
    }
    parts.push(
      '',
      `---------- Full text of ${licence} ----------`,
      '',
      text.replace(/^\n+/, '').trimEnd(),
      '',
    )
  }
  return `${parts.join('\n')}\n`
}

export async function writeLicences(entries, { destDir, licenceTextsDir }) {
  await mkdir(destDir, { recursive: true })
  const file = path.join(destDir, 'LICENSES.txt')
  await writeFile(file, await licencesText(entries, licenceTextsDir))
  return file
}

/** Places every model and the licence file; resolves to one report line per model. */
export async function placeAll(paths) {
  const entries = await readManifest(paths.manifestPath)
  const lines = []
  for (const entry of entries) {
    const status = await placeModel(entry, paths)
    lines.push(
      `${status.padEnd(9)} ${entry.file} (${entry.bytes} bytes, sha256 ${entry.sha256.slice(0, 12)}…)`,
    )
  }
  await writeLicences(entries, paths)
  return lines
}
