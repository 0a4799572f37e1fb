// Where tests and benchmarks find the shared photos (never copied into the repo; see SOURCES.md there).
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..')

/** TESTDATA_DIR, or `<repo>/../shared/testdata`. */
export const testdataDir = process.env.TESTDATA_DIR ?? path.resolve(repoRoot, '../shared/testdata')
export const compressCorpus = path.join(testdataDir, 'compress')
export const hasCompressCorpus = existsSync(path.join(compressCorpus, 'manifest.json'))

export function photo(name: string): string {
  return path.join(compressCorpus, name)
}

if (!hasCompressCorpus) {
  console.warn(`[imaging tests] ${compressCorpus} not found: tests that need real photos are skipped`)
}
