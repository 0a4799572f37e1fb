// The visa photo engine: placement, rendering, compliance and export, as pure functions over RGBA rasters.
export {
  bodyCutPixels,
  type Replaced,
  replaceRenderedBackground,
  type SegmentPerson,
  strokesInFrame,
} from './backdrop.ts'
export { type BackgroundCheck, backgroundAccepts, sampleEdgePoints } from './background-samples.ts'
export { COMPLIANCE_CHECKS } from './checks/index.ts'
export type {
  CheckContext,
  ComplianceCheck,
  ComplianceRow,
  ComplianceRowStatus,
} from './checks/types.ts'
export {
  type AutoCenterFacts,
  type BackgroundSample,
  type ComplianceDetails,
  type ComplianceResult,
  checkCompliance,
  complianceRowsOf,
  type PlacementFacts,
  passes,
} from './compliance.ts'
export { type EmptyExportReason, emptyExport } from './empty-export.ts'
export { ExportVerificationError, failedChecks } from './errors.ts'
export {
  type ExportOptions,
  type ExportReport,
  type ExportResult,
  exportPhoto,
  type FilePlan,
  planFile,
} from './export.ts'
export { exportFacePass, type FrameRegion, faceShown, otherHeadsInFrame } from './faces-in-frame.ts'
export { type EncodeAt, encodeAtQualities, encodeLadderFit, type FileFit } from './file-fit.ts'
export {
  allCountryFrames,
  type Backdrop,
  countryFrame,
  documentFrame,
  type PhotoFrame,
  targetCoverage,
  withBackdrop,
} from './frame.ts'
export { type FrameCover, frameCover } from './frame-cover.ts'
export { clearOfBandEdges, headPlaced } from './head-rules.ts'
export { type JfifDensity, padWithComments, readJfifDensity, setJfifDpi } from './jfif.ts'
export {
  type LeftoverInput,
  type LeftoverRegion,
  type LeftoverScan,
  leftoverPlace,
  minLeftoverPx,
  scanLeftoverWall,
  type WallLeftover,
} from './leftover-wall.ts'
export { COMPLIANCE_TUNING, EXPORT_TUNING, PLACEMENT_TUNING } from './options.ts'
export {
  checkPlacement,
  exportPlacement,
  type FindFaces,
  filePlanned,
  type Optimized,
  type OutputOptions,
  optimizePlacement,
  type PlacementCheck,
  type PlacementOutput,
  placementFacts,
  renderOutput,
  type Subject,
} from './pipeline.ts'
export {
  type AutoPlacement,
  autoPlacement,
  defaultPlacement,
  frameToSource,
  type HeadInFrame,
  headInFrame,
  NEUTRAL_PLACEMENT,
  type Placement,
  panPlacement,
  placementMatrix,
  toFrame,
  toSource,
  zoomPlacement,
} from './placement.ts'
export { measureQuality, type QualityMeasures } from './quality/index.ts'
export {
  QUALITY_CHECKS,
  QUALITY_RULES,
  type QualityStatus,
  type QualityVerdict,
  qualitySaid,
  qualityVerdicts,
} from './quality/verdicts.ts'
export { photoReceiptHtml, type ReceiptCheck, type ReceiptInput, type ReceiptSource } from './receipt.ts'
export { renderPlacement } from './render.ts'
export { sha256Hex } from './sha256.ts'
export * from './sheet/index.ts'
export { complianceSummary, verdictAnnouncement } from './verdict-words.ts'
