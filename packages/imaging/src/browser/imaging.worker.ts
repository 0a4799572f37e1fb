// The module worker: the same engine functions, exposed with Comlink. Started by the pool as
// new Worker(new URL('./imaging.worker.ts', import.meta.url), { type: 'module' }).
import * as Comlink from 'comlink'
import { browserCodecs, initBrowserCodecs } from './codecs.ts'
import { decodeImageFile } from './decode.ts'
import { createWorkerApi } from './worker-api.ts'

const api = createWorkerApi({
  codecs: async () => {
    await initBrowserCodecs({ warm: true })
    return browserCodecs
  },
  decode: decodeImageFile,
})

Comlink.expose(api)
