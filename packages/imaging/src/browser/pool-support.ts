import * as Comlink from 'comlink'
import { ImageDecodeError, ImageTooLargeError } from '../errors.ts'
import { ExportVerificationError } from '../photo/errors.ts'
import { decodeImageFile } from './decode.ts'
import type { ImagingWorkerApi } from './worker-api.ts'

export function defaultWorker(): Worker {
  // Vite recognises this exact form and bundles the worker as its own module chunk.
  return new Worker(new URL('./imaging.worker.ts', import.meta.url), { type: 'module' })
}

export async function defaultMainThreadApi(): Promise<ImagingWorkerApi> {
  // Imported only when needed, so the page does not load the codecs' glue unless workers fail.
  const [{ createWorkerApi }, { browserCodecs, initBrowserCodecs }] = await Promise.all([
    import('./worker-api.ts'),
    import('./codecs.ts'),
  ])
  return createWorkerApi({
    codecs: async () => {
      await initBrowserCodecs({ warm: true })
      return browserCodecs
    },
    decode: decodeImageFile,
  })
}

/** min(hardwareConcurrency, 4): more workers than cores only adds memory; past 4 the probes are too few. */
export function defaultPoolSize(): number {
  const cores = globalThis.navigator?.hardwareConcurrency ?? 2
  return Math.max(1, Math.min(cores, 4))
}

// Errors cross Comlink as plain Errors with their name kept: give the page its classes back.
export function rehydrate(error: unknown): unknown {
  if (!(error instanceof Error)) return error
  if (error.name === 'ImageDecodeError') Object.setPrototypeOf(error, ImageDecodeError.prototype)
  if (error.name === 'ImageTooLargeError') Object.setPrototypeOf(error, ImageTooLargeError.prototype)
  if (error.name === 'ExportVerificationError')
    Object.setPrototypeOf(error, ExportVerificationError.prototype)
  return error
}

/** A worker being started: its Comlink remote, and a promise that rejects when it dies. */
export interface StartedWorker<Api> {
  worker: Worker
  remote: Comlink.Remote<Api>
  /** Rejects when the worker is terminated or crashes, so calls pending on it do not hang. */
  died: Promise<never>
  die: (reason: Error) => void
  /** True once the handshake answered; false if it failed, the worker died or `startTimeoutMs` passed. */
  ready: Promise<boolean>
}

/**
 * Starts a worker the way the compress pool and the photo client both need: null when the browser cannot
 * make one, else the worker with its handshake raced against its death and a start timeout.
 */
export function startWorker<Api>(
  create: () => Worker,
  handshake: (remote: Comlink.Remote<Api>) => Promise<unknown>,
  startTimeoutMs: number,
): StartedWorker<Api> | null {
  let worker: Worker
  try {
    worker = create()
  } catch {
    return null
  }
  let die: (reason: Error) => void = () => {}
  const died = new Promise<never>((_, reject) => {
    die = reject
  })
  died.catch(() => {}) // observed by racing calls; never an unhandled rejection on its own
  const remote = Comlink.wrap<Api>(worker)
  let timer: ReturnType<typeof setTimeout> | undefined
  const ready = Promise.race([
    handshake(remote).then(
      () => true,
      () => false,
    ),
    died.catch(() => false),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), startTimeoutMs)
    }),
  ]).then((ok) => {
    clearTimeout(timer)
    return ok
  })
  return { worker, remote, died, die, ready }
}
