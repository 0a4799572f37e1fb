// Vite's `?url` imports: the URL of the emitted (hashed) asset. Declared here so the package type-checks
// without Vite's client types.
declare module '*.wasm?url' {
  const url: string
  export default url
}

// libheif's standalone ES module, emitted once and imported by URL (browser/decode.ts).
declare module '*.mjs?url' {
  const url: string
  export default url
}
