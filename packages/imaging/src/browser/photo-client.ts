// The visa photo page's handle on its worker (`@vps/imaging/photo`). Import it dynamically when the visitor
// chooses a file: the worker, the face model and the codecs load only then.
//
//   const photo = getPhotoClient()
//   const loaded = await photo.load(file, { signal })        → id, size, preview ImageBitmap
//   const auto = await photo.optimize(loaded.id, frame)      → face, placement, compliance
//   const check = await photo.check(loaded.id, placement, frame)
//   const { bytes, report } = await photo.exportPhoto(loaded.id, placement, frame)
//
// Errors keep their engine names across the worker boundary: 'ImageDecodeError' / 'ImageTooLargeError'
// (the page's 'Invalid image' toast), 'ExportVerificationError' ('Download failed'), 'AbortError' when the
// signal aborts (the result is dropped; the worker finishes its step and its answer is ignored), and
// 'PhotoWorkerError' when the worker could not start at all.
import * as Comlink from 'comlink'
import type { PhotoFrame } from '../photo/frame.ts'
import type { Placement } from '../photo/placement.ts'
import type { LoadedPhoto, OptimizeResult, PhotoCheck, PhotoExport, PhotoWorkerApi } from './photo.worker.ts'

export type { ComplianceResult } from '../photo/compliance.ts'
export type { ExportReport } from '../photo/export.ts'
export {
  countryFrame,
  type PhotoFrame,
  targetCoverage,
  vietnamPageFrame,
} from '../photo/frame.ts'
export {
  NEUTRAL_PLACEMENT,
  type Placement,
  panPlacement,
  placementMatrix,
  zoomPlacement,
} from '../photo/placement.ts'
export type { LoadedPhoto, OptimizeResult, PhotoCheck, PhotoExport } from './photo.worker.ts'

/** The worker could not be started or died (no module workers, a failed chunk load). */
export class PhotoWorkerError extends Error {
  override readonly name = 'PhotoWorkerError'
}

export interface CallOptions {
  signal?: AbortSignal
}

export interface PhotoClient {
  /** Starts loading the face model and codecs (call on upload-area hover or focus). */
  preload(): void
  load(file: Blob, options?: CallOptions): Promise<LoadedPhoto>
  optimize(id: number, frame: PhotoFrame, options?: CallOptions): Promise<OptimizeResult>
  check(id: number, placement: Placement, frame: PhotoFrame, options?: CallOptions): Promise<PhotoCheck>
  exportPhoto(
    id: number,
    placement: Placement,
    frame: PhotoFrame,
    options?: CallOptions,
  ): Promise<PhotoExport>
  release(id: number): void
}

function abortError(): Error {
  const error = new Error('The operation was aborted')
  error.name = 'AbortError'
  return error
}

/** Races a worker call against the signal; the worker's late answer is dropped. */
function withSignal<T>(run: () => Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return run()
  if (signal.aborted) return Promise.reject(abortError())
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortError())
    signal.addEventListener('abort', onAbort, { once: true })
    run().then(
      (value) => {
        signal.removeEventListener('abort', onAbort)
        if (signal.aborted) {
          // The answer came too late: free what it carried.
          if (value && typeof value === 'object' && 'preview' in value) {
            ;(value as { preview?: ImageBitmap }).preview?.close()
          }
          return
        }
        resolve(value)
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort)
        reject(error)
      },
    )
  })
}

/** Builds a client on a started worker (tests can hand in any Comlink endpoint). */
export function createPhotoClient(start: () => Worker): PhotoClient {
  let remote: Comlink.Remote<PhotoWorkerApi> | null = null
  let failure: Error | null = null
  // Rejects every pending call when the worker dies: a Comlink call to a dead worker would never settle.
  let died: Promise<never> = new Promise<never>(() => {})

  const api = (): Comlink.Remote<PhotoWorkerApi> => {
    if (failure) throw failure
    if (!remote) {
      try {
        const worker = start()
        died = new Promise<never>((_, reject) => {
          worker.addEventListener('error', (event) => {
            failure = new PhotoWorkerError(event.message || 'The photo worker failed to start')
            remote = null
            worker.terminate()
            reject(failure)
          })
        })
        died.catch(() => {})
        remote = Comlink.wrap<PhotoWorkerApi>(worker)
      } catch (cause) {
        failure = new PhotoWorkerError('Module workers are not available in this browser', { cause })
        throw failure
      }
    }
    return remote
  }
  const call = <T>(run: () => Promise<T>, signal?: AbortSignal): Promise<T> =>
    withSignal(async () => {
      const pending = run()
      return Promise.race([pending, died])
    }, signal)

  return {
    preload() {
      try {
        void api().preload()
      } catch {
        // Loading early is only an optimisation.
      }
    },
    load: (file, options = {}) => call(() => api().load(file), options.signal),
    optimize: (id, frame, options = {}) => call(() => api().optimize(id, frame), options.signal),
    check: (id, placement, frame, options = {}) =>
      call(() => api().check(id, placement, frame), options.signal),
    exportPhoto: (id, placement, frame, options = {}) =>
      call(() => api().exportPhoto(id, placement, frame), options.signal),
    release(id) {
      if (remote) void remote.release(id)
    },
  }
}

let shared: PhotoClient | null = null

/** The page's client: one worker, started on first use. */
export function getPhotoClient(): PhotoClient {
  shared ??= createPhotoClient(
    () => new Worker(new URL('./photo.worker.ts', import.meta.url), { type: 'module' }),
  )
  return shared
}
