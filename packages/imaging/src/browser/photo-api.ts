// The visa photo page's functions, built over whichever decoder, face detector and codecs the thread has: the
// module worker (photo.worker.ts) exposes them with Comlink; photo-client.ts calls the same object on the page
// when no worker can start; tests build it over fakes.
//
// The decoded photo stays with the API (an id → image map), so every later step (detection, compliance checks
// of a manual placement, the export) sends only a placement and a frame, never pixels. The page gets a
// downscaled ImageBitmap once, for its 60 fps canvas preview.
import * as Comlink from 'comlink'
import { type LiveModels, measureLive } from '../camera/live-measure.ts'
import type { LiveReading } from '../camera/reading.ts'
import type { HeadGeometry } from '../face/head.ts'
import type { FaceDetection } from '../face/types.ts'
import type { TouchUpStroke } from '../matting/touch-up.ts'
import {
  type ComplianceResult,
  checkPlacement,
  type ExportReport,
  exportPlacement,
  type FilePlan,
  type FindFaces,
  filePlanned,
  type HeadInFrame,
  measureQuality,
  type Optimized,
  optimizePlacement,
  type PhotoFrame,
  type Placement,
  type PlacementOutput,
  type QualityMeasures,
  renderOutput,
  type SegmentPerson,
} from '../photo/index.ts'
import {
  makeSheet,
  type SheetOptions,
  type SheetReport,
  type SheetSource,
} from '../photo/sheet/make-sheet.ts'
import type { AbortSignalLike, EngineCodecs, RasterImage } from '../types.ts'
import type { EnginePart, WarmResult } from './engine-parts.ts'

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
  /**
   * With the wall replaced: the export-size pixels before and after, for the editor and the before/after
   * view (the page closes them). Absent when the wall is kept: the editor draws the photo itself.
   */
  views?: { before: ImageBitmap; after: ImageBitmap }
}

export interface OptimizeResult extends PhotoCheck {
  face: FaceDetection
  optimized: Omit<Optimized, 'head'>
  detectMs: number
  /** The quality measures' time (docs/photo-checks.md): once per photo, after detection. */
  qualityMs: number
}

export interface PhotoExport {
  bytes: Uint8Array
  report: ExportReport
  ms: number
}

export interface PhotoSheet {
  bytes: Uint8Array
  report: SheetReport
  /** The export the copies are of: the single file's facts. */
  photo: ExportReport
  ms: number
}

/**
 * One camera frame for the coaching (docs/camera.md), as bitmaps the page made from its video and hands over:
 * the whole frame, small, and a crop around the head from the full-resolution frame (camera px: its top left
 * and side). The API closes them.
 */
export interface CoachFrame {
  frame: ImageBitmap
  /** Camera px per `frame` px. */
  scale: number
  crop: { bitmap: ImageBitmap; x: number; y: number; size: number } | null
  /** Run the face mesh lane on this frame. */
  mesh: boolean
  /** Read the wall behind the head. */
  wall: boolean
  /** Read the sharpness on a frame without the mesh (the frames are kept for the best of them). */
  sharpness?: boolean
}

export interface PhotoApiDeps {
  /** Decodes a chosen file (EXIF orientation applied); throws ImageDecodeError / ImageTooLargeError. */
  decode: (file: Blob) => Promise<{ image: RasterImage }>
  /** Face detection with this thread's model; never throws but for an abort. */
  detect: (image: RasterImage, signal?: AbortSignalLike) => Promise<FaceDetection>
  /** Starts loading the face model (nothing waits for it). */
  preloadModel: () => void
  /** The JPEG codecs, initialised (called before each encode; cheap after the first time). */
  codecs: () => Promise<EngineCodecs>
  /** The editor's preview of a decoded photo (also the before/after views of a replaced wall). */
  preview: (image: RasterImage) => Promise<ImageBitmap>
  /** Loads one part of the engine now (warm-up); a part left out counts as failed. */
  warmPart?: (part: EnginePart) => Promise<unknown>
  /** The person's raw mask, for background replacement; without it the wall cannot be replaced. */
  segment?: SegmentPerson
  /** Face detection over the export (faces-in-frame.ts); without it, the photo's own faces alone count. */
  findFaces?: FindFaces
  /** The live coaching's models (camera/live-measure.ts); without them the camera cannot coach. */
  liveModels?: () => Promise<LiveModels>
  /** A bitmap's RGBA pixels (the camera's frames). */
  pixels?: (bitmap: ImageBitmap) => RasterImage
}

/** Optional last argument of the long steps: honoured on the page; a worker is stopped by terminating it. */
export interface PhotoCallOptions {
  signal?: AbortSignalLike
  /**
   * The touch-up strokes painted on the photo, in its own pixels (docs/background.md, "Touch-up"), all of
   * them: painted into the alpha wherever the wall is replaced, so the checks, the views and the download
   * agree. The page keeps the list (undo, clear) and sends it with every call.
   */
  touchUps?: readonly TouchUpStroke[]
}

interface Resident {
  image: RasterImage
  head: HeadGeometry | null
  /** Null until detection has run: the face rows cannot pass before it. */
  face: FaceDetection | null
  /** The face's quality measures, made once after detection (null: no face to measure). */
  quality: QualityMeasures | null
  /**
   * The last output made, so the download reuses the composite the page was shown and checked, and the file the
   * checks planned for it (the File size row's), once planned.
   */
  last: { key: string; output: PlacementOutput; plan?: FilePlan | null } | null
}

/** Only the strokes of a call's options (an export takes no abort signal here: the worker is stopped). */
const touchUpsOf = (options: Pick<PhotoCallOptions, 'touchUps'>): PhotoCallOptions =>
  options.touchUps?.length ? { touchUps: options.touchUps } : {}

// Whether the head is known is part of the key: with it, the subject's bound gives kept strangers back.
const outputKey = (
  placement: Placement,
  frame: PhotoFrame,
  touchUps: readonly TouchUpStroke[],
  headKnown: boolean,
) => JSON.stringify([placement, frame, frame.backdrop.replace ? touchUps : [], headKnown])

export function createPhotoApi(deps: PhotoApiDeps) {
  const images = new Map<number, Resident>()
  let nextId = 1

  function resident(id: number): Resident {
    const found = images.get(id)
    if (!found) throw new Error(`No photo ${id} here (it was released, or its worker was stopped)`)
    return found
  }

  /** The placement's export pixels, made once per placement and frame. */
  async function output(entry: Resident, placement: Placement, frame: PhotoFrame, options: PhotoCallOptions) {
    const touchUps = options.touchUps ?? []
    const key = outputKey(placement, frame, touchUps, entry.head !== null)
    if (entry.last?.key === key) return entry.last.output
    const made = await renderOutput(entry.image, placement, frame, {
      head: entry.head,
      ...(deps.segment ? { segment: deps.segment } : {}),
      ...(touchUps.length ? { touchUps } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    })
    entry.last = { key, output: made }
    return made
  }

  async function check(
    id: number,
    placement: Placement,
    frame: PhotoFrame,
    options: PhotoCallOptions = {},
  ): Promise<PhotoCheck> {
    const start = performance.now()
    const entry = resident(id)
    const { image, head, face, quality } = entry
    // The File size row states the file the download will save (a floor to pad to, the ladder's rule).
    const encode = filePlanned(frame) ? (await deps.codecs()).encode : undefined
    const made = await output(entry, placement, frame, options)
    const result = await checkPlacement(
      image,
      placement,
      frame,
      { face, head, quality },
      {
        output: made,
        ...(deps.findFaces ? { findFaces: deps.findFaces } : {}),
        ...(encode ? { encode } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
      },
    )
    if (entry.last?.output === made) entry.last.plan = result.plan
    const checked: PhotoCheck = { compliance: result.compliance, head: result.head, ms: 0 }
    if (made.alpha) {
      const [before, after] = await Promise.all([deps.preview(made.original), deps.preview(made.rendered)])
      checked.views = { before, after }
    }
    checked.ms = performance.now() - start
    return checked
  }

  // The views' bitmaps move to the page rather than being copied.
  const handOver = <T extends PhotoCheck>(result: T): T =>
    result.views ? Comlink.transfer(result, [result.views.before, result.views.after]) : result

  return {
    /** Answers once the thread runs this code: the client's start-up handshake. */
    ping(): true {
      return true
    },

    /** Starts fetching the face model and the JPEG codec, so the first photo does not wait for them. */
    preload(): void {
      deps.preloadModel()
      deps.codecs().catch(() => {})
    },

    /**
     * Loads the given parts now (models fetched, WebAssembly compiled, sessions created), so the next photo
     * only runs them. Never throws: a part that fails is reported, and loads again on first real use.
     */
    async warm(parts: EnginePart[]): Promise<WarmResult> {
      const start = performance.now()
      const outcomes = await Promise.allSettled(
        parts.map(async (part) => {
          if (!deps.warmPart) throw new Error('No warm-up here')
          await deps.warmPart(part)
        }),
      )
      return {
        ready: parts.filter((_, i) => outcomes[i]?.status === 'fulfilled'),
        failed: parts.filter((_, i) => outcomes[i]?.status !== 'fulfilled'),
        ms: performance.now() - start,
      }
    },

    /** Decodes the file and keeps it here. Throws ImageDecodeError for a bad file. */
    async load(file: Blob): Promise<LoadedPhoto> {
      const start = performance.now()
      const { image } = await deps.decode(file)
      const id = nextId++
      images.set(id, { image, head: null, face: null, quality: null, last: null })
      const preview = await deps.preview(image)
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
    async optimize(id: number, frame: PhotoFrame, options: PhotoCallOptions = {}): Promise<OptimizeResult> {
      const entry = resident(id)
      const start = performance.now()
      const face = await deps.detect(entry.image, options.signal)
      const detectMs = performance.now() - start
      // Kept before placement, so a check after a failed placement still knows what detection found.
      entry.face = face
      const { head, ...optimized } = optimizePlacement(entry.image, face, frame)
      entry.head = head
      // Measured once: no placement moves the photo's own light, sharpness or compression.
      const measuring = performance.now()
      entry.quality = measureQuality(entry.image, face, head)
      const qualityMs = performance.now() - measuring
      const checked = await check(id, optimized.placement, frame, options)
      return handOver({ ...checked, face, optimized, detectMs, qualityMs })
    },

    /** Compliance of a (manual) placement, on the export-size pixels (the composite with the wall replaced). */
    async check(id: number, placement: Placement, frame: PhotoFrame, options: PhotoCallOptions = {}) {
      return handOver(await check(id, placement, frame, options))
    },

    /** The download: rendered at the frame's pixel size, encoded into its KB window, verified. */
    async exportPhoto(
      id: number,
      placement: Placement,
      frame: PhotoFrame,
      options: Pick<PhotoCallOptions, 'touchUps'> = {},
    ): Promise<PhotoExport> {
      const start = performance.now()
      const entry = resident(id)
      const made = await output(entry, placement, frame, touchUpsOf(options))
      const plan = entry.last?.output === made ? entry.last.plan : undefined
      const { bytes, report } = await exportPlacement(entry.image, placement, frame, {
        codecs: await deps.codecs(),
        rendered: made.rendered,
        ...(plan ? { plan } : {}),
      })
      return Comlink.transfer({ bytes, report, ms: performance.now() - start }, [bytes.buffer as ArrayBuffer])
    },

    /**
     * A print sheet (docs/print-sheets.md) of the download: the same export exportPhoto makes and checks,
     * tiled as a JPEG or a PDF and checked again. `photo` is that export's report, for the receipt.
     */
    async makeSheet(
      id: number,
      placement: Placement,
      frame: PhotoFrame,
      sheet: { document: SheetSource['document']; options: Omit<SheetOptions, 'signal'> },
      options: Pick<PhotoCallOptions, 'touchUps'> = {},
    ): Promise<PhotoSheet> {
      const start = performance.now()
      const entry = resident(id)
      const made = await output(entry, placement, frame, touchUpsOf(options))
      const codecs = await deps.codecs()
      const exported = await exportPlacement(entry.image, placement, frame, {
        codecs,
        rendered: made.rendered,
      })
      const { bytes, report } = await makeSheet(
        { jpeg: exported.bytes, fileName: frame.fileName, document: sheet.document },
        sheet.options,
        codecs,
      )
      return Comlink.transfer({ bytes, report, photo: exported.report, ms: performance.now() - start }, [
        bytes.buffer as ArrayBuffer,
      ])
    },

    /**
     * One camera frame's reading for the live coaching (camera/live-measure.ts): the face's place, size and
     * roll on every frame, the verdict's own face measures where `mesh` asks for them.
     */
    async coach(input: CoachFrame): Promise<LiveReading> {
      try {
        if (!deps.liveModels || !deps.pixels) throw new Error('No live coaching here')
        const { pixels } = deps
        const frame = pixels(input.frame)
        const crop = input.crop
          ? { image: pixels(input.crop.bitmap), x: input.crop.x, y: input.crop.y, size: input.crop.size }
          : null
        const models = await deps.liveModels()
        return await measureLive(
          {
            frame,
            scale: input.scale,
            crop,
            mesh: input.mesh,
            wall: input.wall,
            sharpness: input.sharpness === true,
          },
          models,
        )
      } finally {
        input.frame.close()
        input.crop?.bitmap.close()
      }
    },

    /** Forgets a photo (New Image Upload, leaving the page). */
    release(id: number): void {
      images.delete(id)
    },
  }
}

export type PhotoApi = ReturnType<typeof createPhotoApi>
