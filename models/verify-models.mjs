#!/usr/bin/env node
// Checks every model in manifest.json against its hash and size, and that its licence text is here.
// Usage: node models/verify-models.mjs (MODELS_DIR: check that folder's copies instead of the committed ones).
// The web build runs the same checks before it serves the models (apps/web/scripts/served-models.ts).
import { ModelError, readManifest, resolvePaths, servedModelFiles } from './lib.mjs'

try {
  const paths = resolvePaths()
  const entries = await readManifest(paths.manifestPath)
  await servedModelFiles()
  for (const e of entries) {
    console.log(
      `models: ok ${e.file} (${e.bytes} bytes, sha256 ${e.sha256.slice(0, 12)}…, ${e.licence}) in ${paths.sourceDir}`,
    )
  }
} catch (err) {
  console.error(`models: ✖ ${err instanceof ModelError ? err.message : err.stack}`)
  process.exitCode = 1
}
