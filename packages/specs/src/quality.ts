// The photo quality checks' thresholds (docs/photo-checks.md): one place for the engine's verdicts, the
// panel's rows and the receipt. Each is set from `pnpm --filter @vps/imaging bench:checks` (defects seeded
// into the measured portraits) and named after the rule it comes from.
export const QUALITY = {
  checks: {
    /** Face luminance mean, 0..1 (ISO/IEC 29794-5 LuminanceMean; OFIQ scores 50 at 0.2 and at 0.8). */
    exposure: { minLuminance: 0.25, maxLuminance: 0.8, maxDark: 0.1, maxBright: 0.1 },
    /** Entropy of the face's luminance, bits (29794-5 DynamicRange; OFIQ's score is 12.5 x bits). */
    dynamicRange: { minBits: 5.8 },
    /**
     * The darker half of the face's mean luminance over the brighter half's (after 29794-5
     * IlluminationUniformity; ours): under `minBalance` it fails. The darkest mirrored pair of cheek and jaw
     * patches under `minCheekBalance` only warns: clean portraits read 0.33-0.94 there, a hard shadow on one
     * cheek 0.26-0.60 (docs/photo-checks.md, "Even lighting").
     */
    lighting: { minBalance: 0.6, minCheekBalance: 0.55 },
    /** Fine edges against contrast across the eyes, at a fixed face size (ours; OFIQ uses a trained model). */
    sharpness: { min: 0.32 },
    /** JPEG block steps against other steps (ours; OFIQ uses a trained model). */
    compression: { maxBlockiness: 2 },
    /** Distance between the eye centres in the photo, px: a warning only (29794-5 InterEyeDistance). */
    eyeDistance: { minPx: 90 },
    /** Head turned sideways, degrees (ICAO 9303 / ISO/IEC 39794-5: facing the camera, yaw within 5°). */
    yaw: { maxDegrees: 5 },
    /**
     * Chin up or down, degrees: the rule is 5° too, but our reading of it spreads ±6° over straight
     * portraits, so it warns beyond 10°, and fails only beyond 20°, where even our widest error leaves the chin
     * past the rule (docs/photo-checks.md, "Pose").
     */
    pitch: { maxDegrees: 10, sureDegrees: 20 },
    /**
     * The spread of brightness around each iris over the skin's brightness, the less visible eye (ours, after
     * ICAO 9303: eyes clearly visible, no tinted lenses): dark or tinted lenses, a bar or hair over the eyes
     * flatten it. Under `minContrast` it fails; up to `sureContrast` it warns (a light tint, eyes in shadow).
     * 60 clean portraits read 0.25-1.48 (0.16 for a face 40 px wide in a group); the same behind lenses
     * darkened to 15 %, 0.05-0.18 (docs/photo-checks.md, "Eyes visible").
     */
    eyesVisible: { minContrast: 0.2, sureContrast: 0.3 },
    /** The lids' gap at the middle over the iris's diameter, the smaller eye's (29794-5 EyesOpen; ours). */
    eyesOpen: { minOpen: 0.25 },
    /**
     * The lips' gap over the mouth's width (29794-5 MouthClosed; ours). Closed up to `maxOpen`; past `sureOpen`
     * the mouth is open for sure (a broad smile with teeth reads 0.17-0.25, a laugh 0.4) and a document asking
     * for the mouth closed fails it; between, a look. A document that accepts a natural smile warns up to
     * `smileMaxOpen` (teeth showing) and fails past it (a laugh, an open mouth).
     */
    mouthClosed: { maxOpen: 0.1, sureOpen: 0.15, smileMaxOpen: 0.3 },
    /**
     * The mouth's corners against the middle of the lips' line, over the mouth's width (ours, after ICAO's
     * neutral expression). Level from `minCornerLift` to `maxCornerLift`; past `sureCornerLift` a smile for
     * sure (smiles with teeth read +9 to +13 %, closed-lip smiles +6 %, neutral faces -9 to +1 %), which fails
     * where the document asks for a neutral face; a pout, or a smile under it, warns. A frown, raised brows
     * or squeezed eyes are not read.
     */
    expression: { minCornerLift: -0.1, maxCornerLift: 0.04, sureCornerLift: 0.08 },
    /** Where the eyes look, degrees from the camera: head yaw plus the eyes' own turn (ours): a warning. */
    gaze: { maxDegrees: 10 },
    /**
     * Horizontal edges over the nose between the eyes over the face's contrast (ours): a frame's bridge. A
     * warning, or a failure where the document forbids glasses.
     */
    glasses: { maxBridgeEdges: 0.35 },
    /**
     * The share of the upper forehead that matches the cheeks' skin (ours): under `minForeheadSkin`, a hat,
     * cap, scarf or fringe comes down over the forehead, a look; under `coveredForeheadSkin` it is covered
     * for sure (caps drawn on read 0.00, clean portraits 0.44 and up), which every document refuses, a
     * religious covering included: the face must show from the hairline to the chin. A covering above the
     * hairline is not seen.
     */
    headCovering: { minForeheadSkin: 0.4, coveredForeheadSkin: 0.25 },
    /** The wall's luminance, 90th minus 10th percentile, beside and above the head (ours, after ICAO). */
    backgroundUniform: { maxSpread: 0.2 },
    /** The wall next to the head over the wall further out, the darker side (ours, after ICAO). */
    backgroundShadow: { minRatio: 0.9 },
  },
} as const

export type QualityCheck = keyof typeof QUALITY.checks
