import * as Comlink from 'comlink'
import { describe, expect, it } from 'vitest'
import { ImageDecodeError } from '../errors.ts'
import type { EngineCodecs, JpegSettings, RasterImage } from '../types.ts'
import { createImagingPool } from './pool.ts'
import { createWorkerApi, type ImagingWorkerApi } from './worker-api.ts'

// A fake JPEG codec: smooth, deterministic sizes (log size linear in quality, chroma and smoothing nudging
// it), with the dimensions in the first bytes so decode can give back a raster of the right size.
function fakeCodecs(delayMs = 0): EngineCodecs {
  return {
    async encode(image: RasterImage, s: JpegSettings) {
      if (delayMs) await new Promise((r) => setTimeout(r, delayMs))
      const pixels = image.width * image.height
      const bpp = 0.04 * Math.exp(0.035 * s.quality) * (1 + 0.004 * (s.chromaQuality - s.quality))
      const bytes = new Uint8Array(Math.round(600 + pixels * bpp * (1 - 0.002 * (s.smoothing ?? 0))))
      bytes.set([image.width >> 8, image.width & 255, image.height >> 8, image.height & 255])
      return bytes
    },
    async decode(bytes: Uint8Array) {
      const width = ((bytes[0] as number) << 8) | (bytes[1] as number)
      const height = ((bytes[2] as number) << 8) | (bytes[3] as number)
      return { width, height, data: new Uint8ClampedArray(width * height * 4).fill(128) }
    },
    async resize(_image: RasterImage, width: number, height: number) {
      return { width, height, data: new Uint8ClampedArray(width * height * 4).fill(128) }
    },
  }
}

function gradient(width: number, height: number): RasterImage {
  const data = new Uint8ClampedArray(width * height * 4)
  for (let i = 0; i < data.length; i += 4) data.fill((i / 4) % 251, i, i + 3).fill(255, i + 3, i + 4)
  return { data, width, height }
}

interface FakeWorker {
  worker: Worker
  probes: () => number
  encodes: () => number
  /** Calls of the fake codec's encode, on any path: the worker is at work once it is above 0. */
  codecCalls: () => number
  terminated: () => boolean
}

// A "worker" in this thread: Comlink over a MessageChannel, exactly as a real worker is spoken to.
function fakeWorker(
  options: { delayMs?: number; failWarmUp?: boolean; decodeError?: boolean } = {},
): FakeWorker {
  const { port1, port2 } = new MessageChannel()
  let probes = 0
  let encodes = 0
  let codecCalls = 0
  let terminated = false
  const api = createWorkerApi({
    codecs: async () => {
      if (options.failWarmUp) throw new Error('no WebAssembly here')
      const codecs = fakeCodecs(options.delayMs)
      return {
        ...codecs,
        encode: (...args: Parameters<EngineCodecs['encode']>) => {
          codecCalls++
          return codecs.encode(...args)
        },
      }
    },
    decode: async () => {
      if (options.decodeError) throw new ImageDecodeError('The JPEG file is truncated')
      return { image: gradient(400, 300), original: { width: 400, height: 300 }, reduced: false }
    },
  })
  const counted = {
    ...api,
    probe: (...args: Parameters<ImagingWorkerApi['probe']>) => {
      probes++
      return api.probe(...args)
    },
    encode: (...args: Parameters<ImagingWorkerApi['encode']>) => {
      encodes++
      return api.encode(...args)
    },
  }
  Comlink.expose(counted, port1)
  const worker = port2 as unknown as Worker
  worker.terminate = () => {
    terminated = true
    port1.close()
    port2.close()
  }
  return {
    worker,
    probes: () => probes,
    encodes: () => encodes,
    codecCalls: () => codecCalls,
    terminated: () => terminated,
  }
}

describe('createImagingPool', () => {
  it('runs a job in a worker, spreads probes and candidate encodes over the workers, and transfers the pixels', async () => {
    const made: FakeWorker[] = []
    const pool = createImagingPool({
      maxWorkers: 2,
      createWorker: () => {
        const f = fakeWorker()
        made.push(f)
        return f.worker
      },
    })
    const image = gradient(1200, 900)
    const progress: number[] = []
    // The fake codec's sizes are a formula, not JPEG: sizes are probed (through the pool) rather than
    // predicted from the pixels.
    const result = await pool.compressImage(image, 60, {
      onProgress: (p) => progress.push(p.fraction),
      tuning: { estimateSizes: false },
    })
    expect(result.bytes.length).toBeLessThanOrEqual(60 * 1024)
    expect(result.bytes.length).toBeGreaterThanOrEqual(58 * 1024)
    expect(result.report.status).toBe('in-window')
    expect(image.data.byteLength).toBe(0) // transferred to the worker, not copied
    expect(made).toHaveLength(2)
    expect(made.every((f) => f.probes() > 0)).toBe(true)
    // 60 KB is too few for 1200x900 here: scale candidates are encoded two at a time, one on the helper.
    expect(result.report.width).toBeLessThan(1200)
    expect(made[0]?.encodes()).toBe(0)
    expect(made[1]?.encodes()).toBeGreaterThan(0)
    // Progress messages are fire-and-forget: the last may arrive after the result.
    await expect.poll(() => progress.at(-1)).toBe(1)
    pool.dispose()
    expect(made.every((f) => f.terminated())).toBe(true)
  })

  it('rejects with AbortError at once and terminates the busy worker', async () => {
    const made: FakeWorker[] = []
    const pool = createImagingPool({
      maxWorkers: 1,
      createWorker: () => {
        // An encode that takes two minutes: the job can only end in the test's time by the abort.
        const f = fakeWorker({ delayMs: 120_000 })
        made.push(f)
        return f.worker
      },
    })
    const controller = new AbortController()
    const job = pool.compressImage(gradient(800, 600), 30, { signal: controller.signal })
    // Aborted once the worker is at work.
    await expect.poll(() => made[0]?.codecCalls()).toBeGreaterThan(0)
    controller.abort()
    await expect(job).rejects.toMatchObject({ name: 'AbortError' })
    expect(made[0]?.terminated()).toBe(true)
    expect(pool.size).toBe(0)
    pool.dispose()
  })

  it('reaps idle workers', async () => {
    const pool = createImagingPool({
      maxWorkers: 1,
      idleTimeoutMs: 30,
      createWorker: () => fakeWorker().worker,
    })
    await pool.compressImage(gradient(300, 200), 20)
    expect(pool.size).toBe(1)
    await expect.poll(() => pool.size).toBe(0)
  })

  it('replaces a worker once it has taken retireAfterCalls calls, only when it is free', async () => {
    const made: FakeWorker[] = []
    const pool = createImagingPool({
      maxWorkers: 1,
      retireAfterCalls: 3,
      createWorker: () => {
        const f = fakeWorker()
        made.push(f)
        return f.worker
      },
    })
    // 300x200 at 20 KB is kept at its size: one call each (its probes run in the job's own worker).
    await pool.compressImage(gradient(300, 200), 20)
    await pool.compressImage(gradient(300, 200), 20)
    expect(made).toHaveLength(1)
    expect(made[0]?.terminated()).toBe(false)
    await pool.compressImage(gradient(300, 200), 20)
    // The third call retired it as it finished; the fourth job starts a fresh worker.
    expect(made[0]?.terminated()).toBe(true)
    expect(pool.size).toBe(0)
    const fourth = await pool.compressImage(gradient(300, 200), 20)
    expect(fourth.report.status).toBe('in-window')
    expect(made).toHaveLength(2)
    expect(made[1]?.terminated()).toBe(false)
    pool.dispose()
  })

  it('replaces a worker once free after it read a picture of retireAfterPixels or more', async () => {
    const made: FakeWorker[] = []
    const pool = createImagingPool({
      maxWorkers: 1,
      // The fake file decodes to 400x300 (120,000 pixels): large under this threshold, not under the next.
      retireAfterPixels: 120_000,
      createWorker: () => {
        const f = fakeWorker()
        made.push(f)
        return f.worker
      },
    })
    await pool.compressFile(new Blob(), 20)
    expect(made[0]?.terminated()).toBe(true)
    expect(pool.size).toBe(0)
    const second = await pool.compressFile(new Blob(), 20)
    expect(second.report.status).toBe('in-window')
    expect(made).toHaveLength(2)
    pool.dispose()

    const kept: FakeWorker[] = []
    const roomy = createImagingPool({
      maxWorkers: 1,
      retireAfterPixels: 120_001,
      createWorker: () => {
        const f = fakeWorker()
        kept.push(f)
        return f.worker
      },
    })
    await roomy.compressFile(new Blob(), 20)
    await roomy.compressFile(new Blob(), 20)
    expect(kept).toHaveLength(1)
    expect(kept[0]?.terminated()).toBe(false)
    roomy.dispose()
  })

  it('falls back to the main thread when a worker cannot start, or starts but cannot load its codecs', async () => {
    const local = createWorkerApi({
      codecs: async () => fakeCodecs(),
      decode: async () => ({
        image: gradient(400, 300),
        original: { width: 400, height: 300 },
        reduced: false,
        read: 'full' as const,
      }),
    })
    const throwing = createImagingPool({
      createWorker: () => {
        throw new Error('module workers are not supported')
      },
      createMainThreadApi: async () => local,
    })
    const a = await throwing.compressFile(new Blob([]), 20)
    expect(a.report.status).toBe('in-window')
    expect(throwing.onMainThread).toBe(true)

    const failing = createImagingPool({
      createWorker: () => fakeWorker({ failWarmUp: true }).worker,
      createMainThreadApi: async () => local,
    })
    const b = await failing.compressFile(new Blob([]), 20)
    expect(b.report.status).toBe('in-window')
    expect(failing.onMainThread).toBe(true)
    expect(failing.size).toBe(0)
  })

  it('gives the page an ImageDecodeError it can test with instanceof', async () => {
    const pool = createImagingPool({
      maxWorkers: 1,
      createWorker: () => fakeWorker({ decodeError: true }).worker,
    })
    const error = await pool.compressFile(new Blob(['%PDF']), 50).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ImageDecodeError)
    expect((error as Error).message).toMatch(/truncated/)
    pool.dispose()
  })
})
