// The visa photo page's module worker, exposed with Comlink. Started by photo-client.ts as
// new Worker(new URL('./photo.worker.ts', import.meta.url), { type: 'module' }).
//
// The decoded photo stays here (an id → image map), so every later step (detection, compliance checks of a
// manual placement, the export) sends only a placement and a frame, never pixels. The page gets a downscaled
// ImageBitmap once, for its 60 fps canvas preview.
import { PHOTO_PAGES } from '@vps/specs'
import * as Comlink from 'comlink'
import type { HeadGeometry } from '../face/head.ts'
import type { FaceDetection } from '../face/types.ts'
import {
  type ComplianceResult,
  checkPlacement,
  type ExportReport,
  exportPlacement,
  type HeadInFrame,
  type Optimized,
  optimizePlacement,
  type PhotoFrame,
  type Placement,
} from '../photo/index.ts'
import type { RasterImage } from '../types.ts'
import { browserCodecs, initBrowserCodecs } from './codecs.ts'
import { decodeImageFile } from './decode.ts'
import { detectFace, preloadFaceModel } from './face.ts'

/** The preview bitmap's long side: enough for a 300 px canvas at 2x density and 300 % zoom. */
const PREVIEW_LONG_SIDE = 2048

interface Resident {
  image: RasterImage
  head: HeadGeometry | null
  /** Null until detection has run: the face rows cannot pass before it. */
  face: FaceDetection | null
}

const images = new Map<number, Resident>()
let nextId = 1

export interface LoadedPhoto {
  id: number
  /** Decoded size (EXIF orientation applied): placements are defined on this size. */
  width: number
  height: number
  /** A downscaled copy for the editor canvas: draw it at width x height with placementMatrix. */
  preview: ImageBitmap
  decodeMs: number
}

export interface PhotoCheck {
  compliance: ComplianceResult
  head: HeadInFrame | null
  ms: number
}

export interface OptimizeResult extends PhotoCheck {
  face: FaceDetection
  optimized: Omit<Optimized, 'head'>
  detectMs: number
}

export interface PhotoExport {
  bytes: Uint8Array
  report: ExportReport
  ms: number
}

function resident(id: number): Resident {
  const found = images.get(id)
  if (!found) throw new Error(`No photo ${id} in the worker (it was released)`)
  return found
}

async function codecs() {
  await initBrowserCodecs()
  return browserCodecs
}

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

async function check(id: number, placement: Placement, frame: PhotoFrame): Promise<PhotoCheck> {
  const start = performance.now()
  const { image, head, face } = resident(id)
  // The Vietnam page's file-size rule encodes for real.
  const encode = PHOTO_PAGES[frame.page].rules === 'vietnam' ? (await codecs()).encode : undefined
  const result = await checkPlacement(image, placement, frame, { face, head }, encode ? { encode } : {})
  return { compliance: result.compliance, head: result.head, ms: performance.now() - start }
}

const api = {
  /** Starts fetching the face model and the JPEG codec, so the first photo does not wait for them. */
  preload(): void {
    preloadFaceModel()
    initBrowserCodecs().catch(() => {})
  },

  /** Decodes the file (EXIF orientation applied) and keeps it here. Throws ImageDecodeError for a bad file. */
  async load(file: Blob): Promise<LoadedPhoto> {
    const start = performance.now()
    const { image } = await decodeImageFile(file)
    const id = nextId++
    images.set(id, { image, head: null, face: null })
    const preview = await previewBitmap(image)
    const loaded: LoadedPhoto = {
      id,
      width: image.width,
      height: image.height,
      preview,
      decodeMs: performance.now() - start,
    }
    return Comlink.transfer(loaded, [preview])
  },

  /** Auto-optimisation: face detection, the spec's placement for this frame, then its compliance. */
  async optimize(id: number, frame: PhotoFrame): Promise<OptimizeResult> {
    const entry = resident(id)
    const start = performance.now()
    const face = await detectFace(entry.image)
    const detectMs = performance.now() - start
    // Kept before placement, so a check after a failed placement still knows what detection found.
    entry.face = face
    const { head, ...optimized } = optimizePlacement(entry.image, face, frame)
    entry.head = head
    const checked = await check(id, optimized.placement, frame)
    return { ...checked, face, optimized, detectMs }
  },

  /** Compliance of a (manual) placement, on the export-size render. */
  check,

  /** The download: rendered at the frame's pixel size, encoded into its KB window, verified. */
  async exportPhoto(id: number, placement: Placement, frame: PhotoFrame): Promise<PhotoExport> {
    const start = performance.now()
    const { image } = resident(id)
    const { bytes, report } = await exportPlacement(image, placement, frame, { codecs: await codecs() })
    return Comlink.transfer({ bytes, report, ms: performance.now() - start }, [bytes.buffer as ArrayBuffer])
  },

  /** Forgets a photo (New Image Upload, leaving the page). */
  release(id: number): void {
    images.delete(id)
  },
}

export type PhotoWorkerApi = typeof api

Comlink.expose(api)
