// Test support (Node only): the portraits, from the committed fixtures or, in the extended suites, the
// TESTDATA_DIR corpus (../../node/testdata.ts), decoded once per test file.
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { corpusFile, extended, fixture } from '../../node/testdata.ts'
import type { RasterImage } from '../../types.ts'
import { decodeImage } from './node-codecs.ts'

/** Whether this run has the portrait: every committed one, and the whole corpus in the extended suites. */
export function hasPortrait(file: string): boolean {
  return existsSync(fixture('portraits', file)) || extended
}

export function portraitPath(file: string): string {
  const committed = fixture('portraits', file)
  return existsSync(committed) ? committed : corpusFile('portraits', file)
}

const cache = new Map<string, Promise<RasterImage>>()

/** A decoded portrait, decoded once per test file. */
export function loadPortrait(file: string): Promise<RasterImage> {
  let image = cache.get(file)
  if (!image) {
    image = readFile(portraitPath(file)).then((bytes) => decodeImage(new Uint8Array(bytes)))
    cache.set(file, image)
  }
  return image
}
