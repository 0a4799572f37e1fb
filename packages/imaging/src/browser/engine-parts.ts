// What warming the photo engine loads (photo-client.ts `warm`): kept apart from photo-api.ts, which brings the
// whole pipeline, so the page's client reads it without loading the engine on the page's thread.
import type { PhotoFrame } from '../photo/frame.ts'

/**
 * The parts of the engine a photo can need, each loaded once per thread: the four ONNX sessions (with ONNX
 * Runtime's WebAssembly under them) and the JPEG codecs' WebAssembly, compiled and initialised.
 */
export type EnginePart = 'face' | 'mesh' | 'iris' | 'person' | 'jpeg'

/** What a warm-up made ready, what it could not, and how long it took on the thread. */
export interface WarmResult {
  ready: EnginePart[]
  failed: EnginePart[]
  ms: number
}

/**
 * The parts the first photo of a frame needs, so that choosing a file only runs them. Detection uses the face
 * model, the mesh, the iris model and the person mask on every page (the mask finds the top of the hair:
 * face/detect.ts), and a replaced wall uses that same mask. The JPEG codecs encode for the File size row where
 * the checks plan the file (filePlanned) and for every download, which decodes its file again to verify it.
 * Nothing else is fetched: libheif stays for HEIC files only.
 */
export function enginePartsFor(_frame: PhotoFrame): EnginePart[] {
  return ['face', 'mesh', 'iris', 'person', 'jpeg']
}
