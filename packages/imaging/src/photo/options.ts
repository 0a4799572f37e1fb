// Every tunable number of the visa photo engine (placement, compliance, export), with the reason for its value.
// Face detection and head geometry have theirs in face/options.ts. Country rules and the spec's constants are
// not here: they come from @vps/specs.

export const PLACEMENT_TUNING = {
  /**
   * Which point of the head lands at EDITOR.faceVerticalCentre: the midpoint of crown and chin. (YuNet's
   * box centre sits near the nose, ~15 % of the head lower, which would push the crown out of the frame.)
   */
  centreOnHeadMidpoint: true,
  /**
   * Below this many degrees of roll, the eyes count as level. Small: a rotation costs no extra blur, since
   * the export is sampled once through the whole placement (photo/render.ts); at 0.5° one tested portrait
   * kept 0.7° of roll (docs/photo-pipeline.md, "Levelling").
   */
  minRollDegrees: 0.1,
  /** Never rotate more than this: a larger roll means landmarks went wrong, or a sideways photo. */
  maxRollDegrees: 45,
} as const

export const COMPLIANCE_TUNING = {
  /**
   * The eight background points sit this share of each side in from the edge (at least 2 px): the very
   * edge row of a JPEG is where ringing and resampling edges show.
   */
  sampleInset: 0.02,
  /** Each point is the mean of a (2r+1)² patch, so a single noisy pixel cannot flip a point. */
  samplePatchRadius: 2,
} as const

/** Faces in the frame besides the chosen one (faces-in-frame.ts; docs/photo-checks.md, "Faces in the frame"). */
export const FRAME_FACES_TUNING = {
  /**
   * A face box grown to its head, in box widths and heights: YuNet's box runs from the brows to the chin
   * and cheek to cheek, so the hair stands up to half a box above it and the ears a sixth beyond each side.
   */
  head: { above: 0.5, sides: 0.15, below: 0.1 },
  /** The least of another head the frame may show, as a share of the frame: under it, a few stray pixels. */
  minShownShare: 0.002,
  /**
   * The pass over the export: YuNet at the first pass's size, keeping faces from this score. A neighbour the
   * photo's edge cuts through its face, which the photo's own pass (0.8 and up) misses, scores 0.52-0.88 in
   * the export (two portraits cheek to cheek, cut at 30-50 % of the second face, on the US, UK and Japan
   * frames). A painted landscape on the wall gave 0.54-0.62: the wall fails there anyway.
   */
  exportPass: { longSide: 320, minScore: 0.5 },
} as const

/**
 * The search for the old wall left beside the person once it is replaced (leftover-wall.ts; the rule itself,
 * the smallest patch that fails and the likelihood ratio, is LEFTOVER_WALL in @vps/specs).
 */
export const LEFTOVER_TUNING = {
  /**
   * Lengths in the segmentation mask's pixels (matting's unit): the wall's colours are learnt from pixels
   * the alpha calls wall with no kept pixel this near, the person's from opaque pixels this deep. Six is the mask's largest usual
   * miss (docs/background.md), so neither model learns from the pixels the mask may have got wrong.
   */
  depth: 6,
  /**
   * Opaque pixels this near the soft edge (mask pixels) are searched too: wall the filter kept whole shows
   * its rim there, while deeper in, an ear's red inside or a lip is the person's own colour that a red
   * flag behind may share.
   */
  inside: 2,
  /** Soft pixels under this alpha show too little of the photo to be read (their colour is unmixed by it). */
  minAlpha: 0.1,
  /**
   * The colour models are histograms of 16 levels per channel, smoothed by one level each way, pooled over
   * the 3x3 cells around a pixel; a cell is this many eye distances wide (at least 1/12 of the frame's side):
   * a red flag by the ear is judged against the hair and skin by the ear, not against a red tie.
   */
  cellEyeDistances: 1,
  maxCellsPerSide: 12,
  /**
   * Colours whose brightest channel is under this (0-255) are never called wall: in a phone's photo, black
   * hair, a strap and a dark wood door are one noisy colour, and a dark patch beside dark hair reads as
   * hair. The brightest channel, not the luma: a saturated blue or magenta is dark in luma but plainly not
   * hair.
   */
  minBrightest: 70,
  /** A colour is the wall's only where it holds at least this share of the wall near it: not a stray bin. */
  minWallShare: 1 / 256,
  /**
   * Places around the head, in head heights from the crown along the face and across from its middle:
   * above `hairTo` the hair (the crown within `middle` of the middle), down to `earsTo` the ears (the face
   * between them), below it the neck (within `neck` of the middle) and the shoulders.
   */
  places: { hairTo: 0.3, earsTo: 0.85, middle: 0.25, neck: 0.45 },
} as const

/**
 * The subject's own bound (subject-bound.ts; docs/background.md, "The subject's bound"), in head heights
 * (crown to chin) around the face's axis: above the chin, `head` either side of the axis and up to `above`
 * over the crown; below it, widening by `slope` per head height to `shoulders`. Kept pixels from `minAlpha`
 * count. Set from bench:sheets: the widest hair and shoulders of the corpus's clean exports fit inside.
 */
export const SUBJECT_TUNING = {
  bound: { head: 0.9, above: 0.6, slope: 2, shoulders: 1.6 },
  minAlpha: 0.5,
  /**
   * Out of focus beside the jaw and neck (subject-bound.ts, blurredBeside), in head heights: the zone from
   * `from` to `to` down from the crown, `across` or more from the axis; the face whose median detail is the
   * reference, an ellipse `faceHalfWidth` x `faceHalfHeight` around the head's centre; the detail window
   * `detailRadius`; pixels under `blurShare` of the face's detail count. Measured on bench:sheets' renders:
   * the crowd behind human_stock-models-9 reads 0.30-0.54 of her face's detail at its median, her own hair
   * 3.7, and human_stock-teen-8's hair beside her face 1.7-1.8; the zone was narrowed from 0.33 across to
   * 0.4 when rendered portraits' smooth necks filled it (docs/background.md).
   */
  beside: {
    from: 0.45,
    to: 1.2,
    across: 0.4,
    faceHalfWidth: 0.3,
    faceHalfHeight: 0.4,
    detailRadius: 1 / 60,
    blurShare: 0.45,
    /**
     * Skin is the subject's however smooth (a neck, a raised arm in a rendered portrait): pixels within
     * `skinChroma` of the face's mean chromaticity (r and g over the sum) and `skinLevels` times its
     * brightness (the sum of the channels) do not count.
     */
    skinChroma: 0.03,
    skinLevels: [0.4, 1.6],
    /**
     * Dark pixels (brightest channel under this) are not read: black hair or a black shirt on a dark wall
     * show little detail in focus or not (human_stock-emotions-a-1, -3, -8 read 0.27-0.67 without it).
     */
    minBrightest: 70,
  },
} as const

export const QUALITY_TUNING = {
  /**
   * Eyes visible (quality/eyes-visible.ts): the box around each iris, `box` iris radii along the lids' line and
   * across it, sampled every `step` radii. Measured on 60 portraits (docs/photo-checks.md, "Eyes visible").
   */
  eyesVisible: { box: [2.2, 1.2] as readonly [number, number], step: 1 / 6 },
  /**
   * Enough detail (quality/detail.ts): the face's middle is cropped at each of `heads` px crown to chin (up to
   * the photo's own head), largest first, and the first whose finest octave holds `minRatio` of the next
   * octave's energy is the head's real detail. Measured on 17 portraits at their own resolution: 0.55-1.01
   * at their own size, and one soft photo 0.47 (read as 160 px of its 224). Enlarged copies: the 320x240
   * portrait (head 180 px) enlarged 6x reads 0.63 at 240 px and 0.46 at 384; three others cut to a head of
   * 118-140 px and enlarged 4-7x read under it from 192-240 px (docs/photo-pipeline.md, "Enough detail").
   */
  detail: { heads: [64, 96, 128, 160, 192, 240, 288, 384, 512, 640], minRatio: 0.56 },
} as const

export const EXPORT_TUNING = {
  /** mozjpeg integer quality range the export search may use (the spec's 0.95-0.05 scale is ×100). */
  qualityMax: 100,
  qualityMin: 5,
  /**
   * Slope of log(file size) per quality step near the top, for the search's first guess below 100
   * (measured on 413x531-600x800 portrait renders: 0.02-0.05 between 85 and 100).
   */
  logBytesPerQuality: 0.035,
  /**
   * Full chroma: a visa photo is small (≤ 0.5 MP), and most windows have a floor (250 KB+) that 4:2:0 at
   * quality 100 misses on a plain background, so the bytes are better spent on colour than on padding.
   */
  subsampling: '4:4:4',
  /** COM segment payload limit: a segment length is 16-bit and counts its own 2 bytes. */
  maxCommentPayload: 65533,
} as const
