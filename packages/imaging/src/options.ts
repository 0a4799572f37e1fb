// Every tunable number of the imaging engine, in one place, with the reason for its value.
// Callers may override any of COMPRESS_TUNING through `compressToTarget(…, { tuning })`.

/** Decoding guard: 50 MP is 200 MB of RGBA, past what phones keep in one canvas or worker. */
export const IMAGE_LIMITS = {
  maxPixels: 50_000_000,
  /** If a canvas of the full size cannot be had (iOS caps canvases near 16.7 MP), decode down to this. */
  fallbackCanvasPixels: 16_000_000,
} as const

export const COMPRESS_TUNING = {
  /**
   * The job's time budget, ms from the file's arrival (its decode counts: CompressOptions.spentMs). Past it
   * the search stops at its next checkpoint once it holds a file under the target, and returns the largest
   * one (engine/budget.ts). None by default, so Node callers and tests get the same answer on any machine;
   * the browser's worker sets `pageSearchBudgetMs`. The search always gets at least `minSearchBudgetMs`,
   * however long the decode took.
   */
  searchBudgetMs: Number.POSITIVE_INFINITY,
  /** The page's budget: issue #22's "no pair over 3 s" on a 2-core machine, with the page around it. */
  pageSearchBudgetMs: 2_400,
  /**
   * The page's patience, in full encodes of the output at the pace this device has shown: past
   * max(pageSearchBudgetMs, this many encodes), the page offers 'Use the best so far' rather than choosing
   * an under-window file itself (issue #53). 6 is the most full encodes one landing may take
   * (`maxFullEncodes`), so a search that is only landing normally, however slow the device or large the
   * output, never shows the button.
   */
  patienceFullEncodes: 6,
  minSearchBudgetMs: 800,
  /** Aim this far below the target inside the window: its middle, so a prediction error either way still lands. */
  aimBelowTargetBytes: 1024,

  /**
   * mozjpeg's quantisation table set for every encode (0-8; mozjpeg's own default is 3). Table 7 (Ahumada,
   * Watson and Peterson's visual detection model) keeps more of the higher frequencies at a given size:
   * at equal bytes it scored 0.002-0.02 higher luma SSIM than table 3 on 9 of 10 corpus pairs measured
   * (kodim03 at 30 KB 0.9500 vs 0.9453, a 2 MP photo at 200 KB 0.9313 vs 0.9087), and higher than the
   * browser's own encoder on 8 of them. Its quality numbers run lower for the same size (table 3's q64 is
   * about its q31), which the qualities below are set for.
   */
  quantTable: 7,
  /**
   * mozjpeg's quality range the search may use. Below 10 table 7's 8-bit divisors saturate at 255 and size
   * stops falling.
   */
  qualityMin: 10,
  qualityMax: 100,
  /**
   * On the tied line chroma quality sits this far below luma quality at the bottom of the range, closing to
   * equal at 100: the eye (and luma SSIM) gains more from the bytes in luma. Browsers' own encoders go much
   * further (the JPEG Annex K chroma table is 2-6 times coarser than its luma table).
   */
  tiedChromaOffset: 10,
  /** Chroma quality may go this far below luma quality while fine-tuning (colour detail matters less). */
  chromaBelowLuma: 15,
  /**
   * mozjpeg's smoothing filter changes size by 0.1-0.5 % at these strengths with no visible cost: the finest
   * knob, for gaps the qualities leave (near quality 98 one quality step is 20 % of the size and a chroma
   * step several %). Usually it shrinks the file, but on sharp strokes over flat white it grows it, so the
   * engine tries these strengths on the settings nearest the target rather than assuming a direction.
   */
  smoothingSteps: [1, 2, 3, 5, 8],
  /**
   * A grey picture has no chroma knob, and near the top one quality step is wider than the window (1.7 MP
   * grey crops of craft-beer.jpg: 10-37 KB a step at 200-300 KB). Its fine knob is smoothing, searched as a
   * line on the setting one step over the target (smoothingLine) from none up to this strength, which takes
   * 11-24 % off the grey pictures measured: more than a step (docs/compress-engine.md, "Grey pictures").
   */
  greySmoothingMax: 60,
  /** Log bytes per smoothing step, to extrapolate from one point (that photo: about 0.002 from 20 to 40). */
  smoothingLogSlopePrior: 0.002,
  /**
   * A grey picture's smoothing is measured on tiles this large (SizeModel's smoothingSample): the seams of
   * the 16 px probe tiles turn its effect around (a 2809x2074 drawing at smoothing 60: the file 11 %
   * smaller, its 16 px mosaic 18 % larger, 256 px tiles 9 % smaller).
   */
  smoothingSampleTilePx: 256,
  /** How many luma qualities either side of the tied quality the fine search may use. */
  fineLumaSpread: 2,
  /** Log bytes per quality step, used to extrapolate before two probes bracket the target (table 7: ~0.03). */
  lumaLogSlopePrior: 0.03,
  /** Log bytes per chroma-quality step (measured 0.005-0.008 on photos near quality 70). */
  chromaLogSlopePrior: 0.006,
  /**
   * A prediction this close to the aim (fraction of the window) is taken without looking further: after a
   * real encode, predictions nearby are within about 1 % (0.3 KB at 30 KB, 1 KB of a 2 KB window at 100 KB).
   */
  goodEnoughFraction: 0.4,

  /**
   * Probes encode a mosaic of tiles cut from the image at its own scale, so every 8x8 block is the block the
   * full encode sees and size ratios between settings carry over (measured: within 0.2 % on 6-12 MP photos).
   * Tiles are one 4:2:0 macroblock (16 px) on the 16 px grid: many small tiles sample sparse images far
   * better than fewer large ones (32 px tiles misjudged a stroke drawing by 40-57 %, 16 px by 0-3 %).
   * 0.16 MP of them costs 10-40 ms per encode here (mozjpeg's trellis makes high qualities the slow ones).
   */
  mosaicTilePx: 16,
  /**
   * Mosaic sizes are predicted from DCT coefficients (JpegSizeEstimator, ~2-5 ms each) rather than probed
   * with mozjpeg (10-60 ms each, plus a trip through the worker pool); real encodes correct the predictions.
   */
  estimateSizes: true,
  mosaicPixels: 160_000,
  /**
   * A mosaic whose JPEG at the working quality is smaller than this carries too little signal for the
   * chroma and smoothing steps (a 1 % mosaic of a 17 MP page of handwriting is 6 KB): it is rebuilt with
   * proportionally more tiles, up to `maxMosaicPixels`.
   */
  minMosaicBytes: 24_000,
  /**
   * …unless the window is at least this fraction of the target (targets up to 40 KB): one quality step
   * moves size by 2-4 %, so the tied line alone has a setting inside such a window.
   */
  coarseWindowFraction: 0.05,
  maxMosaicPixels: 1_000_000,
  /** Along a line with two real encodes, sizes within this many chroma steps of one come from them directly. */
  secantReach: 6,
  /** Rasters up to this size are probed whole: the probe is then the real encode. */
  exactProbePixels: 260_000,
  /** JPEG headers and tables, which do not scale with the sampled area. */
  headerBytes: 620,
  /** First batch of probe qualities: spread so interpolation on log size brackets most targets at once. */
  initialProbeQualities: [18, 30, 52, 83],

  /**
   * Keep the original dimensions when the target allows at least this quality at full size (table 7's q20
   * is about table 3's q38, the spec algorithm's floor of 0.4 on the browser's encoder). Measured on the
   * original's grid, keeping beats shrinking by far down to there: kodim08 at 50 KB kept scores 0.9087
   * luma SSIM, shrunk by 4 % 0.8684; a 1024 px WEBP at 100 KB 0.9220 kept, 0.8620 at 88 %.
   */
  keepQuality: 20,
  /**
   * …plus this much per doubling of the image's pixels past `maxResizedPixels` (keepQualityFor): the more
   * pixels, the more a copy at `maxResizedPixels` gains in quality per byte. A 24 MP photo at 500 KB kept
   * at quality 21 scores 0.9458 luma SSIM on its own grid, at 3 MP 0.9646; it now needs quality 29 to be
   * kept, which also lets the browser read only its 3 MP copy there. Unchanged on this corpus in Node.
   */
  keepQualityPerDoubling: 3,
  /**
   * A shrunk output at least the display size is sized for `keepQuality` and set against one sized for this
   * quality, both scored on the original's grid (see largeCandidates). Measured in Node on the 36 such corpus
   * pairs: the smaller won 8 (a noisy street at 100 KB +0.056 luma SSIM on the original's grid, a smooth
   * sky at 50 KB +0.0024), none scored lower, and the corpus's median time rose from 325 to 382 ms (an
   * encode and two decodes more on those pairs). With 40 instead, 7 won, by about as much.
   */
  largeAlternativeQuality: 34,
  /**
   * Otherwise, candidate scales are those at which the target would give these qualities (model-predicted),
   * largest first. Scored by luma SSIM at display size, the larger one won on 11 of 12 corpus pairs (a
   * third, sized for q55, never did): when it wins, one more a quality step larger is tried.
   */
  candidateQualities: [24, 34],
  /** Candidates are never taken below this quality (blocking shows even when SSIM at display size hides it). */
  candidateQualityFloor: 18,
  /** Candidates whose SSIM is within this of the best count as tied; the largest of them wins. */
  ssimTieMargin: 0.002,
  /** Candidates are never sized for more than this quality (past it, size grows much faster than quality). */
  candidateQualityCeiling: 88,
  /** Two candidates whose widths differ by less than this fraction (or 2 px) count as the same size. */
  candidateSameSizeFraction: 0.02,
  /**
   * The display copy anchors the size-vs-pixels model when it is at most this fraction of the image's
   * pixels; otherwise (an image about display size or smaller) a half-size box proxy does.
   */
  displayAnchorMaxFraction: 0.7,
  /** Measured gamma is clamped to this range (outside it a measurement is noise, not physics). */
  gammaRange: [0.5, 1.1],
  /** A lander given an expected quality starts with probes this far either side of it. */
  hintSpread: 3,
  /** A candidate whose quality lands further than this from the one it was sized for is sized again once. */
  candidateRetryGap: 6,
  /** When the best candidate is at an end of the list, one more is tried this many quality steps further. */
  candidateQualityStep: 8,
  maxCandidates: 4,
  /**
   * Size grows as pixels^gamma at fixed quality (detail per pixel rises as an image shrinks). Measured per
   * image between full and display size; this prior only serves images no larger than the display size.
   */
  gammaPrior: 0.85,
  /**
   * When the size has to change anyway, the output has at most this many pixels. Larger candidates look the
   * same at display size, and each mozjpeg encode costs ~70 ms per megapixel here. Measured on the
   * original's grid, 3 MP at a higher quality scored the same or better luma SSIM than 4 MP on 20 of 21
   * pairs of 6-24 MP photos at 100-500 KB (a 12 MP photo at 200 KB: 0.9586 vs 0.9545), in less time.
   */
  maxResizedPixels: 3_000_000,
  /** …or a whole fraction of the original's size up to this much wider (see resizedCap). */
  wholeFractionReach: 0.03,
  /**
   * A picture of more pixels than this, at a target under `reducedDecodeBitsPerPixel` of its pixels, is
   * searched from a copy at `maxResizedPixels` (startingPicture) when that copy shows its original size out
   * of reach (copyShowsOriginalOutOfReach): the full pixels are then dropped before the search.
   */
  reducedDecodeAbovePixels: 6_000_000,
  reducedDecodeBitsPerPixel: 0.25,
  /**
   * How a copy's bytes grow to the original's: as pixels^this, at least (the more detail per pixel a copy
   * has, the less). With 0.7, the 49 pairs of the 8 photos of 6-24 MP at 10-500 KB that ask all decide as
   * the original's own tiles at its own scale did; with 0.5, the floor of `gammaRange`, 3 more are read in
   * full.
   */
  copyGammaFloor: 0.7,
  /** How far the estimator's uncalibrated predictions may be off (JPEG sources: up to 14 %). */
  estimateMargin: 0.15,
  /** Never make an output side shorter than this. */
  minSidePx: 32,
  /**
   * SSIM compares candidates at this display size (about a photo's view in a page or on a phone); the copy
   * at this size is also the size model's second anchor. Measured in Node on the 20 images at 10-100 KB
   * against 1 MP: median luma SSIM on the original's grid 0.8462 against 0.8428 (38 pairs up, 27 down by
   * more than 0.0003, the most a chart at 10-30 KB, −0.03) and median time 271 ms against 333 ms (smaller
   * resizes, encodes and SSIM); 200 and 500 KB unchanged.
   */
  ssimDisplayPixels: 500_000,

  /** Full-size encodes allowed while landing at one size, before settling for the best under the target. */
  maxFullEncodes: 6,
  /**
   * …and at most this many pixels encoded at full size in one landing (3 encodes of a 17 MP photo, 6 of a
   * 6 MP one): bounds the worst case, which is a target sitting in a gap no knob can fill.
   */
  fullEncodePixelBudget: 60_000_000,
  /** When dimensions change anyway, this many re-sizes by a few pixels may close a gap the quality steps leave. */
  maxDimensionNudges: 3,
  /**
   * If the target is above what 4:2:0 at quality 100 reaches at full size, try 4:4:4 before calling it
   * unreachable; and if a 4:2:0 landing at quality ≥ `fullChromaFromQuality` leaves a gap, try 4:4:4's
   * sizes too (they interleave with 4:2:0's, and at such qualities full-resolution colour is the better image).
   */
  allowFullChroma: true,
  fullChromaFromQuality: 80,
  /**
   * When no quality, chroma quality or smoothing lands at the original size, mozjpeg's other quantisation
   * table sets (0-8) are tried: their quality steps fall at other sizes, so together they fill the gaps
   * one table leaves (a 600x315 WEBP at 200 KB: 188.7 KB at 4:4:4 q99, 201.7 KB at q100 on table 3;
   * 198.2 KB at q98 on table 7). Ordered by luma SSIM at equal bytes, measured on five corpus images: 7 and
   * 8 beat 3 by 0.001-0.02, 0 and 2 match it, 5, 4 and 6 trail it (last resorts). `quantTable` is skipped.
   */
  alternativeQuantTables: [8, 3, 0, 2, 5, 4, 6],
  /** At most this many of those tables are landed (full encodes); the rest are only probed. */
  maxTableLandings: 2,
  /** Full encodes per table landing: with the model calibrated by the default table's encodes, 2-3 suffice. */
  tableLandingFullEncodes: 3,
  /**
   * A picture kept at its own size is landed on whichever of the default table and these scores the better
   * luma SSIM on its mosaic at the target (see clearerTable)…
   */
  keepTableAlternatives: [0],
  /**
   * …if it has at least this many pixels. Below, the comparison costs a large share of a short job for
   * little: table 7 led on 21 of the 26 corpus pairs kept at full size, table 0 on 4 by at most 0.0009.
   */
  tableChoiceMinPixels: 2_000_000,
  /** …and beats the default by more than this. */
  tableChoiceMargin: 0.0002,
  /**
   * A picture of at least this many pixels kept at its own size tries one luma step up with less chroma
   * before the tied setting (Lander.lumaStep). In the browser bench that moved alpha-paper-2048.png at
   * 100 KB from 0.00004 below the spec algorithm's luma SSIM to 0.0005 above; on every picture it made the
   * median pair 20 % slower, since small pictures near the median paid the bracket's probes.
   */
  lumaStepMinPixels: 2_000_000,
} as const

type Widen<T> = T extends number
  ? number
  : T extends boolean
    ? boolean
    : T extends readonly number[]
      ? readonly number[]
      : T

export type CompressTuning = { [K in keyof typeof COMPRESS_TUNING]: Widen<(typeof COMPRESS_TUNING)[K]> }

export function resolveTuning(overrides: Partial<CompressTuning> | undefined): CompressTuning {
  return { ...COMPRESS_TUNING, ...overrides }
}

/** Fixed mozjpeg settings for every encode, probes and final alike, so probe sizes predict the final size. */
/** mozjpeg's own quantisation tables (ImageMagick's): what `quant_table` means when settings name none. */
export const MOZJPEG_DEFAULT_QUANT_TABLE = 3

export const JPEG_ENCODER = {
  /**
   * Progressive costs ~2x the time here for the same size within 0.1 % (docs/compress-engine.md, "Why
   * progressive is off").
   */
  progressive: false,
  /** 8-bit quantisation tables: some upload validators reject the 16-bit tables very low qualities need. */
  forceBaseline: true,
  /** Optimised Huffman tables: a few % smaller for the same pixels; part of why probes must use them too. */
  optimizeCoding: true,
} as const
