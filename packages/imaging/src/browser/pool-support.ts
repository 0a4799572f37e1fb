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
