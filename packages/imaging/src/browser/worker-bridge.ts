// One worker bridge for every job the page hands a thread (issue #45): the compress pool (pool.ts) and the
// photo client (photo-client.ts) both start their Comlink workers, wait until they answer, abort, reap idle
// ones, fall back to the page's thread and restore the engine's error classes through this module, so the
// guarantees are written once:
// - start: a worker counts as started only once its handshake answered within `startTimeoutMs`; one that
//   cannot be made, dies first or stays silent sends every later call to the page's thread (`broken`);
// - abort: a call raced with `race(…, signal)` rejects with an Error named 'AbortError' the moment the signal
//   aborts, and the worker is terminated, since it may be deep in an encode or a model run;
// - death: a crash or a termination rejects every call pending on the worker with `deathError`;
// - idle reaping: a worker with no call in flight is terminated after `idleTimeoutMs`, unless `reapable`
//   says it still holds something (the photo worker its photos); one that has taken `retireAfterCalls`
//   calls is replaced as soon as it is free (its WebAssembly memory only grows);
// - errors cross Comlink as plain Errors with their names kept: `rehydrate` gives them their classes back.
import * as Comlink from 'comlink'
import { createAbortError, ImageDecodeError, ImageTooLargeError } from '../errors.ts'
import { ExportVerificationError } from '../photo/errors.ts'

export interface WorkerBridgeOptions<Api> {
  /** For messages: 'imaging', 'photo'. */
  name: string
  createWorker: () => Worker
  /** A call the worker answers once it is ready (its codecs or model loaded). */
  handshake: (remote: Comlink.Remote<Api>) => Promise<unknown>
  /** The same API on the page's thread, for when no worker starts. Made once, on first need. */
  createMainThreadApi: () => Promise<Api>
  startTimeoutMs: number
  idleTimeoutMs: number
  /** Replace a worker once it has taken this many calls and is free. Default: never. */
  retireAfterCalls?: number
  /** Whether a free worker may be reaped when idle. Default: always. */
  reapable?: (worker: BridgedWorker<Api>) => boolean
  /** The error calls pending on a worker reject with when it dies. Default: a plain Error. */
  deathError?: (reason: string) => Error
  /** Told when a worker is gone (killed, crashed, reaped, retired), after it left `workers`. */
  onGone?: (worker: BridgedWorker<Api>) => void
}

/** One started worker: its Comlink remote, its calls, and its end. */
export interface BridgedWorker<Api> {
  readonly worker: Worker
  readonly remote: Comlink.Remote<Api>
  /** True once the handshake answered; false if it failed, the worker died or the start timed out. */
  readonly ready: Promise<boolean>
  /** Whether the handshake has answered (read synchronously, e.g. to spread probes over ready workers). */
  readonly ok: boolean
  readonly alive: boolean
  /** Calls in flight on it. */
  readonly jobs: number
  /** Calls it has taken in its life (for retiring it). */
  readonly calls: number
  /** A call starts: the worker is not reaped while any is in flight. */
  take(): void
  /** A call ended: retire the worker, or reap it after `idleTimeoutMs`, if it is now free. */
  release(): void
  /** Retire the worker as soon as it is free, whatever its count of calls (its memory grew by a large job). */
  retireWhenFree(): void
  /** Re-decides whether the free worker is reaped (after what `reapable` reads has changed). */
  reapWhenIdle(): void
  /**
   * Races a call on this worker against its death and `signal`: an abort rejects at once with an AbortError
   * and terminates the worker. Errors come back as the engine's classes.
   */
  race<T>(call: Promise<T>, signal?: AbortSignal): Promise<T>
  kill(reason: string): void
}

export interface WorkerBridge<Api> {
  /** True once no worker could start (or the caller gave up on them): calls run on the page. */
  readonly broken: boolean
  /** Workers alive now, in the order they were started. */
  readonly workers: ReadonlySet<BridgedWorker<Api>>
  /** Starts a worker; undefined when the browser cannot make one (the bridge is then broken). */
  spawn(): BridgedWorker<Api> | undefined
  /** From now on every call runs on the page (e.g. workers here have no 2D canvas). */
  fallBack(): void
  /** The page's own copy of the API, made on first use. */
  mainThreadApi(): Promise<Api>
  /** The page's copy if it was ever made (releasing what it holds must not load it). */
  madeMainThreadApi(): Promise<Api> | undefined
  /** Runs `call` on the page's API, its errors as the engine's classes. */
  onPage<T>(call: (api: Api) => Promise<T>): Promise<T>
  /** Terminates every worker. */
  dispose(reason: string): void
}

export function createWorkerBridge<Api>(options: WorkerBridgeOptions<Api>): WorkerBridge<Api> {
  const workers = new Set<BridgedWorker<Api>>()
  const retireAfterCalls = options.retireAfterCalls ?? Number.POSITIVE_INFINITY
  const deathError = options.deathError ?? ((reason: string) => new Error(reason))
  let broken = false
  let mainThread: Promise<Api> | undefined

  function spawn(): BridgedWorker<Api> | undefined {
    let worker: Worker
    try {
      worker = options.createWorker()
    } catch {
      broken = true
      return undefined
    }
    let die: (reason: Error) => void = () => {}
    const died = new Promise<never>((_, reject) => {
      die = reject
    })
    died.catch(() => {}) // observed by racing calls; never an unhandled rejection on its own
    const remote = Comlink.wrap<Api>(worker)
    let idle: ReturnType<typeof setTimeout> | undefined
    let timer: ReturnType<typeof setTimeout> | undefined

    const handle: BridgedWorker<Api> & {
      ready: Promise<boolean>
      ok: boolean
      alive: boolean
      jobs: number
      calls: number
      retiring: boolean
    } = {
      worker,
      remote,
      ready: Promise.resolve(false),
      ok: false,
      alive: true,
      jobs: 0,
      calls: 0,
      retiring: false,
      take() {
        handle.jobs++
        handle.calls++
        clearTimeout(idle)
      },
      release() {
        handle.jobs = Math.max(0, handle.jobs - 1)
        handle.reapWhenIdle()
      },
      retireWhenFree() {
        handle.retiring = true
      },
      reapWhenIdle() {
        clearTimeout(idle)
        if (!handle.alive || handle.jobs > 0) return
        if (handle.retiring || handle.calls >= retireAfterCalls) handle.kill('Retired')
        else if (options.reapable?.(handle) ?? true) {
          idle = setTimeout(() => handle.kill('Idle'), options.idleTimeoutMs)
        }
      },
      async race<T>(call: Promise<T>, signal?: AbortSignal): Promise<T> {
        if (signal?.aborted) throw createAbortError(signal.reason)
        let onAbort: (() => void) | undefined
        const aborted = new Promise<never>((_, reject) => {
          onAbort = () => {
            // Reject first, so the race settles with the AbortError rather than the worker's death.
            reject(createAbortError(signal?.reason))
            // The worker may be deep in an encode or a model run: stopping it is the only way to stop at once.
            handle.kill('Aborted')
          }
          signal?.addEventListener('abort', onAbort, { once: true })
        })
        aborted.catch(() => {})
        try {
          return await Promise.race([call, aborted, died])
        } catch (error) {
          throw rehydrate(error)
        } finally {
          if (onAbort) signal?.removeEventListener('abort', onAbort)
        }
      },
      kill(reason) {
        if (!handle.alive) return
        handle.alive = false
        workers.delete(handle)
        clearTimeout(idle)
        clearTimeout(timer)
        die(deathError(reason))
        remote[Comlink.releaseProxy]()
        worker.terminate()
        options.onGone?.(handle)
      },
    }

    worker.addEventListener('error', (event) => {
      handle.kill((event as ErrorEvent).message || `The ${options.name} worker failed`)
    })
    handle.ready = Promise.race([
      options.handshake(remote).then(
        () => true,
        () => false,
      ),
      died.catch(() => false),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), options.startTimeoutMs)
      }),
    ]).then((ok) => {
      clearTimeout(timer)
      handle.ok = ok && handle.alive
      if (!handle.ok) {
        broken = true
        handle.kill(`The ${options.name} worker did not start`)
      }
      return handle.ok
    })
    workers.add(handle)
    return handle
  }

  function mainThreadApi(): Promise<Api> {
    mainThread ??= options.createMainThreadApi()
    return mainThread
  }

  return {
    get broken() {
      return broken
    },
    workers,
    spawn,
    fallBack() {
      broken = true
    },
    mainThreadApi,
    madeMainThreadApi: () => mainThread,
    async onPage(call) {
      try {
        return await call(await mainThreadApi())
      } catch (error) {
        throw rehydrate(error)
      }
    },
    dispose(reason) {
      for (const worker of [...workers]) worker.kill(reason)
    },
  }
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
