/** Opacity per pixel, 0 (background) to 1 (the person), row-major, at an image's size. */
export interface AlphaMatte {
  width: number
  height: number
  data: Float32Array
}

/** A colour as three 0..255 channels. */
export type { Rgb as RgbColour } from '../pixels/colour.ts'

/** The image as three float planes scaled 0..1 (what the filters work on). */
export interface ColourPlanes {
  width: number
  height: number
  r: Float32Array
  g: Float32Array
  b: Float32Array
}
