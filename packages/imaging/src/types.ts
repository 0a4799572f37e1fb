/** An image as it travels between the engine's functions and threads: RGBA, row-major, 8 bits per channel. */
export interface RasterImage {
  data: Uint8ClampedArray
  width: number
  height: number
}

export interface Size {
  width: number
  height: number
}
