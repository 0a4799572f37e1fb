// Face detection (YuNet) and head geometry: pure code over RGBA rasters. The ONNX runtime is handed in by
// the adapters (node/face.ts, browser/face.ts) through createYuNetModel.
export { findCrownEdge } from './crown-edge.ts'
export { detectFace } from './detect.ts'
export { detectFaces, largestFace } from './detect-pass.ts'
export { fallbackFace } from './fallback.ts'
export { estimateHead, faceAxes, type HeadGeometry } from './head.ts'
export { type Letterbox, letterbox } from './letterbox.ts'
export {
  CROWN_SEARCH,
  type CrownSearch,
  FACE_TUNING,
  type FaceTuning,
  HEAD_MODEL,
  type HeadModel,
  resolveFaceTuning,
} from './options.ts'
export {
  crownFromMask,
  type MaskCrown,
  PERSON_INPUT_SIDE,
  personRegion,
  segmentPerson,
} from './person-mask.ts'
export { midpoint, rollDegrees } from './roll.ts'
export {
  createPersonSegmentationModel,
  createYuNetModel,
  type OrtLike,
  type OrtSessionLike,
  type OrtTensorLike,
  YUNET_SESSION_OPTIONS,
} from './runtime.ts'
export type {
  DetectFaceOptions,
  FaceCandidate,
  FaceDetection,
  FaceLandmarks,
  FaceModel,
  PersonMask,
  PersonSegmentationModel,
  Point,
  YuNetOutputs,
} from './types.ts'
export { decodeYuNet, iou, nms, YUNET_OUTPUT_NAMES, YUNET_STRIDES } from './yunet-decode.ts'
