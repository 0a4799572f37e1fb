#!/usr/bin/env node
// Rebuilds models/iris_landmark.onnx: MediaPipe's iris landmark model (Apache-2.0, The MediaPipe Authors).
// The source is the TensorFlow.js conversion of it that the npm package @vladmandic/human (MIT) ships as
// models/iris.json + iris.bin, pinned by version and by both files' hashes: `npm pack` downloads it, the
// hashes are checked, and the graph is converted (tfjs-graph-reader.mjs, tfjs-graph-to-onnx.mjs).
// Deterministic: the same bytes, and so the sha256 in manifest.json, on every run. Needs the npm registry;
// the tests never run this.
//   node models/scripts/convert-iris.mjs
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sha256 } from '../lib.mjs'
import { roundToHalf } from './half.mjs'
import { int8Weights } from './int8-weights.mjs'
import { readTfjsGraph } from './tfjs-graph-reader.mjs'
import { convertTfjsGraph } from './tfjs-graph-to-onnx.mjs'

const PKG = '@vladmandic/human@3.3.6'
const FILES = {
  'models/iris.json': '49038ac9dcc09aa05474d91d98e9db5b47af4830929bcf102ed5a56bfbabb465',
  'models/iris.bin': 'd7f296d184274213d4642681ae186112cbbec77fd2ab066257d3c56a1940bc71',
}
// The graph's input_1 [N,64,64,3] and its one output Identity [N,1,1,228] (the concatenation of the 71 eye
// contour and brow points and the 5 iris points, x y z each), under names that say what they hold.
const NAMES = { input_1: 'input', Identity: 'eye_and_iris' }
const OUT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'iris_landmark.onnx')

const work = mkdtempSync(path.join(tmpdir(), 'iris-'))
try {
  const tarball = execFileSync('npm', ['pack', PKG, '--silent', '--pack-destination', work], {
    encoding: 'utf8',
  }).trim()
  // Only the two model files: the package is 28 MB, mostly other models and builds.
  execFileSync('tar', [
    'xzf',
    path.join(work, tarball),
    '-C',
    work,
    ...Object.keys(FILES).map((f) => `package/${f}`),
  ])
  const files = {}
  for (const [file, expected] of Object.entries(FILES)) {
    files[file] = readFileSync(path.join(work, 'package', file))
    if (sha256(files[file]) !== expected)
      throw new Error(`${PKG} ${file} has sha256 ${sha256(files[file])}, not ${expected}`)
  }
  const graph = readTfjsGraph(JSON.parse(files['models/iris.json'].toString('utf8')), (p) => {
    const bytes = files[`models/${p}`]
    if (!bytes) throw new Error(`iris.json lists weight file ${p}, which is not pinned here`)
    return bytes
  })
  // Weights rounded to float16 values (the face mesh's TFLite weights are float16 already), then the
  // convolutions' stored as int8 per output channel: 1.29 -> 0.63 MB served, the points moving by 0.07 px
  // of 64 on average (docs/models.md, "Weights in int8").
  for (const c of graph.consts.values()) {
    if (c.dtype === 'float32') c.values = c.values.map(roundToHalf)
  }
  const onnx = convertTfjsGraph(graph, { names: NAMES, transform: int8Weights })
  writeFileSync(OUT, onnx)
  console.log(`${path.relative(process.cwd(), OUT)}: ${onnx.length} bytes, sha256 ${sha256(onnx)}`)
} finally {
  rmSync(work, { recursive: true, force: true })
}
