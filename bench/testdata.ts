// The benchmark corpora are not in the repository (docs/testing.md): TESTDATA_DIR names the folder holding
// compress/ and portraits/, each with its SOURCES.md.
import { existsSync } from 'node:fs'
import path from 'node:path'

export function testdataFolder(sub: 'compress' | 'portraits'): string {
  const dir = process.env.TESTDATA_DIR
  const folder = dir ? path.resolve(dir, sub) : ''
  if (!dir || !existsSync(folder)) {
    console.error(`Set TESTDATA_DIR to the folder holding the benchmark corpora (${sub}/ is needed).`)
    process.exit(2)
  }
  return folder
}
