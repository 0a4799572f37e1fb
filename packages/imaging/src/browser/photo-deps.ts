// The photo API's browser dependencies: the decoder, the face model, the codecs and the preview bitmap. Used
// by the module worker, and by the page itself when no worker can start (photo-client.ts).
import { segmentImage } from '../matting/segment-image.ts'
import { exportFacePass } from '../photo/faces-in-frame.ts'
import type { RasterImage } from '../types.ts'
import { drawToRaster } from './canvas.ts'
import { browserCodecs, initBrowserCodecs } from './codecs.ts'
import { decodeImageFile } from './decode.ts'
import type { EnginePart } from './engine-parts.ts'
import {
  detectFace,
  getFaceMeshModel,
  getFaceModel,
  getIrisModel,
  getSegmentationModel,
  preloadFaceModel,
} from './face.ts'
import type { PhotoApiDeps } from './photo-api.ts'

/** The preview bitmap's long side: enough for a 300 px canvas at 2x density and 300 % zoom. */
const PREVIEW_LONG_SIDE = 2048

async function previewBitmap(image: RasterImage): Promise<ImageBitmap> {
  const k = Math.min(1, PREVIEW_LONG_SIDE / Math.max(image.width, image.height))
  const data = new ImageData(image.data as Uint8ClampedArray<ArrayBuffer>, image.width, image.height)
  if (k === 1) return createImageBitmap(data)
  return createImageBitmap(data, {
    resizeWidth: Math.max(1, Math.round(image.width * k)),
    resizeHeight: Math.max(1, Math.round(image.height * k)),
    resizeQuality: 'high',
  })
}

/** A model loaded, then run once on a blank input (`prime`), so the photo's first run is as fast as the next. */
const primed = (load: () => Promise<{ prime?(): Promise<void> }>) => async () => {
  const model = await load()
  await model.prime?.()
}

/**
 * Each part's load: the same shared loads the photo's own steps await, so a warm part is never loaded twice,
 * and each model primed (a photo's run waits for a priming run already started, never overlaps it).
 */
const PARTS: Record<EnginePart, () => Promise<unknown>> = {
  face: primed(getFaceModel),
  mesh: primed(getFaceMeshModel),
  iris: primed(getIrisModel),
  person: primed(getSegmentationModel),
  jpeg: () => initBrowserCodecs({ warm: true }),
}

export const browserPhotoDeps: PhotoApiDeps = {
  decode: (file) => decodeImageFile(file),
  detect: (image, signal) => detectFace(image, signal ? { signal } : {}),
  preloadModel: preloadFaceModel,
  codecs: async () => {
    await initBrowserCodecs()
    return browserCodecs
  },
  preview: previewBitmap,
  warmPart: (part) => PARTS[part](),
  // The same model that finds the crown (already loaded for detection): replacement downloads nothing more.
  segment: async (image, signal) => segmentImage(image, await getSegmentationModel(), signal),
  // The detection model again, over the export: another head the photo's own pass missed.
  findFaces: exportFacePass(getFaceModel),
  // The detection, mesh and iris sessions the photos use: the camera loads nothing of its own. A mesh or iris
  // that cannot load leaves the face's own measures unread (the photo is then taken by hand).
  liveModels: async () => {
    const [face, mesh, iris] = await Promise.all([
      getFaceModel(),
      getFaceMeshModel().catch(() => null),
      getIrisModel().catch(() => null),
    ])
    return { face, mesh, iris }
  },
  pixels: (bitmap) => drawToRaster(bitmap, bitmap.width, bitmap.height, { keep: true }),
}
