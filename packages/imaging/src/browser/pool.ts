import * as Comlink from 'comlink'
import { createAbortError } from '../errors.ts'
import type { JpegSettings, RasterImage } from '../types.ts'
import {
  defaultMainThreadApi,
  defaultPoolSize,
  defaultWorker,
  PROBE_HELPERS,
  RETIRE_AFTER_PIXELS,
} from './pool-support.ts'
import type { ImagingPool, ImagingPoolOptions, PoolCompressOptions } from './pool-types.ts'
import type { FileCompressResult, ImagingWorkerApi } from './worker-api.ts'
import { type BridgedWorker, createWorkerBridge } from './worker-bridge.ts'

export { defaultPoolSize } from './pool-support.ts'
export type { ImagingPool, ImagingPoolOptions, PoolCompressOptions } from './pool-types.ts'

type Slot = BridgedWorker<ImagingWorkerApi>

/**
 * A pool of module workers running the imaging engine (Comlink), over the one worker bridge
 * (worker-bridge.ts: start, abort, idle reaping, retiring, the page's-thread fallback, error classes). Each
 * job runs in one worker, which decodes the file itself so the page never holds the pixels; its probe
 * batches are spread over every ready worker (buffers transferred, not copied through the page twice). Idle
 * workers are reaped after `idleTimeoutMs`, and a worker that has taken `retireAfterCalls` calls is replaced
 * as soon as it is free: the codecs' WebAssembly memory never shrinks, and over a hundred compressions in
 * one tab it grew by 166 MB (docs/compress-engine.md, "Memory"). So is a worker that has just read a photo
 * of `retireAfterPixels` or more (docs/benchmarks.md, "A batch of 20 photos").
 * If a worker cannot start (no module workers, a content security policy, no OffscreenCanvas in workers),
 * jobs run on the main thread instead.
 */
export function createImagingPool(options: ImagingPoolOptions = {}): ImagingPool {
  const maxWorkers = Math.max(1, options.maxWorkers ?? defaultPoolSize())
  let disposed = false
  let jobs = 0
  const bridge = createWorkerBridge<ImagingWorkerApi>({
    name: 'imaging',
    createWorker: options.createWorker ?? defaultWorker,
    handshake: (remote) => remote.warmUp(),
    createMainThreadApi: options.createMainThreadApi ?? defaultMainThreadApi,
    startTimeoutMs: options.startTimeoutMs ?? 15_000,
    idleTimeoutMs: options.idleTimeoutMs ?? 30_000,
    retireAfterCalls: options.retireAfterCalls ?? 60,
  })
  const retireAfterPixels = options.retireAfterPixels ?? RETIRE_AFTER_PIXELS
  const slots = bridge.workers

  function acquire(): Slot | undefined {
    let best: Slot | undefined
    for (const s of slots) if (!best || s.jobs < best.jobs) best = s
    const slot = best && (best.jobs === 0 || slots.size >= maxWorkers) ? best : bridge.spawn()
    slot?.take()
    return slot
  }

  // Helpers start while the first worker decodes, so they are warm by the time probes come. Past
  // PROBE_HELPERS only jobs of their own (a batch) start more.
  function warmHelpers(): void {
    const helpers = Math.min(maxWorkers, PROBE_HELPERS)
    while (!bridge.broken && slots.size < helpers && bridge.spawn()) {}
  }

  async function probe(image: RasterImage, settings: JpegSettings[]): Promise<number[]> {
    const ready = [...slots].filter((s) => s.ok)
    if (ready.length === 0) {
      const api = await bridge.mainThreadApi()
      return api.probe(image, settings)
    }
    const groups = ready.slice(0, Math.min(ready.length, settings.length)).map((slot) => ({
      slot,
      indices: [] as number[],
    }))
    settings.forEach((_, i) => {
      groups[i % groups.length]?.indices.push(i)
    })
    const sizes = new Array<number>(settings.length)
    // The first group takes the buffer itself, the others a copy each (made before anything is transferred).
    const buffers = groups.map((_, g) => (g === 0 ? image.data : new Uint8ClampedArray(image.data)))
    await Promise.all(
      groups.map(async ({ slot, indices }, g) => {
        const data = buffers[g] as Uint8ClampedArray
        const raster = { data, width: image.width, height: image.height }
        slot.take()
        try {
          const call = slot.remote.probe(
            Comlink.transfer(raster, [data.buffer as ArrayBuffer]),
            indices.map((i) => settings[i] as JpegSettings),
          )
          const result = await slot.race(call)
          indices.forEach((index, k) => {
            sizes[index] = result[k] as number
          })
        } finally {
          slot.release()
        }
      }),
    )
    return sizes
  }

  // One encode beside a job (see firstEncodes): on the least busy ready worker other than the job's own, which
  // is encoding meanwhile; on the job's own (in turn, after its encode) while no other is ready yet. The
  // raster arrived here as a copy, so its buffer is transferred on.
  async function encodeAside(owner: Slot, image: RasterImage, settings: JpegSettings): Promise<Uint8Array> {
    let slot = owner
    for (const s of slots) if (s.ok && s !== owner && (slot === owner || s.jobs < slot.jobs)) slot = s
    slot.take()
    try {
      const call = slot.remote.encode(Comlink.transfer(image, [image.data.buffer as ArrayBuffer]), settings)
      const bytes = await slot.race(call)
      return Comlink.transfer(bytes, [bytes.buffer as ArrayBuffer])
    } finally {
      slot.release()
    }
  }

  async function run(
    id: number,
    job: (
      api: ImagingWorkerApi | Comlink.Remote<ImagingWorkerApi>,
      onWorker: boolean,
      aside?: (image: RasterImage, settings: JpegSettings) => Promise<Uint8Array>,
    ) => Promise<FileCompressResult>,
    opts: PoolCompressOptions,
  ): Promise<FileCompressResult> {
    if (disposed) throw new Error('The imaging pool was disposed')
    if (opts.signal?.aborted) throw createAbortError(opts.signal.reason)
    const slot = bridge.broken ? undefined : acquire()
    if (slot && !(await slot.ready)) slot.release()
    if (!slot?.ok) return job(await bridge.mainThreadApi(), false)
    warmHelpers()
    const settle = () => void slot.remote.settle(id)
    if (opts.settle?.aborted) settle()
    else opts.settle?.addEventListener('abort', settle, { once: true })
    try {
      // With one worker there is nobody to encode beside the job: it encodes everything itself.
      const aside =
        maxWorkers > 1
          ? (image: RasterImage, settings: JpegSettings) => encodeAside(slot, image, settings)
          : undefined
      const result = await slot.race(job(slot.remote, true, aside), opts.signal)
      // The worker decoded a large photo: its pixels' share of the codecs' memory never shrinks, so a new
      // worker takes the next job (a batch of 12 MP photos otherwise holds each lane's peak for good).
      if (result.original.width * result.original.height >= retireAfterPixels) slot.retireWhenFree()
      return result
    } catch (error) {
      // No 2D canvas in this browser's workers: the page has one.
      if (error instanceof Error && error.name === 'CanvasUnavailableError') {
        bridge.fallBack()
        return job(await bridge.mainThreadApi(), false)
      }
      throw error
    } finally {
      opts.settle?.removeEventListener('abort', settle)
      slot.release()
    }
  }

  const workerOptions = (o: PoolCompressOptions, job: number) => ({
    job,
    ...(o.maxPixels ? { maxPixels: o.maxPixels } : {}),
    ...(o.unit ? { unit: o.unit } : {}),
    ...(o.tuning ? { tuning: o.tuning } : {}),
  })

  return {
    maxWorkers,
    get size() {
      return slots.size
    },
    get onMainThread() {
      return bridge.broken
    },
    compressFile(file, targetKB, opts = {}) {
      const id = ++jobs
      return run(
        id,
        async (api, onWorker, aside) => {
          if (!onWorker) {
            const local = api as ImagingWorkerApi
            const signal = opts.signal ? { signal: opts.signal } : {}
            const settle = opts.settle ? { settle: () => opts.settle?.aborted === true } : {}
            return local.compressFile(
              file,
              targetKB,
              { ...workerOptions(opts, id), ...signal, ...settle },
              undefined,
              opts.onProgress,
            )
          }
          const remote = api as Comlink.Remote<ImagingWorkerApi>
          return remote.compressFile(
            file,
            targetKB,
            workerOptions(opts, id),
            Comlink.proxy(probe),
            opts.onProgress ? Comlink.proxy(opts.onProgress) : undefined,
            aside ? Comlink.proxy(aside) : undefined,
          )
        },
        opts,
      )
    },
    compressImage(image, targetKB, opts = {}) {
      const id = ++jobs
      return run(
        id,
        async (api, onWorker, aside) => {
          if (!onWorker) {
            const local = api as ImagingWorkerApi
            const signal = opts.signal ? { signal: opts.signal } : {}
            const settle = opts.settle ? { settle: () => opts.settle?.aborted === true } : {}
            return local.compressToTarget(
              image,
              targetKB,
              { ...workerOptions(opts, id), ...signal, ...settle },
              undefined,
              opts.onProgress,
            )
          }
          const remote = api as Comlink.Remote<ImagingWorkerApi>
          return remote.compressToTarget(
            Comlink.transfer(image, [image.data.buffer as ArrayBuffer]),
            targetKB,
            workerOptions(opts, id),
            Comlink.proxy(probe),
            opts.onProgress ? Comlink.proxy(opts.onProgress) : undefined,
            aside ? Comlink.proxy(aside) : undefined,
          )
        },
        opts,
      )
    },
    probe,
    dispose() {
      disposed = true
      bridge.dispose('The imaging pool was disposed')
    },
  }
}
