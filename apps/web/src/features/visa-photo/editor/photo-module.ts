// The photo engine's client, loaded only when a visitor chooses (or is about to choose) a file.
import { perfMark } from '../../../shared/perf/mark.ts'

export type PhotoModule = typeof import('@vps/imaging/photo')

let loading: Promise<PhotoModule> | null = null
let loaded: PhotoModule | null = null

export function loadPhotoModule(): Promise<PhotoModule> {
  if (!loading) {
    loading = import('@vps/imaging/photo').then((mod) => {
      loaded = mod
      return mod
    })
    // A failed chunk load is forgotten so the next file tries again.
    loading.catch(() => {
      loading = null
    })
  }
  return loading
}

/** The module once loaded: the editor mounts only after a photo was decoded, so it is always there then. */
export function photoModule(): PhotoModule {
  if (!loaded) throw new Error('The photo module is not loaded yet')
  return loaded
}

/** The module if it has been loaded, else null (releasing or cooling must not load it). */
export function loadedPhotoModule(): PhotoModule | null {
  return loaded
}

const PREFIX = 'vps:photo:'

/**
 * Performance marks for the benchmark and the browser test: 'vps:photo:warm' (the engine warmed before any
 * file, its `detail` the parts ready and failed), 'vps:photo:chosen', 'decoded', 'optimized',
 * 'export-start', 'exported'; `detail` carries the worker's own timings (decodeMs, detectMs, exportMs …).
 */
export function markPhoto(name: string, detail?: Record<string, unknown>): void {
  perfMark(`${PREFIX}${name}`, detail)
}

/** A measure between two of this page's marks ('vps:photo:ready' = chosen → optimized). */
export function measurePhoto(name: string, from: string, to: string): void {
  try {
    performance.measure(`${PREFIX}${name}`, `${PREFIX}${from}`, `${PREFIX}${to}`)
  } catch {
    // A mark may be missing after a reset.
  }
}
