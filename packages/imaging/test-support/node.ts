// The Node adapter's model sessions and file decoder, for tests in the pure folders: they take the models the
// way the package does in Node, without importing the adapter themselves (docs/architecture.md, "Import rules").

export { initCodecsFromNodeModules, nodeCodecs as nodeEngineCodecs } from '../src/node/codecs.ts'
export { decodeFile } from '../src/node/decode.ts'
export * from '../src/node/face.ts'
