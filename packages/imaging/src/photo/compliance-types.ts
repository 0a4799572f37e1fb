// The compliance result and what the checks read (docs/photo-checks.md): types only, so the checks, the
// background samples and compliance.ts all import them without importing each other.
import type { CHECK_STATUS, LeftoverKind, LeftoverPlace } from '@vps/specs'
import type { Point } from '../face/types.ts'
import type { FrameRegion } from './faces-in-frame.ts'
import type { FileFit } from './file-fit.ts'

/** The saved file's size (padding included), the padding, and the quality, as the checks planned them. */
export interface FileNumbers {
  bytes: number
  paddingBytes: number
  quality: number
}

import type { PhotoFrame } from './frame.ts'
import type { FrameCover } from './frame-cover.ts'
import type { HeadInFrame } from './placement.ts'
import type { QualityMeasures } from './quality/index.ts'
import type { QualityVerdict } from './quality/verdicts.ts'

/**
 * What is known of the placed photo besides its pixels: the head in the frame, the faces found, and which
 * frame points show the photo rather than padding. `placementFacts` (pipeline.ts) builds it.
 */
export interface PlacementFacts {
  head: HeadInFrame | null
  /** Whether detection has run, the faces it found, and how many besides the chosen one show in the frame. */
  faces: FacesFound
  cover: FrameCover
  /** False where the frame shows padding instead of the photo. */
  onPhoto: (p: Point) => boolean
  /** Export pixels per photo pixel: above 1 the export enlarges the photo. */
  enlargement: number
  /**
   * Set when the wall was replaced (backdrop.ts): person pixels on the photo's edge inside the frame, and the
   * share of the chosen face the person's alpha kept (faces-in-frame.ts, faceShown; null with no face).
   */
  replaced?: {
    bodyCutPx: number
    faceShown: number | null
    /** What is left of the old wall beside the person (leftover-wall.ts); null where it was not searched (no face). */
    leftover?: WallLeftover | null
    /**
     * Whether the patch of radius r around (x, y) shows the person rather than the replaced wall: pixels the
     * alpha kept, joined to the face, that do not read as the old wall (leftover-wall.ts). A background
     * sample there (long hair at the frame's side) does not count.
     */
    showsPerson?: (x: number, y: number, r: number) => boolean
  }
  /** The quality measures of the photo's face (quality/index.ts); null with no face to measure. */
  quality?: QualityMeasures | null
  /**
   * What Auto Center's own placement does (pipeline.ts, autoCenterFacts): levels the head (levelsRoll),
   * keeps it in the frame (headPlaced), covers the frame. Absent: not known, taken as yes.
   */
  autoCenter?: AutoCenterFacts
  /**
   * Under the 'encode-ladder' file-size rule, the ladder's result (file-fit.ts); the pipeline encodes it before
   * the checks run, since they are synchronous. Absent under the 'window' rule.
   */
  fileFit?: FileFit
  /** The file the download will save (export.ts, planFile), where the checks planned it: a floor, or the ladder. */
  file?: FileNumbers
}

/**
 * Whether detection has run and the faces it found in the photo; how many other heads show in the frame and
 * where (faces-in-frame.ts: any part of them, from the photo's faces and a pass over the export).
 */
export interface FacesFound {
  checked: boolean
  /** The detector could not run (FaceDetection.unavailable): no face found is then not known. */
  unavailable?: true
  found: number
  othersInFrame: number
  where: FrameRegion[]
}

export interface AutoCenterFacts {
  levels: boolean
  placesHead: boolean
  covers: boolean
}

/** The compliance result: the verdict, the rows it rests on, and what was measured, so the page can explain it. */
export interface ComplianceResult {
  /** Every row passes: 'Ready to Download'. */
  overall: boolean
  /** One row per check that applies to the document and the photo, in the panel's order (checks/index.ts). */
  rows: ComplianceRow[]
  details: ComplianceDetails
}

export interface ComplianceDetails {
  size: { width: number; height: number; expectedWidth: number; expectedHeight: number }
  /** The face's quality measures and each check's verdict (empty with no face). */
  quality: {
    measures: QualityMeasures | null
    verdicts: QualityVerdict[]
    wallReplaced: boolean
    /** With the wall replaced and searched: the old wall's patches left beside the person (leftover-wall.ts). */
    leftover?: WallLeftover | null
  }
  /** Null when no face was detected (the spec's face check then passes; headInBand does not). */
  headPercent: number | null
  coverage: { min: number; max: number }
  /** The head's roll left in the export, degrees; null with no face. */
  rollDegrees: number | null
  /** What Auto Center's placement does (PlacementFacts.autoCenter): where it cannot help, the rows say so. */
  autoCenter: AutoCenterFacts
  /** The photo's top edge cuts the head, so its height cannot be measured (the face rows fail). */
  crownCut: boolean
  faces: FacesFound
  /** The chosen head lies whole in the frame and near its middle (head-rules.ts); false with no face. */
  headPlaced: boolean
  /** The share of the chosen head inside the frame (faces-in-frame.ts, headShareInFrame); null with no face. */
  headInFrame: number | null
  cover: FrameCover
  enlargement: number
  /** The head's real detail in the photo, crown to chin, px (quality/detail.ts); null with no face measured. */
  detailPx: number | null
  /**
   * The wall: kept, or replaced (and then how many person pixels end on the photo's edge inside the frame,
   * and how many may: COMPLIANCE.maxBodyCutShare of the width; and the share of the face the replacement
   * kept, null with the wall kept or no face).
   */
  backdrop: {
    replaced: boolean
    bodyCutPx: number
    maxBodyCutPx: number
    faceShown: number | null
    edits: 'allowed' | 'refused'
  }
  /** The eyes' height above the bottom edge, percent (null with no face), and the document's band (or null). */
  eyeLine: { percent: number | null; band: { min: number; max: number } | null }
  /** From the top edge to the band's crown, percent (null with no face), and the document's band (or null). */
  topMargin: { percent: number | null; band: { min: number; max: number } | null }
  /**
   * Which crown `headPercent` runs to: the hair's top, or the natural crown, estimated (docs/photo-documents.md,
   * "Crown"); then `hairPercent` is the head to the top of the hair.
   */
  crown: { measuredTo: 'hair' | 'natural'; hairPercent: number | null }
  /** The edge points and their verdicts under the document's background rule. */
  background: BackgroundCheck & { rule: PhotoFrame['backgroundRule'] }
  /** Under the 'encode-ladder' file-size rule: the first quality that kept the JPEG under the maximum (file-fit.ts). */
  fileFit?: FileFit
  /** The file the download will save, where the checks planned it (no bytes: those stay in the worker). */
  file?: FileNumbers
}

export type ComplianceRowStatus = keyof typeof CHECK_STATUS

/** One row of the panel, the receipt and the CLI: `pass` gates 'Ready to Download'; 'warn' ('Check') alone does not. */
export interface ComplianceRow {
  key: string
  label: string
  pass: boolean
  status: ComplianceRowStatus
  detail: string
}

export interface BackgroundSample {
  /** Which of the eight points: 'top-left', 'top', 'top-right', 'right', 'bottom-right', 'bottom', 'bottom-left', 'left'. */
  position: string
  x: number
  y: number
  rgb: [number, number, number]
  pass: boolean
  /** Why the point does not count: it shows padding, or it falls on the person. Absent when it counts. */
  excluded?: 'padding' | 'person'
}

export interface BackgroundCheck {
  samples: BackgroundSample[]
  /** Points that count (not padding, not on the person), how many of them pass, and how many must. */
  counted: number
  passing: number
  needed: number
  pass: boolean
}

/** A patch of the old wall left beside the person after replacement (leftover-wall.ts). */
export interface LeftoverRegion {
  /**
   * What it is: the old wall's colours left beside the person ('colour'), a kept piece beyond the subject's
   * own bound ('beyond': subject-bound.ts), or hair the replacement cut off hard ('cut').
   */
  kind: LeftoverKind
  place: LeftoverPlace
  /** Its pixels, and the box around them in frame pixels (for an outline on the preview). */
  areaPx: number
  box: { x: number; y: number; width: number; height: number }
}

/** What the search for the old wall found: the patches at least `minAreaPx` large, largest first. */
export interface WallLeftover {
  regions: LeftoverRegion[]
  /** The smallest patch that fails (LEFTOVER_WALL.minAreaEyeDistanceSq of the eye distance squared). */
  minAreaPx: number
  eyeDistancePx: number
  /** Pixels read as old wall in the edge band, patches of any size. */
  flaggedPx: number
  /** Pixels the replacement took hard by the person that read as the person's (cut hair), any size. */
  cutPx?: number
  /** Kept pixels beyond the subject's bound (subject-bound.ts), any size; absent where not measured. */
  beyondPx?: number
  /** Kept pixels beside the jaw and neck out of the face's focus (subject-bound.ts), any size. */
  blurredPx?: number
}
