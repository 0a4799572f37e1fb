#!/usr/bin/env node
// Rebuilds the committed MediaPipe models from Google's own weights, as shipped in MediaPipe's npm packages
// (Apache-2.0): downloads the pinned package with `npm pack`, takes the .tflite file out of it (loose, or
// from the packed assets at the offsets the package's loader lists), checks its hash, and converts it
// (tflite-to-onnx.mjs). The result is deterministic: the same bytes, and so the same sha256 as
// manifest.json, on every run. Needs the npm registry; the tests never run this.
//   node models/scripts/convert-mediapipe.mjs [face_landmark|selfie_segmentation ...]   (default: all)
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sha256 } from '../lib.mjs'
import { int8Weights } from './int8-weights.mjs'
import { convertTflite } from './tflite-to-onnx.mjs'

const MODELS = {
  face_landmark: {
    pkg: '@mediapipe/face_mesh@0.4.1633559619',
    packedAssets: 'face_mesh_solution_packed_assets',
    tfliteSha256: 'c603fa6149219a3e9487dc9abd7a0c24474c77263273d24868378cdf40aa26d1',
    // The convolutions' weights stored as int8 (docs/models.md, "Weights in int8"): 1.16 -> 0.55 MB served.
    int8: true,
  },
  selfie_segmentation: {
    pkg: '@mediapipe/selfie_segmentation@0.1.1675465747',
    packedAssets: null,
    tfliteSha256: '8d13b7fae74af625c641226813616a2117bd6bca19eb3b75574621fc08557f27',
  },
}
const MODELS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..')

/** The .tflite bytes inside an unpacked package folder. */
function tfliteFrom(pkg, name, packedAssets) {
  const asset = `${name}.tflite`
  if (!packedAssets) return readFileSync(path.join(pkg, asset))
  const loader = readFileSync(path.join(pkg, `${packedAssets}_loader.js`), 'utf8')
  const entry = new RegExp(
    `"filename":\\s*"[^"]*/${asset.replace('.', '\\.')}",\\s*"start":\\s*(\\d+),\\s*"end":\\s*(\\d+)`,
  )
  const [, start, end] = loader.match(entry) ?? []
  if (!start) throw new Error(`${asset} is not listed in the package's packed assets`)
  return readFileSync(path.join(pkg, `${packedAssets}.data`)).subarray(Number(start), Number(end))
}

const names = process.argv.slice(2)
for (const name of names.length ? names : Object.keys(MODELS)) {
  const model = MODELS[name]
  if (!model) throw new Error(`unknown model ${name}; known: ${Object.keys(MODELS).join(', ')}`)
  const work = mkdtempSync(path.join(tmpdir(), 'mediapipe-'))
  try {
    const tarball = execFileSync('npm', ['pack', model.pkg, '--silent', '--pack-destination', work], {
      encoding: 'utf8',
    }).trim()
    execFileSync('tar', ['xzf', path.join(work, tarball), '-C', work])
    const tflite = tfliteFrom(path.join(work, 'package'), name, model.packedAssets)
    if (sha256(tflite) !== model.tfliteSha256)
      throw new Error(`${name}.tflite has sha256 ${sha256(tflite)}, not ${model.tfliteSha256}`)
    const onnx = convertTflite(tflite, { transform: model.int8 ? int8Weights : undefined })
    const out = path.join(MODELS_DIR, `${name}.onnx`)
    writeFileSync(out, onnx)
    console.log(`${path.relative(process.cwd(), out)}: ${onnx.length} bytes, sha256 ${sha256(onnx)}`)
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}
