export { clampScale, containScale, coverScale } from './geometry/fit.ts'
export type { RasterImage, Size } from './types.ts'
