// The pure entry: pixel maths, header parsing and the compression engine, with no DOM or Node types.
// Codecs come in through EngineCodecs; the ./browser and ./node entries provide them.
export * from './camera/index.ts'
export type { Candidate } from './engine/candidates.ts'
export {
  type CompressOptions,
  type CompressProgress,
  type CompressResult,
  compressToTarget,
  localProbe,
} from './engine/compress.ts'
export type { CompressReport, CompressStatus } from './engine/report.ts'
export { canOfferUnchanged, isAlreadyUnderTarget, targetWindow } from './engine/target.ts'
export {
  createAbortError,
  EmptyExportError,
  ImageDecodeError,
  ImageTooLargeError,
  isAbortError,
  ModelLoadError,
  raceAbort,
  throwIfAborted,
  UnknownCountryError,
  UnknownDocumentError,
} from './errors.ts'
export * from './face/index.ts'
export {
  detectFormat,
  type ImageFormat,
  type ImageHeader,
  readImageDimensions,
} from './formats/dimensions.ts'
export { readExifOrientation } from './formats/exif.ts'
export { assertCompleteImage } from './formats/integrity.ts'
export { type Affine, sampleAffine } from './geometry/affine.ts'
export { clampScale, containScale, coverScale } from './geometry/fit.ts'
export { assertDecodable } from './guard.ts'
export * from './matting/index.ts'
export { COMPRESS_TUNING, type CompressTuning, IMAGE_LIMITS, JPEG_ENCODER } from './options.ts'
export * from './photo/index.ts'
export { boxDownsampleBy, boxResize, fitPixels, scaledSize } from './pixels/box-resize.ts'
export { parseHex, type Rgb } from './pixels/colour.ts'
export { flattenOnWhite, hasTransparency } from './pixels/flatten.ts'
export { resampleLuma, toLuma } from './pixels/luma.ts'
export { applyOrientation, orientationSwapsAxes } from './pixels/orientation.ts'
export { ssim, ssimLuma } from './pixels/ssim.ts'
export type {
  AbortSignalLike,
  DecodeJpeg,
  EncodeJpeg,
  EngineCodecs,
  JpegSettings,
  LumaPlane,
  ProbeSizes,
  RasterImage,
  ResizeImage,
  Size,
  Subsampling,
} from './types.ts'
