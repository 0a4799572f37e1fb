// Test support (Node only): where the shared portraits and the face model live, and loading them.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { RasterImage } from '../../types.ts'
import { decodeImage } from './node-codecs.ts'

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..')

export const TESTDATA_DIR = process.env.TESTDATA_DIR ?? path.resolve(REPO_ROOT, '../shared/testdata')

export function portraitPath(file: string): string {
  return path.join(TESTDATA_DIR, 'portraits', file)
}

const cache = new Map<string, Promise<RasterImage>>()

/** A decoded portrait from ../shared/testdata/portraits, decoded once per test file. */
export function loadPortrait(file: string): Promise<RasterImage> {
  let image = cache.get(file)
  if (!image) {
    image = readFile(portraitPath(file)).then((bytes) => decodeImage(new Uint8Array(bytes)))
    cache.set(file, image)
  }
  return image
}
