// Where the Node tests find their images (docs/testing.md):
// - the small committed set in tests/fixtures (origins and licences in tests/fixtures/SOURCES.md), always;
// - the large benchmark corpora in TESTDATA_DIR, only for the extended suites, which run when it is set.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')

export const fixturesDir = path.join(repoRoot, 'tests', 'fixtures')

/** A committed fixture: `fixture('images', 'kodim03.png')`. */
export function fixture(folder: 'images' | 'portraits' | 'bad', name: string): string {
  return path.join(fixturesDir, folder, name)
}

/**
 * TESTDATA_DIR, when the extended suites are asked for. A relative one is read from INIT_CWD, the folder the
 * outermost npm or pnpm was started in: `pnpm --filter @vps/imaging …` runs this package's scripts in its
 * own folder, so a relative path such as the README's, typed at the repository's root, would otherwise
 * miss. (Under turbo each package's pnpm starts in that package: use an absolute path there, as
 * .ci/run does.)
 */
export const testdataDir = process.env.TESTDATA_DIR
  ? path.resolve(process.env.INIT_CWD ?? process.cwd(), process.env.TESTDATA_DIR)
  : undefined
export const extended = testdataDir !== undefined

// Asked for and missing is a failure, never a quiet skip: CI sets it to run the extended suites.
if (testdataDir && !existsSync(path.join(testdataDir, 'compress', 'manifest.json'))) {
  throw new Error(`TESTDATA_DIR=${testdataDir} has no compress/manifest.json: the extended suites cannot run`)
}

/** A file of the large corpora (extended suites only). */
export function corpusFile(folder: 'compress' | 'portraits', name: string): string {
  if (!testdataDir) throw new Error(`${folder}/${name} is in the TESTDATA_DIR corpora, which are not set`)
  return path.join(testdataDir, folder, name)
}

const CORPUS_OF = { images: 'compress', portraits: 'portraits' } as const

/** Whether this run has the photo: committed, or in the corpora when the extended suites run. */
export function hasPhoto(folder: 'images' | 'portraits', name: string): boolean {
  return existsSync(fixture(folder, name)) || extended
}

/**
 * A bench-only photo fetched beside the corpora (docs/testing.md: `portraits/human_*.jpg`): never committed
 * and not part of the corpora CI has, so a test that reads one runs only where it was fetched.
 */
export function hasFetchedPhoto(folder: 'images' | 'portraits', name: string): boolean {
  return testdataDir !== undefined && existsSync(path.join(testdataDir, CORPUS_OF[folder], name))
}

/** The committed photo, else the corpus's (extended suites only). */
export function photoPath(folder: 'images' | 'portraits', name: string): string {
  const committed = fixture(folder, name)
  return existsSync(committed) ? committed : corpusFile(CORPUS_OF[folder], name)
}
