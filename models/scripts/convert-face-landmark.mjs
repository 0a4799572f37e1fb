#!/usr/bin/env node
// Rebuilds models/face_landmark.onnx from MediaPipe's own weights, as shipped in the npm package
// @mediapipe/face_mesh (Apache-2.0): downloads the pinned package with `npm pack`, takes
// face_landmark.tflite out of its packed assets (at the offsets the package's loader lists), checks the
// TFLite file's hash, and converts it (tflite-to-onnx.mjs). The result is deterministic: the same bytes,
// and so the same sha256 as manifest.json, on every run. Needs the npm registry; the tests never run this.
//   node models/scripts/convert-face-landmark.mjs
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sha256 } from '../lib.mjs'
import { convertTflite } from './tflite-to-onnx.mjs'

const PACKAGE = '@mediapipe/face_mesh@0.4.1633559619'
const ASSET = 'face_landmark.tflite'
const TFLITE_SHA256 = 'c603fa6149219a3e9487dc9abd7a0c24474c77263273d24868378cdf40aa26d1'
const OUT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'face_landmark.onnx')

const work = mkdtempSync(path.join(tmpdir(), 'face-mesh-'))
try {
  const tarball = execFileSync('npm', ['pack', PACKAGE, '--silent', '--pack-destination', work], {
    encoding: 'utf8',
  }).trim()
  execFileSync('tar', ['xzf', path.join(work, tarball), '-C', work])
  const pkg = path.join(work, 'package')
  const loader = readFileSync(path.join(pkg, 'face_mesh_solution_packed_assets_loader.js'), 'utf8')
  const entry = new RegExp(
    `"filename":\\s*"[^"]*/${ASSET.replace('.', '\\.')}",\\s*"start":\\s*(\\d+),\\s*"end":\\s*(\\d+)`,
  )
  const [, start, end] = loader.match(entry) ?? []
  if (!start) throw new Error(`${ASSET} is not listed in the package's packed assets`)
  const packed = readFileSync(path.join(pkg, 'face_mesh_solution_packed_assets.data'))
  const tflite = packed.subarray(Number(start), Number(end))
  if (sha256(tflite) !== TFLITE_SHA256)
    throw new Error(`${ASSET} has sha256 ${sha256(tflite)}, not ${TFLITE_SHA256}`)
  const onnx = convertTflite(tflite)
  writeFileSync(OUT, onnx)
  console.log(`${path.relative(process.cwd(), OUT)}: ${onnx.length} bytes, sha256 ${sha256(onnx)}`)
} finally {
  rmSync(work, { recursive: true, force: true })
}
