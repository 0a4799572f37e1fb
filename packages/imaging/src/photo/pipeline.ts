// The page's steps in one place, composed from the pure pieces: auto-optimisation, a compliance check of the
// current placement, and the download. Each step takes plain data, so it runs in a worker or in a test alike.
import { estimateHead, type HeadGeometry } from '../face/head.ts'
import type { FaceDetection } from '../face/types.ts'
import type { AbortSignalLike, EncodeJpeg, RasterImage } from '../types.ts'
import { type ComplianceResult, checkGenericCompliance, checkVietnamCompliance } from './compliance.ts'
import { type ExportOptions, type ExportResult, exportPhoto } from './export.ts'
import type { PhotoFrame } from './frame.ts'
import {
  type AutoPlacement,
  autoPlacement,
  type HeadInFrame,
  headInFrame,
  type Placement,
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

/**
 * Renders the placement at the country's pixel size and runs the page's compliance rules on those pixels:
 * the generic rules, or the Vietnam page's (which encode for real, hence `encode`).
 */
export async function checkPlacement(
  image: RasterImage,
  placement: Placement,
  frame: PhotoFrame,
  head: HeadGeometry | null,
  options: { encode?: EncodeJpeg; signal?: AbortSignalLike } = {},
): Promise<PlacementCheck> {
  const rendered = renderPlacement(image, placement, frame, frame.background)
  const placed = head ? headInFrame(image, placement, frame, head) : null
  if (frame.page === 'vietnam') {
    if (!options.encode) throw new TypeError('the Vietnam file-size check needs a JPEG encoder')
    const compliance = await checkVietnamCompliance(rendered, frame, placed, {
      encode: options.encode,
      ...(options.signal ? { signal: options.signal } : {}),
    })
    return { rendered, head: placed, compliance }
  }
  return { rendered, head: placed, compliance: checkGenericCompliance(rendered, frame, placed) }
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
