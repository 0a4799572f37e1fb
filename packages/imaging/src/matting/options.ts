/**
 * Background replacement's tuning, in units of the segmentation mask's pixel as it lands on the image
 * (the image's longer side / 256), so a 413x531 and a 1200x1200 export get the same look. Set from
 * `pnpm --filter @vps/imaging bench:matting` (docs/background.md).
 */
export const MATTING_TUNING = {
  /** The band around the mask's 0.5 contour where the edge is refined: this many mask pixels each side. */
  band: 4,
  /**
   * Where the person's and the wall's colours are read for a pixel in the band: the nearest of these
   * radii (mask pixels) whose window holds at least `minShare` of sure person / sure wall.
   */
  colourRadii: [6, 12, 24],
  minShare: 0.1,
  /**
   * How far apart (RGB distance, 0..1 per channel) the person's and the wall's colours must be for the
   * colours to decide the alpha: under `ambiguous` the mask decides, over `distinct` the colours do.
   */
  ambiguous: 0.06,
  distinct: 0.2,
  /** The guided filter that cleans the colour alpha: window radius (mask pixels) and regularisation. */
  radius: 1,
  eps: 1e-3,
  /** The old wall's colour behind soft pixels: window radii, mask pixels (replaceBackground). */
  wallRadii: [3, 12, 48],
  /** Alpha this close to 0 or 1 is snapped there, so flat areas stay exactly the new colour / the photo. */
  snap: 0.02,
} as const

export type MattingTuning = typeof MATTING_TUNING
