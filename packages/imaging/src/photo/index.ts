// The visa photo engine: placement, rendering, compliance and export, as pure functions over RGBA rasters.
export { bodyCutPixels, type Replaced, replaceRenderedBackground, type SegmentPerson } from './backdrop.ts'
export {
  type BackgroundSample,
  type ComplianceDetails,
  type ComplianceResult,
  checkGenericCompliance,
  checkVietnamCompliance,
  type PlacementFacts,
  sampleEdgePoints,
  type VietnamComplianceOptions,
} from './compliance.ts'
export {
  type ComplianceRow,
  type ComplianceRowStatus,
  complianceRows,
  complianceSummary,
  verdictAnnouncement,
} from './compliance-rows.ts'
export { ExportVerificationError, failedChecks } from './errors.ts'
export { type ExportOptions, type ExportReport, type ExportResult, exportPhoto } from './export.ts'
export {
  allCountryFrames,
  type Backdrop,
  countryFrame,
  documentFrame,
  type PhotoFrame,
  targetCoverage,
  vietnamPageFrame,
  withBackdrop,
} from './frame.ts'
export { type FrameCover, frameCover } from './frame-cover.ts'
export { type JfifDensity, padWithComments, readJfifDensity, setJfifDpi } from './jfif.ts'
export { COMPLIANCE_TUNING, EXPORT_TUNING, PLACEMENT_TUNING } from './options.ts'
export {
  checkPlacement,
  exportPlacement,
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
  zoomPlacement,
} from './placement.ts'
export { measureQuality, type QualityMeasures } from './quality/index.ts'
export { type QualityVerdict, qualityVerdicts } from './quality/verdicts.ts'
export { photoReceiptHtml, type ReceiptCheck, type ReceiptInput, type ReceiptSource } from './receipt.ts'
export { renderPlacement } from './render.ts'
export { sha256Hex } from './sha256.ts'
