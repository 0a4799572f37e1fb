// The page's steps in one place, composed from the pure pieces: auto-optimisation, a compliance check of the
// current placement, and the download. Each step takes plain data, so it runs in a worker or in a test alike.
import { PHOTO_PAGES } from '@vps/specs'
import { estimateHead, type HeadGeometry } from '../face/head.ts'
import type { FaceDetection } from '../face/types.ts'
import type { AbortSignalLike, EncodeJpeg, RasterImage, Size } from '../types.ts'
import {
  type ComplianceResult,
  checkGenericCompliance,
  checkVietnamCompliance,
  type PlacementFacts,
} from './compliance.ts'
import { type ExportOptions, type ExportResult, exportPhoto } from './export.ts'
import type { PhotoFrame } from './frame.ts'
import { coverOf, onPhoto } from './frame-cover.ts'
import {
  type AutoPlacement,
  autoPlacement,
  frameToSource,
  type HeadInFrame,
  headInFrame,
  type Placement,
  placementMatrix,
  toFrame,
} from './placement.ts'
import { renderPlacement } from './render.ts'

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
  /** The export-size render the checks ran on (reuse it for exportPhoto). */
  rendered: RasterImage
  /** Where the head lands in the export frame (null with no face). */
  head: HeadInFrame | null
  compliance: ComplianceResult
}

/** The photo's subject as detection found it: null face = detection has not run yet. */
export interface Subject {
  face: FaceDetection | null
  head: HeadGeometry | null
}

/** The facts the compliance rows need besides the pixels: head in the frame, faces, padding. */
export function placementFacts(
  image: Size,
  placement: Placement,
  frame: Size,
  subject: Subject,
): PlacementFacts {
  const { face, head } = subject
  const toSource = frameToSource(image, placement, frame)
  const inFrame = (p: { x: number; y: number }) =>
    p.x >= 0 && p.y >= 0 && p.x <= frame.width && p.y <= frame.height
  const othersInFrame = (face?.others ?? []).filter((o) =>
    inFrame(toFrame(image, placement, frame, { x: o.x + o.width / 2, y: o.y + o.height / 2 })),
  ).length
  return {
    head: head ? headInFrame(image, placement, frame, head) : null,
    faces: {
      checked: face !== null,
      found: face?.detected ? 1 + (face.others?.length ?? 0) : 0,
      othersInFrame,
    },
    cover: coverOf(image, toSource, frame),
    onPhoto: (p) => onPhoto(toSource, image, p),
    enlargement: placementMatrix(image, placement, frame).pixelsPerSourcePixel,
  }
}

/**
 * Renders the placement at the country's pixel size and runs the page's compliance rules on those pixels:
 * the generic rules, or the Vietnam page's (which encode for real, hence `encode`).
 */
export async function checkPlacement(
  image: RasterImage,
  placement: Placement,
  frame: PhotoFrame,
  subject: Subject,
  options: { encode?: EncodeJpeg; signal?: AbortSignalLike } = {},
): Promise<PlacementCheck> {
  const rendered = renderPlacement(image, placement, frame, frame.background)
  const facts = placementFacts(image, placement, frame, subject)
  if (PHOTO_PAGES[frame.page].rules === 'vietnam') {
    if (!options.encode) throw new TypeError('the Vietnam file-size check needs a JPEG encoder')
    const compliance = await checkVietnamCompliance(rendered, frame, facts, {
      encode: options.encode,
      ...(options.signal ? { signal: options.signal } : {}),
    })
    return { rendered, head: facts.head, compliance }
  }
  return { rendered, head: facts.head, compliance: checkGenericCompliance(rendered, frame, facts) }
}

/** The download: renders (unless given the render from checkPlacement) and exports with verification. */
export function exportPlacement(
  image: RasterImage,
  placement: Placement,
  frame: PhotoFrame,
  options: ExportOptions & { rendered?: RasterImage },
): Promise<ExportResult> {
  const rendered = options.rendered ?? renderPlacement(image, placement, frame, frame.background)
  return exportPhoto(rendered, frame, options)
}
