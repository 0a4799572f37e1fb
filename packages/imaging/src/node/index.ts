// The Node adapter: the only place where node: modules may appear (tests pass bytes read from disk).
export * from '../index.ts'
// The task-shaped API (docs/imaging-node.md); its compressToTarget takes a path or bytes too, and takes
// precedence over the pure one that needs a decoded raster and codecs.
export {
  checkVisaPhoto,
  compressToTarget,
  type ImageInput,
  type ModelBytes,
  makeVisaPhoto,
  type VisaPhoto,
  type VisaPhotoCheck,
  type VisaPhotoFileCheck,
  type VisaPhotoOptions,
  visaDocument,
  visaFrame,
} from './api.ts'
export { compileWasm, initCodecsFromNodeModules, nodeCodecs, resizeForNode, WASM_FILES } from './codecs.ts'
export { decodeFile, type NodeDecodeOptions } from './decode.ts'
// The Node face detector reads the model from disk; it takes precedence over the pure one from '../index.ts'.
export {
  createFaceModel,
  createMeshModel,
  createSegmentationModel,
  detectFace,
  FACE_MESH_MODEL_FILE,
  findModelFile,
  findYuNetModel,
  getFaceMeshModel,
  getFaceModel,
  getSegmentationModel,
  modelSearchDirs,
  type NodeDetectFaceOptions,
  PERSON_MODEL_FILE,
  YUNET_MODEL_FILE,
} from './face.ts'
export { makePrintSheet, NotAPrintDocumentError, type PrintSheet, type PrintSheetOptions } from './sheet.ts'
