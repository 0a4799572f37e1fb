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

/** One 8-bit channel (luma), row-major: what SSIM compares. */
export interface LumaPlane {
  data: Uint8ClampedArray | Float32Array
  width: number
  height: number
}

/**
 * The part of `AbortSignal` the engine uses. Declared here because the pure code compiles without DOM types;
 * a real `AbortSignal` satisfies it.
 */
export interface AbortSignalLike {
  readonly aborted: boolean
  readonly reason?: unknown
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void
  removeEventListener(type: 'abort', listener: () => void): void
}

/** Chroma subsampling, fixed per search: letting the encoder switch it makes size jump with quality. */
export type Subsampling = '4:2:0' | '4:4:4'

/** What the engine asks of a JPEG encoder: integer qualities 1-100 for luma and chroma separately. */
export interface JpegSettings {
  quality: number
  chromaQuality: number
  subsampling: Subsampling
  /** mozjpeg's input smoothing, 0-100; 0 = off. The engine uses small values as a fine size knob. */
  smoothing?: number
  /** mozjpeg's quantisation table set, 0-8; default 3 (its own). The engine tries others to fill size gaps. */
  quantTable?: number
}

export type EncodeJpeg = (image: RasterImage, settings: JpegSettings) => Promise<Uint8Array>
export type DecodeJpeg = (bytes: Uint8Array) => Promise<RasterImage>
/** Resamples to exactly width x height (downscaling in practice). Injected: each platform has a fast one. */
export type ResizeImage = (image: RasterImage, width: number, height: number) => Promise<RasterImage>

/** The codec functions the engine runs on; the Node and browser adapters provide them. */
export interface EngineCodecs {
  encode: EncodeJpeg
  decode: DecodeJpeg
  resize: ResizeImage
}

/**
 * Encodes one raster at several settings and returns the byte sizes, in order. The default runs them one by
 * one on this thread; the browser pool spreads them across its workers.
 */
export type ProbeSizes = (image: RasterImage, settings: JpegSettings[]) => Promise<number[]>
