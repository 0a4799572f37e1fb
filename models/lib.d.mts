// Types for lib.mjs, read by the web build's Vite plugin and the imaging package's Node loader.
export declare const MODELS_PKG_DIR: string
export declare class ModelError extends Error {}
export interface ModelEntry {
  file: string
  sha256: string
  bytes: number
  licence: string
  licenceNotice: string
  licenceFile: string
  source: string
  role: string
}
type Env = Record<string, string | undefined>
export declare function resolvePaths(env?: Env): {
  manifestPath: string
  sourceDir: string
  licenceDir: string
}
export declare function sha256(bytes: Uint8Array): string
export declare function readManifest(manifestPath: string): Promise<ModelEntry[]>
export declare function readVerifiedModel(entry: ModelEntry, sourceDir: string): Promise<Uint8Array>
export declare function licencesText(entries: ModelEntry[], licenceDir: string): Promise<string>
export declare function servedModelFiles(env?: Env): Promise<Array<{ name: string; bytes: Uint8Array }>>
