// Background replacement on the device (docs/background.md): the person's alpha at full resolution from the
// segmentation mask, the person's own colours at the edge, and the composite onto a flat colour.
export type { AlphaMatte, ColourPlanes, RgbColour } from './alpha-matte.ts'
export { boxMean } from './box-mean.ts'
export { localMeans } from './local-means.ts'
export { MATTING_TUNING, type MattingTuning } from './options.ts'
export { colourPlanes } from './planes.ts'
export { maskPixel, refineAlpha } from './refine-alpha.ts'
export { replaceBackground } from './replace-background.ts'
export { segmentImage, upsampleMask } from './segment-image.ts'
export { countTouchUps, paintTouchUps, type TouchUpMode, type TouchUpStroke } from './touch-up.ts'
export { weightedGuidedFilter } from './weighted-guided-filter.ts'
