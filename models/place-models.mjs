#!/usr/bin/env node
// Puts the ONNX models listed in manifest.json where the web app serves them (/models/) and
// where tests load them, verifying every checksum. Usage: node models/place-models.mjs
// Env: MODELS_DIR (source folder, default ../shared/models beside the repo).
import { ModelError, placeAll, resolvePaths } from './lib.mjs'

const paths = resolvePaths()
try {
  const lines = await placeAll(paths)
  for (const line of lines) console.log(`models: ${line}`)
} catch (err) {
  // Expected failures get a clean message; anything else keeps its stack for debugging.
  console.error(`models: ✖ ${err instanceof ModelError ? err.message : err.stack}`)
  process.exitCode = 1
}
