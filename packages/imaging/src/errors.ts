import { countryNotFoundMessage } from '@vps/specs'
import type { AbortSignalLike } from './types.ts'

/** The file is not an image this engine can decode (corrupt, truncated, or not an image at all). */
export class ImageDecodeError extends Error {
  override readonly name = 'ImageDecodeError'
  constructor(message = 'The image could not be decoded', options?: { cause?: unknown }) {
    super(message, options)
  }
}

/**
 * What an ImageDecodeError says of a file that is no picture the engine reads, named by its first bytes
 * where they tell (a PDF renamed .jpg): "PDF files can't be used here: …", as the site's upload area says.
 */
export function unsupportedFileMessage(format: string | null): string {
  return `${format ? `${format} files` : 'This file'} can't be used here: choose a JPEG, PNG, WebP or HEIC picture`
}

/** A model the work cannot do without failed to load (other weights handed in that are not that model). */
export class ModelLoadError extends Error {
  override readonly name = 'ModelLoadError'
  constructor(
    readonly model: string,
    options?: { cause?: unknown },
  ) {
    super(`The ${model} model could not be loaded`, options)
  }
}

/**
 * The visa photo would show nobody: no face in the photo, the head outside the frame, or lost when the wall
 * was replaced (photo/empty-export.ts). Nothing is written; `reason` says which, the message what to do.
 */
export class EmptyExportError extends Error {
  override readonly name = 'EmptyExportError'
  constructor(
    readonly reason: 'noFace' | 'faceOutside' | 'faceLost',
    message: string,
  ) {
    super(message)
  }
}

/** The image has more pixels than a phone can hold safely; refusing beats a crashed tab. */
export class ImageTooLargeError extends Error {
  override readonly name = 'ImageTooLargeError'
  constructor(
    readonly width: number,
    readonly height: number,
    readonly maxPixels: number,
  ) {
    const mp = (n: number) => (n / 1_000_000).toFixed(1)
    super(
      `The image is ${width}x${height} (${mp(width * height)} megapixels); the limit is ${mp(maxPixels)} megapixels. Please use a smaller image.`,
    )
  }
}

/**
 * An error named 'AbortError', as fetch and DOM APIs reject with. DOMException is not in the pure
 * compile's library, and a plain Error with that name is what callers test for (`err.name === 'AbortError'`).
 */
export function createAbortError(reason?: unknown): Error {
  if (reason instanceof Error && reason.name === 'AbortError') return reason
  const error = new Error(typeof reason === 'string' ? reason : 'The operation was aborted')
  error.name = 'AbortError'
  return error
}

export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError'
}

export function throwIfAborted(signal: AbortSignalLike | undefined): void {
  if (signal?.aborted) throw createAbortError(signal.reason)
}

// Neither timers nor MessageChannel are in the pure compile's library; every runtime this code runs in has them.
interface Port {
  onmessage: (() => void) | null
  postMessage(message: null): void
  /** Node only: whether the port keeps the process alive; it does only while a checkpoint waits on it. */
  ref?: () => void
  unref?: () => void
}
const host = globalThis as unknown as {
  setTimeout?: (callback: () => void, ms: number) => unknown
  MessageChannel?: new () => { port1: Port; port2: Port }
}

/** Resolvers waiting for the next macrotask, woken one per message in order. */
const waiting: Array<() => void> = []
let channel: { port1: Port; port2: Port } | null = null

/**
 * The next macrotask. A message through a MessageChannel is one at once; a timer is not: after five nested
 * timers, browsers wait at least 4 ms for each (HTML's timer clamping), and a search's checkpoints run nested,
 * so each one cost 4 ms of idling in the worker, tens of times per image (docs/compress-engine.md).
 */
function nextMacrotask(): Promise<void> {
  const Channel = host.MessageChannel
  if (!Channel) {
    const schedule = host.setTimeout
    return schedule ? new Promise<void>((resolve) => schedule(resolve, 0)) : Promise.resolve()
  }
  if (!channel) {
    const created = new Channel()
    created.port1.onmessage = () => {
      waiting.shift()?.()
      if (waiting.length === 0) created.port1.unref?.()
    }
    created.port1.unref?.()
    channel = created
  }
  const { port1, port2 } = channel
  return new Promise<void>((resolve) => {
    waiting.push(resolve)
    port1.ref?.()
    port2.postMessage(null)
  })
}

/**
 * A cancellation point between encodes. The codecs resolve their promises at once, so without a real yield
 * the whole search runs as one chain of microtasks and an abort (a timer, a click) only gets to run when it
 * is over. With a signal, this yields to the event loop (a macrotask) first, then throws if aborted.
 * Without a signal there is nothing to wait for, and it costs nothing.
 */
export async function checkpoint(signal: AbortSignalLike | undefined): Promise<void> {
  if (!signal) return
  await nextMacrotask()
  throwIfAborted(signal)
}

/**
 * Settles with the promise, or rejects with an AbortError as soon as the signal fires. Work already running
 * synchronously cannot be interrupted on its own thread, so the engine also checks between encodes; in the
 * browser the pool terminates the worker instead.
 */
export function raceAbort<T>(promise: Promise<T>, signal: AbortSignalLike | undefined): Promise<T> {
  if (!signal) return promise
  if (signal.aborted) return Promise.reject(createAbortError(signal.reason))
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(createAbortError(signal.reason))
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort)
        resolve(value)
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort)
        reject(error)
      },
    )
  })
}

/** No destination has this code (the Node API's `country`): the spec's message, with the code. */
export class UnknownCountryError extends Error {
  override readonly name = 'UnknownCountryError'
  constructor(readonly country: string) {
    super(countryNotFoundMessage(country))
  }
}

/** The destination has no document with this id (the Node API's `document`); the message lists those it has. */
export class UnknownDocumentError extends Error {
  override readonly name = 'UnknownDocumentError'
  constructor(
    readonly country: string,
    readonly document: string,
    readonly documents: readonly string[],
  ) {
    super(`${country} has no document "${document}"; its documents are: ${documents.join(', ')}`)
  }
}
