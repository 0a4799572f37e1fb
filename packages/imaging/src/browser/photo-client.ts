// The visa photo page's handle on its worker (`@vps/imaging/photo`). Import it dynamically: when the page is
// idle, to warm the engine, or when the visitor chooses a file.
//
//   const photo = getPhotoClient()
//   await photo.warm(frame)                                   → worker started, models and codecs loaded
//   const loaded = await photo.load(file, { signal })        → id, size, preview ImageBitmap
//   const auto = await photo.optimize(loaded.id, frame)      → face, placement, compliance
//   const check = await photo.check(loaded.id, placement, frame)
//   const { bytes, report } = await photo.exportPhoto(loaded.id, placement, frame)
//
// The same guarantees as the compress pool (pool.ts), from the same worker bridge (worker-bridge.ts):
// - an abort stops the work: the page's signal aborts when its photo is being dropped (a new file, New Image
//   Upload, leaving), so the worker is terminated at once, its photos with it, and the call rejects with an
//   Error named 'AbortError'; the next call starts a fresh worker;
// - an idle worker holding no photo is reaped after `idleTimeoutMs` (it holds the model and the codecs);
// - when no worker can start (no module workers, a content security policy, a failed chunk), the same
//   functions run on the page;
// - errors come back as the engine's classes (ImageDecodeError, ImageTooLargeError, ExportVerificationError),
//   and 'PhotoWorkerError' when a worker died mid-call.
import * as Comlink from 'comlink'
import type { LiveReading } from '../camera/reading.ts'
import { createAbortError } from '../errors.ts'
import type { TouchUpStroke } from '../matting/touch-up.ts'
import type { PhotoFrame } from '../photo/frame.ts'
import type { Placement } from '../photo/placement.ts'
import type { SheetOptions, SheetSource } from '../photo/sheet/make-sheet.ts'
import { type EnginePart, enginePartsFor, type WarmResult } from './engine-parts.ts'
import type {
  CoachFrame,
  LoadedPhoto,
  OptimizeResult,
  PhotoApi,
  PhotoCheck,
  PhotoExport,
  PhotoSheet,
} from './photo-api.ts'
import { type BridgedWorker, createWorkerBridge } from './worker-bridge.ts'

export type { TouchUpMode, TouchUpStroke } from '../matting/touch-up.ts'
export type { ComplianceResult } from '../photo/compliance.ts'
export type { ExportReport } from '../photo/export.ts'
export {
  type Backdrop,
  countryFrame,
  documentFrame,
  type PhotoFrame,
  targetCoverage,
  withBackdrop,
} from '../photo/frame.ts'
export {
  NEUTRAL_PLACEMENT,
  type Placement,
  panPlacement,
  placementMatrix,
  toFrame,
  toSource,
  zoomPlacement,
} from '../photo/placement.ts'
export { photoReceiptHtml, type ReceiptCheck, type ReceiptInput } from '../photo/receipt.ts'
export {
  type SheetFormat,
  type SheetOptions,
  type SheetReport,
  type SheetSource,
  sheetFileName,
  sheetLayoutFor,
} from '../photo/sheet/make-sheet.ts'
export { type EnginePart, enginePartsFor, type WarmResult } from './engine-parts.ts'
export type {
  CoachFrame,
  LoadedPhoto,
  OptimizeResult,
  PhotoCheck,
  PhotoExport,
  PhotoSheet,
} from './photo-api.ts'

/** The worker died during a call (a crash, running out of memory). */
export class PhotoWorkerError extends Error {
  override readonly name = 'PhotoWorkerError'
}

export interface CallOptions {
  signal?: AbortSignal
  /** The photo's touch-up strokes, in its own pixels (PhotoCallOptions.touchUps): check, export and sheet. */
  touchUps?: readonly TouchUpStroke[]
}

export interface PhotoClient {
  /** Starts loading the face model and codecs (call on upload-area hover or focus). */
  preload(): void
  /**
   * Warms the engine for a frame before any file is chosen: starts the worker and loads what the frame's
   * first photo needs (enginePartsFor: the model sessions and the codecs' WebAssembly), so that choosing a file
   * only runs them. Asks the worker only for the parts it has not loaded yet, so calling it again for another
   * document costs nothing it already has. Until `cool()`, the worker is not reaped when idle, and a worker
   * started again after an abort is warmed as the next photo loads. Never rejects: failed parts are listed and
   * load on first use. Nothing is warmed when photos run on the page's own thread (no worker started).
   */
  warm(frame: PhotoFrame): Promise<WarmResult>
  /** The page no longer wants the engine kept warm (it was left): an idle worker with no photo may go. */
  cool(): void
  load(file: Blob, options?: CallOptions): Promise<LoadedPhoto>
  optimize(id: number, frame: PhotoFrame, options?: CallOptions): Promise<OptimizeResult>
  check(id: number, placement: Placement, frame: PhotoFrame, options?: CallOptions): Promise<PhotoCheck>
  exportPhoto(
    id: number,
    placement: Placement,
    frame: PhotoFrame,
    options?: CallOptions,
  ): Promise<PhotoExport>
  /** A print sheet of the same export (docs/print-sheets.md), a JPEG or a PDF, checked after it is made. */
  makeSheet(
    id: number,
    placement: Placement,
    frame: PhotoFrame,
    sheet: { document: SheetSource['document']; options: Omit<SheetOptions, 'signal'> },
    options?: CallOptions,
  ): Promise<PhotoSheet>
  release(id: number): void
  /**
   * One camera frame's reading for the live coaching (docs/camera.md); the bitmaps move to the worker, which
   * closes them. Warm the engine first, so the camera's frames never wait on a download.
   */
  coach(input: CoachFrame, options?: CallOptions): Promise<LiveReading>
}

export interface PhotoClientOptions {
  /** Default: the package's module worker. Tests hand in fakes. */
  createWorker?: () => Worker
  /** The API to run on the page when no worker starts. Default: the same functions, imported lazily. */
  createMainThreadApi?: () => Promise<PhotoApi>
  /** A worker holding no photo is terminated after this long. Default 60 s. */
  idleTimeoutMs?: number
  /** A worker that has not answered by then counts as failed: the page takes over. Default 15 s. */
  startTimeoutMs?: number
}

export interface PhotoClientState {
  /** True once no worker could start: the photo runs on the page. */
  readonly onMainThread: boolean
  /** Whether a worker is alive now. */
  readonly workerAlive: boolean
}

type Slot = BridgedWorker<PhotoApi>

function defaultWorker(): Worker {
  // Vite recognises this exact form and bundles the worker as its own module chunk.
  return new Worker(new URL('./photo.worker.ts', import.meta.url), { type: 'module' })
}

async function defaultMainThreadApi(): Promise<PhotoApi> {
  const [{ createPhotoApi }, { browserPhotoDeps }] = await Promise.all([
    import('./photo-api.ts'),
    import('./photo-deps.ts'),
  ])
  return createPhotoApi(browserPhotoDeps)
}

export function createPhotoClient(options: PhotoClientOptions = {}): PhotoClient & PhotoClientState {
  /** Photos held by the live worker: it is not reaped while it holds one. */
  const held = new Set<number>()
  /** The parts the page wants kept warm (warm → cool); the worker is not reaped meanwhile. */
  let wanted: EnginePart[] | null = null
  /** Per worker: each part asked for, resolving to whether it loaded (a failed one is asked again later). */
  const warmed = new WeakMap<Slot, Map<EnginePart, Promise<boolean>>>()
  const bridge = createWorkerBridge<PhotoApi>({
    name: 'photo',
    createWorker: options.createWorker ?? defaultWorker,
    handshake: (remote) => remote.ping(),
    createMainThreadApi: options.createMainThreadApi ?? defaultMainThreadApi,
    startTimeoutMs: options.startTimeoutMs ?? 15_000,
    idleTimeoutMs: options.idleTimeoutMs ?? 60_000,
    reapable: () => held.size === 0 && wanted === null,
    deathError: (reason) => new PhotoWorkerError(reason),
    // Its photos went with it.
    onGone: () => held.clear(),
  })
  /** The one worker, while it lives. */
  const current = (): Slot | null => bridge.workers.values().next().value ?? null

  /** Runs one call on the worker (or the page), with the abort, death and error guarantees above. */
  async function call<T>(
    onWorker: (remote: Slot['remote']) => Promise<T>,
    onPage: (api: PhotoApi) => Promise<T>,
    signal?: AbortSignal,
  ): Promise<T> {
    if (signal?.aborted) throw createAbortError(signal.reason)
    const s = bridge.broken ? null : (current() ?? bridge.spawn() ?? null)
    if (!s || !(await s.ready)) return bridge.onPage(onPage)
    if (signal?.aborted) throw createAbortError(signal.reason)
    s.take()
    try {
      return await s.race(onWorker(s.remote), signal)
    } finally {
      s.release()
    }
  }

  /** Loads `parts` on the worker (started if need be), asking only for those it has not loaded yet. */
  async function warmParts(parts: EnginePart[]): Promise<WarmResult> {
    const start = performance.now()
    const none: WarmResult = { ready: [], failed: parts, ms: 0 }
    if (bridge.broken) return none
    const s = current() ?? bridge.spawn()
    if (!s) return none
    s.reapWhenIdle() // re-decided now that the page wants it kept
    let loads = warmed.get(s)
    if (!loads) {
      loads = new Map()
      warmed.set(s, loads)
    }
    const table = loads
    const missing = parts.filter((part) => !table.has(part))
    if (missing.length > 0) {
      const asked = (async () => {
        if (!(await s.ready)) return none
        s.take()
        try {
          return await s.race(s.remote.warm(missing))
        } finally {
          s.release()
        }
      })().catch(() => none)
      for (const part of missing) {
        const loaded = asked.then(({ ready }) => ready.includes(part))
        table.set(part, loaded)
        void loaded.then((ok) => {
          if (!ok && table.get(part) === loaded) table.delete(part)
        })
      }
    }
    const ok = await Promise.all(parts.map((part) => table.get(part) ?? false))
    return {
      ready: parts.filter((_, i) => ok[i]),
      failed: parts.filter((_, i) => !ok[i]),
      ms: performance.now() - start,
    }
  }

  const pageOptions = (signal?: AbortSignal) => (signal ? { signal } : {})
  /** The strokes, for the worker (which is stopped rather than signalled) and the page alike. */
  const strokes = (touchUps?: readonly TouchUpStroke[]) =>
    touchUps?.length ? { touchUps: [...touchUps] } : {}

  function release(id: number): void {
    held.delete(id)
    if (bridge.broken) {
      void bridge.madeMainThreadApi()?.then((api) => api.release(id))
      return
    }
    const s = current()
    if (!s) return
    void s.remote.release(id)
    s.reapWhenIdle()
  }

  return {
    get onMainThread() {
      return bridge.broken
    },
    get workerAlive() {
      return current() !== null
    },
    preload() {
      // Loading early is only an optimisation: failures show up on the first real call.
      call(
        async (remote) => remote.preload(),
        async (api) => api.preload(),
      ).catch(() => {})
    },
    warm(frame) {
      wanted = enginePartsFor(frame)
      return warmParts(wanted)
    },
    cool() {
      wanted = null
      current()?.reapWhenIdle()
    },
    async load(file, { signal } = {}) {
      // A worker started anew (after an abort) loads what the page wants while it decodes the file.
      if (wanted) void warmParts(wanted)
      const loaded = await call(
        (remote) => remote.load(file),
        (api) => api.load(file),
        signal,
      )
      const s = current()
      if (s && !bridge.broken) {
        held.add(loaded.id)
        s.reapWhenIdle() // the call's end saw no photo held yet
      }
      if (signal?.aborted) {
        // The answer came too late: free what it carried.
        loaded.preview.close()
        release(loaded.id)
        throw createAbortError(signal.reason)
      }
      return loaded
    },
    optimize: (id, frame, { signal } = {}) =>
      call(
        (remote) => remote.optimize(id, frame),
        (api) => api.optimize(id, frame, pageOptions(signal)),
        signal,
      ),
    check: (id, placement, frame, { signal, touchUps } = {}) =>
      call(
        (remote) => remote.check(id, placement, frame, strokes(touchUps)),
        (api) => api.check(id, placement, frame, { ...pageOptions(signal), ...strokes(touchUps) }),
        signal,
      ),
    exportPhoto: (id, placement, frame, { signal, touchUps } = {}) =>
      call(
        (remote) => remote.exportPhoto(id, placement, frame, strokes(touchUps)),
        (api) => api.exportPhoto(id, placement, frame, strokes(touchUps)),
        signal,
      ),
    makeSheet: (id, placement, frame, sheet, { signal, touchUps } = {}) =>
      call(
        (remote) => remote.makeSheet(id, placement, frame, sheet, strokes(touchUps)),
        (api) => api.makeSheet(id, placement, frame, sheet, strokes(touchUps)),
        signal,
      ),
    release,
    coach: (input, { signal } = {}) => {
      const bitmaps = input.crop ? [input.frame, input.crop.bitmap] : [input.frame]
      return call(
        (remote) => remote.coach(Comlink.transfer(input, bitmaps)),
        (api) => api.coach(input),
        signal,
      )
    },
  }
}

let shared: (PhotoClient & PhotoClientState) | null = null

/** The page's client: one worker, started on first use. */
export function getPhotoClient(): PhotoClient & PhotoClientState {
  shared ??= createPhotoClient()
  return shared
}
