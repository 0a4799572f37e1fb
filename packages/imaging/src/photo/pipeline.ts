// The page's steps in one place, composed from the pure pieces: auto-optimisation, a compliance check of the
// current placement, and the download. Each step takes plain data, so it runs in a worker or in a test alike.
import { estimateHead, type HeadGeometry } from '../face/head.ts'
import type { FaceBox, FaceDetection } from '../face/types.ts'
import type { AlphaMatte } from '../matting/alpha-matte.ts'
import type { TouchUpStroke } from '../matting/touch-up.ts'
import { parseHex } from '../pixels/colour.ts'
import type { AbortSignalLike, EncodeJpeg, RasterImage, Size } from '../types.ts'
import { bodyCutPixels, replaceRenderedBackground, type SegmentPerson, strokesInFrame } from './backdrop.ts'
import {
  type AutoCenterFacts,
  type ComplianceResult,
  checkCompliance,
  type PlacementFacts,
} from './compliance.ts'
import type { FileNumbers } from './compliance-types.ts'
import { type ExportOptions, type ExportResult, exportPhoto, type FilePlan, planFile } from './export.ts'
import { faceShown, otherHeadsInFrame } from './faces-in-frame.ts'
import { encodeAtQualities, encodeLadderFit, type FileFit } from './file-fit.ts'
import type { PhotoFrame } from './frame.ts'
import { coverOf, onPhoto } from './frame-cover.ts'
import { headPlaced } from './head-rules.ts'
import { scanLeftoverWall } from './leftover-wall.ts'
import {
  type AutoPlacement,
  autoPlacement,
  frameToSource,
  type HeadInFrame,
  headInFrame,
  levelsRoll,
  type Placement,
  placementMatrix,
} from './placement.ts'
import { measureQuality, type QualityMeasures } from './quality/index.ts'
import { renderPlacement } from './render.ts'
import { blurredBeside, keptBeyond } from './subject-bound.ts'

export interface Optimized extends AutoPlacement {
  /** The head in source pixels; null when no face was detected (then placement is the no-face default). */
  head: HeadGeometry | null
}

/** Auto-optimisation after detection: the head, then the spec's placement for this frame. */
export function optimizePlacement(image: RasterImage, face: FaceDetection, frame: PhotoFrame): Optimized {
  const head = face.detected && face.landmarks ? estimateHead(face, image) : null
  return { ...autoPlacement(image, face, head, frame), head }
}

export interface PlacementCheck {
  /** The export-size pixels the checks ran on: the render, or its composite on the new wall (reuse it). */
  rendered: RasterImage
  /** The render before the wall was replaced (the same raster when it was kept): the 'before' view. */
  original: RasterImage
  /** Where the head lands in the export frame (null with no face). */
  head: HeadInFrame | null
  compliance: ComplianceResult
  /** The file the download will save, where the checks planned it (filePlanned): the export reuses it. */
  plan: FilePlan | null
}

/** What the export will hold for a placement: the render, and with the wall replaced, the composite. */
export interface PlacementOutput {
  rendered: RasterImage
  original: RasterImage
  /** The person's alpha over the frame; null when the wall is kept. */
  alpha: AlphaMatte | null
}

/** Face detection over a raster, every face it finds (the export pass: faces-in-frame.ts). */
export type FindFaces = (image: RasterImage, signal?: AbortSignalLike) => Promise<FaceBox[]>

export interface OutputOptions {
  /** The person segmentation: needed when the frame replaces the wall (frame.backdrop.replace). */
  segment?: SegmentPerson
  /**
   * Face detection over the export, so a face the photo's own pass missed (cut by an edge or by another head)
   * still counts; without it, the photo's faces alone.
   */
  findFaces?: FindFaces
  /**
   * Touch-up strokes in the source photo's pixels (docs/background.md, "Touch-up"), painted into the alpha
   * where the wall is replaced; ignored where it is kept.
   */
  touchUps?: readonly TouchUpStroke[]
  /**
   * The subject's head (source pixels), where the wall is replaced: kept pieces not joined to its face and
   * beyond its bound go back to the wall (subject-bound.ts). Without it, whatever the model kept stays.
   */
  head?: HeadGeometry | null
  signal?: AbortSignalLike
}

/** Renders the placement at the frame's pixel size and, when the frame says so, replaces the wall. */
export async function renderOutput(
  image: RasterImage,
  placement: Placement,
  frame: PhotoFrame,
  options: OutputOptions = {},
): Promise<PlacementOutput> {
  const original = renderPlacement(image, placement, frame, frame.background)
  if (!frame.backdrop.replace) return { rendered: original, original, alpha: null }
  if (!options.segment) throw new TypeError('replacing the background needs the person segmentation')
  const touchUps = options.touchUps?.length
    ? strokesInFrame(image, placement, original, options.touchUps)
    : []
  const replaced = await replaceRenderedBackground(
    original,
    frame.background,
    options.segment,
    options.signal,
    touchUps,
    options.head ? headInFrame(image, placement, frame, options.head) : null,
  )
  return { rendered: replaced.image, original, alpha: replaced.alpha }
}

/** The photo's subject as detection found it: null face = detection has not run yet. */
export interface Subject {
  face: FaceDetection | null
  head: HeadGeometry | null
  /** Its face's quality measures (measureQuality), made once per photo; absent: measured here. */
  quality?: QualityMeasures | null
}

/** The facts the compliance rows need besides the pixels: head in the frame, faces, padding. */
export function placementFacts(
  image: Size,
  placement: Placement,
  frame: Size & Partial<Pick<PhotoFrame, 'crown'>>,
  subject: Subject,
  /** The faces a pass over the export found (frame pixels), where it ran (OutputOptions.findFaces). */
  inExport: readonly FaceBox[] | null = null,
): PlacementFacts {
  const { face, head } = subject
  const toSource = frameToSource(image, placement, frame)
  const chosen = head ? headInFrame(image, placement, frame, head) : null
  const where = otherHeadsInFrame(image, placement, frame, face?.others ?? [], inExport, chosen)
  return {
    quality: null,
    head: chosen,
    faces: {
      checked: face !== null,
      found: face?.detected ? 1 + (face.others?.length ?? 0) : 0,
      othersInFrame: where.length,
      where,
      ...(face?.unavailable ? { unavailable: true as const } : {}),
    },
    cover: coverOf(image, toSource, frame),
    onPhoto: (p) => onPhoto(toSource, image, p),
    enlargement: placementMatrix(image, placement, frame).pixelsPerSourcePixel,
  }
}

/**
 * What Auto Center's placement does: past 45° of roll it leaves the head tilted; where the photo has too
 * little room around the head, covering the frame pushes the head out, or the frame stays padded. The rows
 * must not send the visitor to Auto Center then.
 */
function autoCenterFacts(
  image: Size,
  face: FaceDetection,
  head: HeadGeometry,
  frame: PhotoFrame,
): AutoCenterFacts {
  const { placement } = autoPlacement(image, face, head, frame)
  return {
    levels: levelsRoll(head.roll),
    placesHead: headPlaced(headInFrame(image, placement, frame, head), frame),
    covers: coverOf(image, frameToSource(image, placement, frame), frame).covered,
  }
}

/**
 * Whether the File size row needs the file itself: a floor the download may pad to, or the ladder. The row then
 * states the saved file's size and any padding (docs/photo-pipeline.md, "Export").
 */
export const filePlanned = (frame: Pick<PhotoFrame, 'fileSizeKb' | 'fileSizeRule'>): boolean =>
  frame.fileSizeRule === 'encode-ladder' || frame.fileSizeKb.min !== null

/**
 * Renders the placement at the document's pixel size (with the wall replaced when the frame says so) and runs
 * the document's checks on those pixels. With `encode`, the file the download will save is planned first where
 * the File size row reads it (filePlanned), and under the 'encode-ladder' rule (the Vietnam page) the render is
 * encoded down the ladder, which needs `encode`. `output` reuses a render already made for this placement and
 * frame.
 */
export async function checkPlacement(
  image: RasterImage,
  placement: Placement,
  frame: PhotoFrame,
  subject: Subject,
  options: OutputOptions & { encode?: EncodeJpeg; output?: PlacementOutput } = {},
): Promise<PlacementCheck> {
  const { rendered, original, alpha } =
    options.output ?? (await renderOutput(image, placement, frame, { ...options, head: subject.head }))
  const { face, head } = subject
  // A photo with no face detected has nobody else to look for either.
  const inExport =
    options.findFaces && face?.detected ? await options.findFaces(rendered, options.signal) : null
  const facts = placementFacts(image, placement, frame, subject, inExport)
  if (face && head) facts.autoCenter = autoCenterFacts(image, face, head, frame)
  facts.quality =
    subject.quality !== undefined ? subject.quality : face ? measureQuality(image, face, head) : null
  if (alpha) {
    // The old wall left beside the person, searched where the eye distance gives the size rule its unit.
    const eyeDistancePx = facts.quality ? facts.quality.interEyePx * facts.enlargement : 0
    const scan =
      facts.head && eyeDistancePx > 0
        ? scanLeftoverWall({
            original,
            composite: rendered,
            alpha,
            colour: parseHex(frame.background),
            head: facts.head,
            eyeDistancePx,
          })
        : null
    // What the model kept that is not the subject (subject-bound.ts): pixels beyond her own bound, joined to
    // the face, which the engine cannot tell from a wide hairstyle, and a blurred crowd beside the jaw or
    // the neck; each fails where it lies.
    const beyond = scan && facts.head ? keptBeyond(alpha, facts.head, eyeDistancePx) : null
    const blurred = scan && facts.head ? blurredBeside(original, alpha, facts.head, eyeDistancePx) : null
    const leftover =
      scan && beyond && blurred
        ? {
            ...scan.leftover,
            regions: [...scan.leftover.regions, ...beyond.regions, ...blurred.regions].sort(
              (p, q) => q.areaPx - p.areaPx,
            ),
            beyondPx: beyond.beyondPx,
            blurredPx: blurred.blurredPx,
          }
        : null
    facts.replaced = {
      bodyCutPx: bodyCutPixels(alpha, facts.onPhoto),
      faceShown: facts.head ? faceShown(alpha, facts.head) : null,
      leftover,
      ...(scan ? { showsPerson: scan.showsPerson } : {}),
    }
  }
  if (frame.fileSizeRule === 'encode-ladder' && !options.encode)
    throw new TypeError('the encode-ladder file-size rule needs a JPEG encoder')
  const file = options.encode ? await fileFacts(rendered, frame, options.encode, options.signal) : null
  if (file?.fileFit !== undefined) facts.fileFit = file.fileFit
  if (file) facts.file = file.file
  const compliance = checkCompliance(rendered, frame, facts)
  return { rendered, original, head: facts.head, compliance, plan: file?.plan ?? null }
}

/**
 * What the File size row reads of a render, where it reads the file (filePlanned): the file the download will
 * save, and under the 'encode-ladder' rule the ladder's result, from one cache of encodes.
 */
export async function fileFacts(
  rendered: RasterImage,
  frame: PhotoFrame,
  encode: EncodeJpeg,
  signal?: AbortSignalLike,
): Promise<{ plan: FilePlan; file: FileNumbers; fileFit?: FileFit } | null> {
  if (!filePlanned(frame)) return null
  const encodes = encodeAtQualities(rendered, frame.dpi, encode, signal)
  const fileFit =
    frame.fileSizeRule === 'encode-ladder'
      ? await encodeLadderFit(frame.fileSizeKb.max, encodes.encodeAt)
      : undefined
  const plan = await planFile(frame, encodes)
  const file = { bytes: plan.bytes, paddingBytes: plan.paddingBytes, quality: plan.quality }
  return fileFit === undefined ? { plan, file } : { plan, file, fileFit }
}

/** The download: renders (unless given the output of renderOutput) and exports with verification. */
export async function exportPlacement(
  image: RasterImage,
  placement: Placement,
  frame: PhotoFrame,
  options: ExportOptions & OutputOptions & { rendered?: RasterImage },
): Promise<ExportResult> {
  // A plan is only for the render it was made from.
  if (options.plan && !options.rendered) throw new TypeError('a file plan needs the render it was made from')
  const rendered = options.rendered ?? (await renderOutput(image, placement, frame, options)).rendered
  return exportPhoto(rendered, frame, options)
}
