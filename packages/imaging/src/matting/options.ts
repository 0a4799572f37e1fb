/**
 * Background replacement's tuning, in units of the segmentation mask's pixel as it lands on the image
 * (the image's longer side / 256), so a 413x531 and a 1200x1200 export get the same look. Set from
 * `pnpm --filter @vps/imaging bench:matting` (docs/background.md).
 */
export const MATTING_TUNING = {
  /**
   * The band around the mask's 0.5 contour where the edge is refined: this many mask pixels each side.
   * Beyond it the mask's verdict stands, exactly 1 or 0. Wide enough for the mask's usual misses (2 to 6
   * mask pixels), and for the filter's window to settle to 0 or 1 before the band ends (no step there).
   */
  band: 12,
  /**
   * The weighted guided filter that reads the alpha off the photo's colours: window radius (mask pixels)
   * and regularisation. A wider window reaches further past the mask's misses but mixes more colours in
   * one fit; a smaller eps lets a faint colour difference (dark hair on a darker wall) decide.
   */
  radii: [6, 3, 2],
  eps: 1e-5,
  /** The least weight a pixel has in the fit, so a window the mask is unsure of throughout still has one. */
  weightFloor: 0.01,
  /**
   * Soft alpha with little sure person nearby fades out (refine-alpha.ts, fadeDetached): the window's
   * radius in mask pixels, and the share of sure person in it from which alpha is kept whole. Measured
   * with bench:matting: the wall left near the edge falls from 12.4 % to 9.9 % (docs/background.md).
   */
  detachRadius: 10,
  detachShare: 0.5,
  /**
   * Wall the mask kept (wall-colour.ts): a band pixel the mask calls person whose colour holds at least
   * `wallMinShare` of the clear wall near it (or of the whole frame's), is at least `wallRatio` times as
   * common there as on the clear person near it, and under `wallMinShare` of that person, is given to the
   * wall before the filter runs (which then decides its alpha). The wall's model is learnt `wallMargin` mask pixels
   * or more outside the mask's contour and the person's `wallPersonMargin` inside it (its usual misses are
   * up to 6), per cell of `wallCell` mask pixels pooled over 3x3 cells; the person's is spread
   * `wallPersonSpread` levels of 16 (white hair by grey hair stays the person's). Dark colours (brightest
   * channel under `wallMinBrightness`: a dark suit by a night sky) are never re-decided, and only pixels in a
   * window `wallCoherence` mask pixels each way mostly so (a pocket, not a highlight's rim). Measured with
   * bench:matting (docs/background.md). `wallRatio` 0 turns the step off (the refinement before #47).
   */
  wallRatio: 4,
  wallMinShare: 1 / 256,
  wallMargin: 6,
  wallPersonMargin: 6,
  wallPersonSpread: 3,
  wallCell: 24,
  wallMinBrightness: 100 / 255,
  wallCoherence: 2,
  /** The old wall's colour behind soft pixels: window radii, mask pixels (replaceBackground). */
  wallRadii: [3, 12, 48],
  /**
   * The person's own colour beside a soft pixel (replaceBackground, ownChroma): the mean of the opaque pixels
   * in the first of these windows (mask pixels) that holds some. A soft pixel's chroma is kept within
   * `ownChromaSlack` levels of that colour's: what the wall's removal left beyond it (pink where a green
   * wall was taken out of blonde hair) goes. Set from bench:sheets (docs/background.md).
   */
  ownColourRadii: [2, 6, 24],
  ownChromaSlack: 8,
  /**
   * Alpha this close to 0 or 1 becomes exactly 0 or 1 (the range between stretched to fit), so flat areas
   * stay exactly the new colour or the photo, and a fit a little short of 1 inside the hair is opaque.
   */
  snap: 0.05,
  /**
   * A touch-up stroke's soft edge, in export pixels (not mask pixels: the visitor paints at 100 %, one export
   * pixel per screen pixel): the brush's cover fades from whole at its radius to nothing this far beyond, so
   * a stroke leaves no step the eye or the leftover search would take for an edge of its own.
   */
  touchUpSoftEdge: 1.5,
} as const

/** The tuning's shape, any values (a bench or a test compares settings). */
export type MattingTuning = {
  readonly [K in keyof typeof MATTING_TUNING]: (typeof MATTING_TUNING)[K] extends readonly number[]
    ? readonly number[]
    : number
}
