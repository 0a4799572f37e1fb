export const EDITOR = {
  canvasWidth: 300,
  zoomPercent: { min: 10, max: 300, step: 5 },
  zoomButtonStep: 0.1,
  scale: { min: 0.1, max: 3 },
  // Fraction of the image height where the face centre lands; eyes then sit near the upper third.
  faceVerticalCentre: 0.4,
  // With no face, fit then enlarge so the frame is covered without empty bands.
  noFaceCoverFactor: 1.2,
  // The heuristic box used when face detection fails carries this confidence.
  fallbackFaceConfidence: 0.5,
  // The pause before re-checking differs by page: photoPageContent (photo-page-content.ts).
} as const

/**
 * The touch-up brush in the 100 % view (docs/background.md, "Touch-up"). Its radius is in export pixels, one
 * to a screen pixel there: 2 px takes out a speck by a strand of hair, 40 px a piece of flag by a shoulder.
 * The photo is checked again this long after the last stroke ends, so a few quick strokes cost one check.
 */
export const TOUCH_UP = {
  radiusPx: { min: 2, max: 40, step: 1, initial: 8 },
  recheckDelayMs: 400,
} as const

export type WhitishRule = { minAverage: number; maxSpread: number }

export const COMPLIANCE = {
  // Four corners and four edge midpoints.
  samplePoints: 8,
  passShare: 0.75,
  channelTolerance: 30,
  // Our own rows, beside the spec's five (docs/product-rules.md, "Compliance rows"): the most roll the head
  // may keep in the export, and how far outside the source a frame corner may map before it counts as
  // padding (half a pixel: resampling at the very edge).
  maxRollDegrees: 2,
  paddingTolerancePx: 0.5,
  // The background is judged on at least this many points that show it (half the spec's eight).
  minBackgroundPoints: 4,
  // 'Face size' passes only a head this many points inside its band: the page's head % and a hand
  // measurement of the export differ by up to 1.3 points on 90 % of the geometry bench's cases, 1.5 on 95 %
  // and 2.4 on 99 % (`bench:geometry`, 2026-11-28, docs/photo-pipeline.md), so a head closer to the edge may
  // truly lie outside it; with 2 points, none of the bench's 1232 cases passes a head outside its band.
  // At most a quarter of the band, so a narrow band still has a middle.
  headEdgeMargin: 2,
  // How far the head's centre may sit off the frame's middle, as a share of the width, for 'Face found'.
  maxCentreOffset: 0.15,
  // The most the export may enlarge the photo (export px per photo px; the head has at least 1/1.5 of its
  // export height in photo pixels). Measured with `pnpm --filter @vps/imaging bench:detail`: at 1.5x the face
  // keeps a median luma SSIM of 0.95 against a sharp photo (worst 0.93); at 2x, 0.92 (docs/photo-pipeline.md).
  maxUpscale: 1.5,
  // With the background replaced, padding becomes background, but the person must not end in a hard edge
  // inside the frame (the photo's bottom edge cutting the shoulders): at most this share of the frame's
  // width in person pixels along the photo's own edge (docs/background.md, "Padding").
  maxBodyCutShare: 0.02,
  // With the wall replaced, the share of the face the person's alpha must keep (photo/faces-in-frame.ts,
  // faceShown): a person too small in the frame for the segmentation is replaced with the wall, and the
  // export would show nobody. Also the least share of the head inside the frame for an export to be made
  // at all (photo/empty-export.ts).
  minFaceShown: 0.5,
  // A document with the 'whitish' background rule (the Vietnam page): a sample is whitish when any rule holds,
  // average > minAverage and spread < maxSpread. Spread is max channel minus min channel; it keeps tinted
  // backgrounds out.
  whitishRules: [
    { minAverage: 220, maxSpread: 40 },
    { minAverage: 200, maxSpread: 20 },
    { minAverage: 240, maxSpread: Number.POSITIVE_INFINITY },
  ] satisfies readonly WhitishRule[],
  // A document with the 'encode-ladder' file-size rule (the Vietnam page): the qualities tried, on the spec's
  // 0-1 scale, until one keeps the JPEG at or under the document's maximum.
  encodeLadder: { start: 0.9, step: 0.1, min: 0.1 },
} as const

/**
 * With the wall replaced, what is left of the old wall beside the person (docs/background.md, "Leftover wall").
 * A leftover is a connected patch, by the person's edge, of colours more common on the old wall near it than
 * on the person near it, that stands out from the new colour.
 */
export const LEFTOVER_WALL = {
  // The smallest patch that fails 'Plain background', as a share of the eye distance squared: a square
  // 0.07 eye distances wide. The eyes are about 10 mm apart on a 35x45 mm print, so that is a patch about
  // 0.7 mm across, which an officer sees at arm's length on a plain wall; smaller specks are lost in the
  // hair's own texture and in the JPEG's noise. In eye distances so that a 413x531 and a 1200x1200 export
  // judge the same patch alike.
  minAreaEyeDistanceSq: 0.005,
  // A pixel reads as old wall when its colour is at least this many times more common (as a share of the
  // pixels) on the wall near it than on the person near it: a colour both carry (dark hair on a dark
  // wall, a white collar by a white wall) decides nothing, and is not called wall.
  wallOverPerson: 4,
  // And stands out from the new colour: some channel further from it than COMPLIANCE.channelTolerance, the
  // tolerance within which the background rule itself calls a colour the document's.
  // Hair the replacement cut off (the search's mirror: the person's colour taken hard by the outline): the
  // smallest patch that fails, as a share of the eye distance squared. Set from bench:sheets
  // (docs/background.md, "Ready exports, looked at").
  minCutEyeDistanceSq: 0.005,
} as const

/**
 * The subject's own bound (docs/background.md, "The subject's bound"): a kept patch beyond it, joined to the
 * face, fails 'Plain background' from this share of the eye distance squared. Set from bench:sheets.
 */
export const SUBJECT_BOUND = {
  minAreaEyeDistanceSq: 0.05,
  // A kept patch beside the jaw or neck that is out of focus while the face is sharp (a crowd far behind
  // that joins the hair) fails from this share: on bench:sheets the crowd behind human_stock-models-9 made
  // 0.28-0.38; clean exports at most 0.21 (a rendered portrait's smooth neck), photographed ones 0.08.
  minBlurredEyeDistanceSq: 0.25,
} as const

/** What a patch 'Plain background' fails is: old wall's colours, a kept piece beyond the subject, cut hair. */
export const LEFTOVER_KINDS = ['colour', 'beyond', 'cut'] as const

export type LeftoverKind = (typeof LEFTOVER_KINDS)[number]

/** Where a leftover patch lies, around the head as the export shows it ('left' is the photo's left). */
export const LEFTOVER_PLACES = [
  'crown',
  'hair-left',
  'hair-right',
  'ear-left',
  'ear-right',
  'face',
  'neck',
  'shoulder-left',
  'shoulder-right',
] as const

export type LeftoverPlace = (typeof LEFTOVER_PLACES)[number]

export function isWhitish(r: number, g: number, b: number): boolean {
  const average = (r + g + b) / 3
  const spread = Math.max(r, g, b) - Math.min(r, g, b)
  return COMPLIANCE.whitishRules.some((rule) => average > rule.minAverage && spread < rule.maxSpread)
}

export function photoFileName(code: string): string {
  return `${code}-visa-photo.jpg`
}
