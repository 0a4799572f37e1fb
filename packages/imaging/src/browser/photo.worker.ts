// The visa photo page's module worker: the photo API (photo-api.ts) over the browser's decoder, face model and
// codecs, exposed with Comlink. Started by photo-client.ts as
// new Worker(new URL('./photo.worker.ts', import.meta.url), { type: 'module' }).
import * as Comlink from 'comlink'
import { createPhotoApi } from './photo-api.ts'
import { browserPhotoDeps } from './photo-deps.ts'

Comlink.expose(createPhotoApi(browserPhotoDeps))
