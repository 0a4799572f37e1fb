// The Node adapter: the only place where node: modules may appear (tests pass bytes read from disk).
export * from '../index.ts'
export { compileWasm, initCodecsFromNodeModules, nodeCodecs, resizeForNode, WASM_FILES } from './codecs.ts'
export { decodeFile, type NodeDecodeOptions } from './decode.ts'
