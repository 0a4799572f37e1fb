import * as Comlink from 'comlink'
import { describe, expect, it } from 'vitest'
import { ImageDecodeError } from '../errors.ts'
import type { FaceDetection } from '../face/types.ts'
import { passes } from '../photo/compliance.ts'
import { countryFrame } from '../photo/frame.ts'
import { NEUTRAL_PLACEMENT } from '../photo/placement.ts'
import type { RasterImage } from '../types.ts'
import { type EnginePart, enginePartsFor } from './engine-parts.ts'
import { createPhotoApi, type PhotoApi, type PhotoApiDeps } from './photo-api.ts'
import { createPhotoClient } from './photo-client.ts'

const white = (width: number, height: number): RasterImage => ({
  width,
  height,
  data: new Uint8ClampedArray(width * height * 4).fill(255),
})

const noFace = (image: RasterImage): FaceDetection => ({
  detected: false,
  x: image.width / 4,
  y: image.height / 4,
  width: image.width / 2,
  height: image.height / 2,
  confidence: 0.5,
})

/**
 * The photo API over fakes: `detectMs` holds detection back, as a slow model on a busy phone would;
 * `onDetect` is told when a detection starts.
 */
function fakeDeps(
  options: { detectMs?: number; onDetect?: () => void; warmed?: EnginePart[]; failing?: EnginePart } = {},
): PhotoApiDeps {
  return {
    async warmPart(part) {
      options.warmed?.push(part)
      if (part === options.failing) throw new Error(`${part} would not load`)
    },
    async decode(file) {
      const text = await file.text()
      if (text === 'broken') throw new ImageDecodeError('The JPEG file is truncated')
      return { image: white(600, 800) }
    },
    async detect(image) {
      options.onDetect?.()
      if (options.detectMs) await new Promise((r) => setTimeout(r, options.detectMs))
      return noFace(image)
    },
    preloadModel() {},
    // A document with no floor and no ladder encodes nothing at check time (filePlanned); these tests never
    // export.
    async codecs() {
      throw new Error('no codecs in these tests')
    },
    // A transferable stand-in for the ImageBitmap (it has close(), as a bitmap does).
    preview: async () => new MessageChannel().port1 as unknown as ImageBitmap,
  }
}

interface FakeWorker {
  worker: Worker
  terminated: () => boolean
}

/** A "worker" in this thread: Comlink over a MessageChannel, as a real worker is spoken to. */
function fakeWorker(deps: PhotoApiDeps, options: { silent?: boolean } = {}): FakeWorker {
  const { port1, port2 } = new MessageChannel()
  let terminated = false
  if (!options.silent) Comlink.expose(createPhotoApi(deps), port1)
  const worker = port2 as unknown as Worker
  worker.terminate = () => {
    terminated = true
    port1.close()
    port2.close()
  }
  return { worker, terminated: () => terminated }
}

const file = (text = 'photo') => new Blob([text])
const frame = { ...countryFrame('united-states'), fileSizeKb: { min: null, max: 240 } }

describe('createPhotoClient', () => {
  it('loads, optimises and checks on the worker, and a bad file comes back as an ImageDecodeError', async () => {
    const made: FakeWorker[] = []
    const client = createPhotoClient({
      createWorker: () => {
        const f = fakeWorker(fakeDeps())
        made.push(f)
        return f.worker
      },
    })
    const loaded = await client.load(file())
    expect([loaded.width, loaded.height]).toEqual([600, 800])
    const auto = await client.optimize(loaded.id, frame)
    expect(auto.face.detected).toBe(false)
    expect(passes(auto.compliance, 'faceFound')).toBe(false)
    const check = await client.check(loaded.id, NEUTRAL_PLACEMENT, frame)
    expect(passes(check.compliance, 'dimensions')).toBe(true)
    const error = await client.load(file('broken')).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ImageDecodeError)
    expect(made).toHaveLength(1)
    expect(client.onMainThread).toBe(false)
  })

  it('an abort stops the work: the worker is terminated, the call rejects at once, the next call starts anew', async () => {
    const made: FakeWorker[] = []
    let detections = 0
    const client = createPhotoClient({
      createWorker: () => {
        // A detection that takes two minutes: the call can only end in the test's time by the abort.
        const f = fakeWorker(fakeDeps({ detectMs: 120_000, onDetect: () => detections++ }))
        made.push(f)
        return f.worker
      },
    })
    const loaded = await client.load(file())
    const controller = new AbortController()
    const outcome = client.optimize(loaded.id, frame, { signal: controller.signal }).catch((e: unknown) => e)
    // Aborted once the worker is detecting.
    await expect.poll(() => detections).toBeGreaterThan(0)
    controller.abort()
    expect(((await outcome) as Error).name).toBe('AbortError')
    expect(made[0]?.terminated()).toBe(true)
    expect(client.workerAlive).toBe(false)
    await client.load(file())
    expect(made).toHaveLength(2)
  })

  it('reaps an idle worker only once it holds no photo', async () => {
    const made: FakeWorker[] = []
    const client = createPhotoClient({
      idleTimeoutMs: 40,
      createWorker: () => {
        const f = fakeWorker(fakeDeps())
        made.push(f)
        return f.worker
      },
    })
    const loaded = await client.load(file())
    await new Promise((r) => setTimeout(r, 120))
    expect(client.workerAlive).toBe(true)
    client.release(loaded.id)
    await expect.poll(() => client.workerAlive).toBe(false)
    expect(made[0]?.terminated()).toBe(true)
  })

  it('runs the same functions on the page when no worker can start, or one never answers', async () => {
    let pageApis = 0
    const onPage = async (): Promise<PhotoApi> => {
      pageApis++
      return createPhotoApi(fakeDeps())
    }
    const unavailable = createPhotoClient({
      createWorker: () => {
        throw new Error('Module workers are not supported')
      },
      createMainThreadApi: onPage,
    })
    const loaded = await unavailable.load(file())
    expect(passes((await unavailable.optimize(loaded.id, frame)).compliance, 'dimensions')).toBe(true)
    expect(unavailable.onMainThread).toBe(true)

    const silent = fakeWorker(fakeDeps(), { silent: true })
    const mute = createPhotoClient({
      startTimeoutMs: 50,
      createWorker: () => silent.worker,
      createMainThreadApi: onPage,
    })
    expect((await mute.load(file())).width).toBe(600)
    expect(mute.onMainThread).toBe(true)
    expect(silent.terminated()).toBe(true)
    expect(pageApis).toBe(2)
  })

  it("warms the frame's parts once on the worker, keeps it while wanted, and reaps it after cool()", async () => {
    const made: FakeWorker[] = []
    const warmed: EnginePart[] = []
    const client = createPhotoClient({
      idleTimeoutMs: 40,
      createWorker: () => {
        const f = fakeWorker(fakeDeps({ warmed }))
        made.push(f)
        return f.worker
      },
    })
    const first = await client.warm(frame)
    expect(first.ready).toEqual(['face', 'mesh', 'iris', 'person', 'jpeg'])
    expect(first.failed).toEqual([])
    expect(warmed).toEqual(enginePartsFor(frame))
    // Another document: only what is newly needed is asked for (here nothing).
    const again = await client.warm({ ...frame, backdrop: { ...frame.backdrop, replace: true } })
    expect(again.ready).toHaveLength(5)
    expect(warmed).toHaveLength(5)
    // Wanted: not reaped though it holds no photo.
    await new Promise((r) => setTimeout(r, 120))
    expect(client.workerAlive).toBe(true)
    // The photo then runs on that one worker.
    const loaded = await client.load(file())
    await client.optimize(loaded.id, frame)
    expect(made).toHaveLength(1)
    expect(warmed).toHaveLength(5)
    client.release(loaded.id)
    client.cool()
    await expect.poll(() => client.workerAlive).toBe(false)
    expect(made[0]?.terminated()).toBe(true)
  })

  it('reports a part that failed and asks for it again next time; never rejects', async () => {
    const warmed: EnginePart[] = []
    const client = createPhotoClient({
      createWorker: () => fakeWorker(fakeDeps({ warmed, failing: 'iris' })).worker,
    })
    const result = await client.warm(frame)
    expect(result.failed).toEqual(['iris'])
    expect(result.ready).toEqual(['face', 'mesh', 'person', 'jpeg'])
    await client.warm(frame)
    expect(warmed.filter((part) => part === 'iris')).toHaveLength(2)
    expect(warmed.filter((part) => part === 'face')).toHaveLength(1)
    client.cool()
  })

  it('after an abort terminates the warm worker, the next photo warms the new one as it loads', async () => {
    const made: FakeWorker[] = []
    const warmed: EnginePart[] = []
    let detections = 0
    const client = createPhotoClient({
      createWorker: () => {
        const f = fakeWorker(fakeDeps({ warmed, detectMs: 120_000, onDetect: () => detections++ }))
        made.push(f)
        return f.worker
      },
    })
    await client.warm(frame)
    const loaded = await client.load(file())
    const controller = new AbortController()
    const outcome = client.optimize(loaded.id, frame, { signal: controller.signal }).catch((e: unknown) => e)
    await expect.poll(() => detections).toBeGreaterThan(0)
    controller.abort()
    expect(((await outcome) as Error).name).toBe('AbortError')
    expect(made[0]?.terminated()).toBe(true)
    await client.load(file())
    expect(made).toHaveLength(2)
    await expect.poll(() => warmed.length).toBe(10)
    client.cool()
  })

  it('warms nothing when photos run on the page (no worker could start)', async () => {
    const warmed: EnginePart[] = []
    const client = createPhotoClient({
      createWorker: () => {
        throw new Error('Module workers are not supported')
      },
      createMainThreadApi: async () => createPhotoApi(fakeDeps({ warmed })),
    })
    const result = await client.warm(frame)
    expect(result).toEqual({ ready: [], failed: enginePartsFor(frame), ms: 0 })
    expect(warmed).toEqual([])
    expect((await client.load(file())).width).toBe(600)
    expect(client.onMainThread).toBe(true)
  })
})
