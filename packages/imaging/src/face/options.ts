// Every tunable number of face detection and head geometry (face detection, landmarks, the person mask, the
// head model and the crown search), with the reason for its value. The photo engine's own tunings (placement,
// compliance, export) are in photo/options.ts.

export const FACE_TUNING = {
  /**
   * First pass: long side of the letterboxed input. Close-up portraits need no more (~25 ms: docs/models.md,
   * "Input size and timing").
   */
  firstLongSide: 320,
  /** Second pass when the first finds nothing good enough: small faces in large frames (standing figures). */
  retryLongSide: 640,
  /** YuNet's dynamic model needs input sides that are multiples of this (its coarsest stride). */
  inputMultiple: 32,
  /**
   * A face must score at least this to count (docs/models.md, "Score threshold": real faces 0.85-0.95; false
   * positives on a painted background 0.62-0.69). Below it the result is the fallback box.
   */
  minScore: 0.8,
  /** Greedy NMS overlap, as OpenCV's demo uses. */
  nmsIou: 0.3,
  /** Candidates kept after NMS (OpenCV's default): a bound, not a tuning knob. */
  topK: 5000,
  /**
   * The chosen face is detected again on a crop levelled by the estimated roll (face/refine.ts): at most
   * `maxRounds` rounds, stopping once the crop's own roll is under `doneDegrees`; the next angle adds
   * `gain` x that roll (YuNet reports ~0.8 of it). The crop is `cropScale` x the box's larger side, sampled
   * to `inputSide` px square: the face then spans ~200 px of YuNet's input, where its landmarks follow a
   * roll almost 1:1 (at ~100 px they barely move from level).
   */
  refine: { maxRounds: 3, doneDegrees: 1.5, gain: 1.25, cropScale: 1.6, inputSide: 320 },
  /**
   * The fallback box when the model is missing or fails: centred horizontally, its centre this far down,
   * its width this share of the shorter side and its height this many times its width (a face box is a
   * little taller than wide). Sized for a head-and-shoulders portrait, the usual upload.
   */
  fallback: { centreY: 0.42, widthOfShortSide: 0.4, aspect: 1.25 },
  /**
   * The dense landmark pass (face/mesh.ts) after YuNet: `rounds` crops, each levelled by the roll found so
   * far and run as it is and mirrored (the mean cancels the model's left/right bias, so a mirrored photo
   * levels the same way). The crop is `cropScale` x the face's size, MediaPipe's own ROI scale (the model
   * was trained on it). A pass whose face score is under `minScore` is not a face: YuNet's points stay.
   */
  mesh: { rounds: 2, cropScale: 1.5, minScore: 0.5 },
  /**
   * Faces the photo's edge cuts (face/edge-faces.ts): a pass on the photo shrunk to `longSide` px with a
   * mirrored border of `border` of each side, at the first pass's score threshold. A face it finds counts when
   * from `minInside` to `maxInside` of its box lies inside the photo: wholly inside, it is the first pass's;
   * under `minInside`, little more than the mirror image of what the photo shows, the head grown around it
   * (photo/faces-in-frame.ts) still reaching in where it matters.
   */
  edgeFaces: { longSide: 320, border: 0.35, minInside: 0.15, maxInside: 0.9 },
  /** The iris pass (face/iris.ts): each eye's crop is this many times its corner distance, as MediaPipe's. */
  iris: { cropScale: 2.3 },
  /**
   * The person mask (face/person-mask.ts): a square `side` head heights wide (the landmark prediction of the
   * head), levelled, centred `below` head heights under the eyes, so the crop holds the head, hair far
   * above any likely crown, and the shoulders (the model was trained on webcam framing). The head is the
   * part of the mask at probability `core` or more joined to the eyes within `halfWidth` head heights of the
   * face's midline; its crown is the highest point within `crownHalfWidth` of that region opened by a disc
   * `crownOpening` head heights across (no strand, spike or horn narrower than it), carried up to where the
   * probability falls under `threshold` where the opening left the column whole. A crown within `cutPixels` mask pixels of the photo's top edge
   * (about 1.3 % of the head) is cut, and so is hair that stays over `cutThreshold` up to there. Chosen on the measured portraits (docs/photo-pipeline.md).
   */
  person: {
    side: 2.2,
    below: 0.1,
    threshold: 0.75,
    core: 0.8,
    halfWidth: 0.75,
    crownHalfWidth: 0.6,
    crownOpening: 0.12,
    cutPixels: 1.5,
    // How far up a column's hair is followed when telling a cut crown (person-mask.ts): the mask grows unsure
    // over a bun the edge cuts and fell under 0.75 a few pixels before the edge on two measured portraits
    // (reported cut at 0.6, not at 0.65). At 0.5-0.55 a 320x240 head with 3 % of its height above the hair
    // was reported cut too (docs/photo-pipeline.md, "Cut crowns").
    cutThreshold: 0.6,
    // The crown read again on a second mask zoomed on it (person-mask.ts, crownZoomRegion): a square `zoom`
    // head heights wide whose top lies `zoomAbove` head heights over the first crown. Its pixels are 0.47 %
    // of the head where the first mask's are 0.86 %, and that mask's soft halo sat up to 3 % of the head over
    // short dark hair. A zoomed crown more than `zoomGuard` head heights from the first is the model
    // taking background for the person (a bright bokeh over light hair): the first is kept. Chosen on the
    // measured portraits: docs/photo-pipeline.md, "Crown".
    zoom: 1.2,
    zoomAbove: 0.4,
    zoomGuard: 0.04,
  },
} as const

type Widen<T> = T extends number ? number : T extends object ? { [K in keyof T]: Widen<T[K]> } : T

export type FaceTuning = Widen<typeof FACE_TUNING>

export function resolveFaceTuning(overrides: Partial<FaceTuning> | undefined): FaceTuning {
  return { ...FACE_TUNING, ...overrides }
}

/**
 * The head model (see face/head.ts): in the face's own frame (x along the eye line, y down), with
 * E = eye midpoint, M = mouth midpoint, e = distance E to M along y, w = distance between the eyes:
 *   chin  = E + (chinMouth · e + chinEyes · w) along y
 *   crown = E − (crownMouth · e + crownEyes · w) along y   (then refined to the hair edge: CROWN_SEARCH)
 * "Crown" includes the hair (see face/head-measurements.ts for the definition and why). Least-squares fits
 * on those hand measurements (12 chins, 10 crowns, YuNet landmarks from detectFace): the chin on both
 * features (e alone misses on open mouths and smiles, w alone on turned heads: both terms keep every chin
 * within 4 % of the head height); the crown on w alone, which expression does not move (it is only the
 * search's prior: the hair decides).
 */
export const HEAD_MODEL = {
  chinMouth: 0.901,
  chinEyes: 0.905,
  crownMouth: 0,
  crownEyes: 1.636,
  /** The mesh's chin sits a little below the chin's outline as measured by hand: its eye-to-chin distance x this. */
  meshChinScale: 1,
  /** With the mesh: the crown's prior at this many times the forehead top's height above the eyes … */
  crownForehead: 2.1,
  /** … and never lower than this many times (the hairline sits near 1.0; measured crowns 1.72-2.50). */
  minCrownForehead: 1.6,
  /** … nor higher than this many times: a top edge below it with no crown edge found means a cut crown. */
  maxCrownForehead: 2.6,
  /** A crown edge closer than this share of the head to the photo's top edge counts as cut (see head.ts). */
  cutMargin: 0.045,
  /** Without landmarks (the fallback box): head height = box height x this, chin at the box's bottom. */
  boxToHead: 1.2,
  /**
   * The natural crown (no hair) this many eye-to-chin distances above the eyes. The hand-measured crowns
   * sat at 0.80-0.86 on the shortest hair (Obama) and 1.03 on thin hair (Biden); 0.9 is their middle, and the
   * spread (about ±0.1, ±5 % of the head) is why a band to the natural crown is never a plain 'Pass'.
   */
  naturalCrownEyeChin: 0.9,
} as const

export type HeadModel = { [K in keyof typeof HEAD_MODEL]: number }

/**
 * The crown edge search (face/crown-edge.ts), in units of the predicted head height H unless noted:
 * the window runs from `above` over the landmark crown to `below` under it, sampled `rowsPerHead` rows per H;
 * the colour step compares `stepWindow` of rows either side; rows average a band `bandHalfWidth` x the eye
 * distance either side of the face axis (the top of the head, not the shoulders or ears); candidates are
 * weighed by a Gaussian of `priorSigma` around the prediction + `priorOffset`; a step under `minStrength`
 * (mean RGB distance) is noise; at least `minClearance` of background must show above the prediction.
 */
export const CROWN_SEARCH = {
  rowsPerHead: 400,
  above: 0.25,
  below: 0.2,
  stepWindow: 0.03,
  bandHalfWidth: 0.3,
  priorOffset: 0.03,
  priorSigma: 0.12,
  minStrength: 20,
  minClearance: 0.01,
  /** With the mesh's floor: the lowest step at least this share of the strongest above the floor wins. */
  lowestShare: 0.5,
} as const

export type CrownSearch = { [K in keyof typeof CROWN_SEARCH]: number }
