// The part of libheif-js's API this package uses. The package ships declarations for its low-level
// bindings only, not for the ES-module bundle's default export.
declare module 'libheif-js/libheif-wasm/libheif-bundle.mjs' {
  interface HeifImage {
    get_width(): number
    get_height(): number
    is_primary(): boolean
    has_alpha_channel(): boolean
    /** Decodes into `target` as RGBA; calls back with it, or with null when decoding failed. */
    display(
      target: { data: Uint8ClampedArray; width: number; height: number },
      done: (result: { data: Uint8ClampedArray } | null) => void,
    ): void
    free(): void
  }
  interface LibHeif {
    HeifDecoder: new () => { decode(bytes: Uint8Array): HeifImage[] }
  }
  const createLibHeif: () => LibHeif
  export default createLibHeif
}
