// Test support (Node only): the portraits, from the committed fixtures or, in the extended suites, the
// TESTDATA_DIR corpus (../../node/testdata.ts), decoded once per test file.
import { readFile } from 'node:fs/promises'
import type { RasterImage } from '../src/types.ts'
import { decodeImage } from './node-codecs.ts'
import { hasFetchedPhoto, hasPhoto, photoPath } from './testdata.ts'

/** Whether this run has the portrait: every committed one, and the whole corpus in the extended suites. */
export const hasPortrait = (file: string): boolean => hasPhoto('portraits', file)

/** Whether a bench-only portrait (`human_*.jpg`) was fetched into TESTDATA_DIR on this machine. */
export const hasFetchedPortrait = (file: string): boolean => hasFetchedPhoto('portraits', file)

export const portraitPath = (file: string): string => photoPath('portraits', file)

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
