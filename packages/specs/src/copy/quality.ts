// The quality rows' words (docs/photo-checks.md): each names what was measured, the threshold with the rule
// it comes from, and, when it fails, what to do about it.

import type { LeftoverKind, LeftoverPlace } from '../photo.ts'
import { QUALITY, type QualityCheck } from '../quality.ts'
import type { ExpressionRule, HeadCoveringRule } from '../schemas/photo-document.ts'

export const QUALITY_LABELS: Record<QualityCheck, string> = {
  exposure: 'Exposure',
  dynamicRange: 'Contrast',
  lighting: 'Even lighting',
  sharpness: 'Sharpness',
  compression: 'JPEG artefacts',
  eyeDistance: 'Eye distance',
  yaw: 'Facing the camera',
  pitch: 'Head level',
  eyesVisible: 'Eyes visible',
  eyesOpen: 'Eyes open',
  mouthClosed: 'Mouth closed',
  expression: 'Neutral expression',
  gaze: 'Looking at the camera',
  glasses: 'No glasses',
  headCovering: 'Forehead uncovered (head covering)',
  backgroundUniform: 'Plain background',
  backgroundShadow: 'No shadow behind the head',
}

/** The checks whose rule is the document's own (GLASSES_RULE_WORDS, EXPRESSION_RULE_WORDS, HEAD_COVERING_RULE_WORDS). */
type DocumentRuled = 'glasses' | 'mouthClosed' | 'expression' | 'headCovering'

/** What the officer's rule is, in a few words: shown after each threshold where no document rule decides. */
export const QUALITY_RULES: Record<Exclude<QualityCheck, DocumentRuled>, string> = {
  exposure: 'ISO/IEC 29794-5 luminance',
  dynamicRange: 'ISO/IEC 29794-5 dynamic range',
  lighting: 'ICAO 9303: evenly lit, no shadows',
  sharpness: 'ICAO 9303: in sharp focus',
  compression: 'ICAO 9303: no compression artefacts',
  eyeDistance: 'ISO/IEC 29794-5 inter-eye distance',
  yaw: 'ICAO 9303: full face, not turned',
  pitch: 'ICAO 9303: head level, not tilted up or down',
  eyesVisible: 'ICAO 9303: eyes clearly visible, no tinted lenses',
  eyesOpen: 'ICAO 9303: eyes open and clearly visible',
  gaze: 'ICAO 9303: looking at the camera',
  backgroundUniform: 'ICAO 9303: plain, uniform background',
  backgroundShadow: 'ICAO 9303: no shadows on the background',
}

export const QUALITY_FIXES: Record<QualityCheck, string> = {
  exposure:
    'Face a window or a lamp so your face is evenly and brightly lit, with no bright light behind you',
  dynamicRange: 'The photo looks flat or faded: take it in brighter light, without a filter',
  lighting: 'Turn so the light falls evenly on both sides of your face',
  sharpness: 'The photo is blurred: hold the camera still, let it focus on your eyes, or use a sharper photo',
  compression:
    'The photo was saved at very low quality: use the original from your camera, not a copy sent through a messaging app',
  eyeDistance: 'Use a larger photo, or one taken closer',
  yaw: 'Turn your head so your face points straight at the camera',
  pitch: 'Keep your chin level, neither raised nor lowered, with the camera at the height of your eyes',
  eyesVisible:
    'Take off sunglasses or tinted glasses, move hair away from your eyes, and face the light so it reaches them',
  eyesOpen: 'Keep both eyes open: retake the photo without blinking or squinting',
  mouthClosed: 'Close your mouth: lips together, teeth hidden',
  expression: 'Relax your face: lips closed and level, no broad smile, no pout, no frown',
  gaze: 'Look straight into the camera lens',
  glasses: 'Take your glasses off for the photo',
  headCovering:
    'Take off any hat, cap or headband and move hair off your forehead; a religious covering must leave your whole face showing, hairline to chin',
  backgroundUniform:
    'Stand in front of a plain, evenly lit wall, or turn on background replacement where the document allows it',
  backgroundShadow:
    'Stand half a metre or more in front of the wall, with the light in front of you, so your head casts no shadow on it',
}

/** The wall rows when the page replaced the wall: the photo's own wall is not judged for its spread or shadow. */
export const QUALITY_WALL_REPLACED = 'Replaced on your device by a plain background'

/** Where a patch of the old wall is left, in the visitor's words ('left' and 'right' as the photo shows them). */
export const LEFTOVER_PLACE_WORDS: Record<LeftoverPlace, string> = {
  crown: 'at the top of your head',
  'hair-left': 'in the hair on the left of the photo',
  'hair-right': 'in the hair on the right of the photo',
  'ear-left': 'by the ear on the left of the photo',
  'ear-right': 'by the ear on the right of the photo',
  face: 'around your face',
  neck: 'beside your neck',
  'shoulder-left': 'by the shoulder on the left of the photo',
  'shoulder-right': 'by the shoulder on the right of the photo',
}

/** What a patch 'Plain background' fails is, before where it lies (LeftoverKind). */
export const LEFTOVER_KIND_WORDS: Record<LeftoverKind, string> = {
  colour: 'colours of your old wall remain',
  beyond: 'part of what was behind you is kept as if it were you',
  cut: 'part of your hair or outline is cut away',
}

const placesInWords = (parts: readonly string[]) =>
  parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`

/**
 * 'Plain background' with the wall replaced, once the export was searched for what is left of the old wall
 * (docs/background.md, "Leftover wall"): the patches found, by place, largest first, or none.
 */
export const QUALITY_LEFTOVER = {
  none: (minAreaPx: number) =>
    `Replaced on your device by a plain background; no patch of your old wall's colours found beside you (patches from ${minAreaPx} px fail)`,
  found: (
    patches: readonly { kind?: LeftoverKind; place: LeftoverPlace; areaPx: number }[],
    minAreaPx: number,
  ) => {
    const where = (kind: LeftoverKind) => {
      const byPlace = new Map<LeftoverPlace, number>()
      for (const p of patches)
        if ((p.kind ?? 'colour') === kind) byPlace.set(p.place, (byPlace.get(p.place) ?? 0) + p.areaPx)
      return placesInWords(
        [...byPlace]
          .sort((a, b) => b[1] - a[1])
          .map(([place, px]) => `${LEFTOVER_PLACE_WORDS[place]} (${px} px)`),
      )
    }
    // The old wall's colours last, so the size they fail from ends the sentence beside them; the other kinds
    // fail from sizes of their own (docs/background.md).
    const order: LeftoverKind[] = ['beyond', 'cut', 'colour']
    const clauses = order
      .map((kind) => [kind, where(kind)] as const)
      .filter(([, places]) => places !== '')
      .map(([kind, places]) => `${LEFTOVER_KIND_WORDS[kind]} ${places}`)
    const colour = where('colour') !== ''
    return `Replaced on your device, but ${clauses.join('; ')}${colour ? ` (patches from ${minAreaPx} px fail)` : ''}`
  },
  fix: 'Use a photo taken against a plainer wall, a step further from it, with nothing busy behind your ears and hair: an officer can refuse a photo that shows it was edited',
} as const

/** What the document says about glasses, after the glasses row's measure. */
export const GLASSES_RULE_WORDS = {
  forbidden: 'this document does not accept glasses',
  allowed: 'this document accepts glasses without glare or tint',
  unstated: 'many forms refuse glasses, the US since 2016',
} as const

/** The eyes' rows when the eyes cannot be seen: what they would read is not there to read. */
export const QUALITY_EYES_HIDDEN =
  "Not measured: your eyes cannot be seen clearly (see 'Eyes visible'). Check it yourself"

/** What the document says about expression, after the mouth and expression rows' measures. */
export const EXPRESSION_RULE_WORDS: Record<ExpressionRule, string> = {
  'neutral-mouth-closed': 'this document asks for a neutral expression with the mouth closed',
  'natural-smile': 'this document accepts a natural smile, not a broad grin or an open mouth',
  unstated: 'ICAO 9303: neutral expression, mouth closed (this document states no rule of its own)',
}

/** What the document says about head coverings, after the head covering row's measure. */
export const HEAD_COVERING_RULE_WORDS: Record<HeadCoveringRule, string> = {
  'religious-only':
    'this document accepts a covering worn for religious or medical reasons only, with the whole face showing',
  forbidden: 'this document accepts no head covering',
  unstated: 'ICAO 9303: no hat or cap; a religious covering only with the whole face showing',
}

/** A row whose measure the face's landmarks could not give: said, never passed in silence. */
export const QUALITY_NOT_MEASURED = "Not measured: the face's landmarks could not be read. Check it yourself"

const pct = (share: number) => `${Math.round(share * 100)}%`
const deg = (degrees: number) => `${Math.round(Math.abs(degrees))}°`
const q = QUALITY.checks

/** The measured value and the threshold, per check, from the measures the engine reports. */
export const QUALITY_DETAILS = {
  exposure: (luminance: number, dark: number, bright: number) =>
    `Face brightness ${pct(luminance)} (required ${Math.round(q.exposure.minLuminance * 100)}-${pct(q.exposure.maxLuminance)}), ${pct(dark)} black and ${pct(bright)} white (at most ${pct(q.exposure.maxDark)} each; ${QUALITY_RULES.exposure})`,
  dynamicRange: (bits: number) =>
    `Face tones span ${bits.toFixed(1)} bits (at least ${q.dynamicRange.minBits}; ${QUALITY_RULES.dynamicRange})`,
  lighting: (balance: number, cheeks: number) =>
    `The darker side of your face is ${pct(balance)} as bright as the other (at least ${pct(q.lighting.minBalance)}), and the darker cheek ${pct(cheeks)} as bright as its twin (look again under ${pct(q.lighting.minCheekBalance)}: a shadow on one cheek; ${QUALITY_RULES.lighting})`,
  sharpness: (value: number) =>
    `Fine detail around the eyes ${value.toFixed(2)} (at least ${q.sharpness.min}; ${QUALITY_RULES.sharpness})`,
  compression: (value: number) =>
    `JPEG block pattern ${value.toFixed(1)} (at most ${q.compression.maxBlockiness}; ${QUALITY_RULES.compression})`,
  eyeDistance: (px: number) =>
    `${Math.round(px)} px between the eyes in your photo (${q.eyeDistance.minPx} or more recommended; ${QUALITY_RULES.eyeDistance})`,
  yaw: (degrees: number) =>
    `Head turned ${deg(degrees)} to the side (at most ${q.yaw.maxDegrees}°; ${QUALITY_RULES.yaw})`,
  pitch: (degrees: number) =>
    `Chin ${degrees >= 0 ? 'raised' : 'lowered'} about ${deg(degrees)} (check it beyond ${q.pitch.maxDegrees}°, refused beyond ${q.pitch.sureDegrees}°: the rule is 5°, and our reading varies by about 6° on straight faces; ${QUALITY_RULES.pitch})`,
  eyesVisible: (contrast: number) =>
    `The whites of the less visible eye stand out from its iris by ${pct(contrast)} of your skin's brightness (at least ${pct(q.eyesVisible.sureContrast)}; under ${pct(q.eyesVisible.minContrast)} the eyes cannot be seen; ${QUALITY_RULES.eyesVisible})`,
  eyesOpen: (open: number) =>
    `The less open eye shows ${pct(open)} of its iris's height between the lids (at least ${pct(q.eyesOpen.minOpen)}; ${QUALITY_RULES.eyesOpen})`,
  mouthClosed: (open: number, rule: ExpressionRule) =>
    `Lips apart by ${pct(open)} of the mouth's width (closed up to ${pct(q.mouthClosed.maxOpen)}; ${EXPRESSION_RULE_WORDS[rule]})`,
  expression: (lift: number, rule: ExpressionRule) =>
    `Mouth corners ${lift >= 0 ? 'raised' : 'lowered'} by ${pct(Math.abs(lift))} of the mouth's width from the lips' middle (level means within ${pct(-q.expression.minCornerLift)} below to ${pct(q.expression.maxCornerLift)} above; a frown or raised brows are not measured: check them yourself; ${EXPRESSION_RULE_WORDS[rule]})`,
  glasses: (edges: number, rule: 'allowed' | 'forbidden' | 'unstated') =>
    `${edges >= q.glasses.maxBridgeEdges ? 'A glasses frame seems to cross your nose' : 'No glasses frame seen across your nose'} (edge ${edges.toFixed(2)}, frames from ${q.glasses.maxBridgeEdges}; thin or rimless frames can be missed; ${GLASSES_RULE_WORDS[rule]})`,
  headCovering: (skin: number, rule: HeadCoveringRule) =>
    `${skin >= q.headCovering.minForeheadSkin ? 'Your forehead shows' : 'Something seems to cover your forehead'}: ${pct(skin)} of it matches your skin (at least ${pct(q.headCovering.minForeheadSkin)}; a covering above the hairline, or one of skin colour, is not seen: check it yourself; ${HEAD_COVERING_RULE_WORDS[rule]})`,
  backgroundUniform: (spread: number) =>
    `The wall beside your head varies by ${pct(spread)} in brightness (at most ${pct(q.backgroundUniform.maxSpread)}; ${QUALITY_RULES.backgroundUniform})`,
  backgroundShadow: (ratio: number) =>
    `The wall next to your head is ${pct(ratio)} as bright as the wall further out (at least ${pct(q.backgroundShadow.minRatio)}; ${QUALITY_RULES.backgroundShadow})`,
  gaze: (degrees: number) =>
    `Eyes look about ${deg(degrees)} away from the camera (at most ${q.gaze.maxDegrees}°; ${QUALITY_RULES.gaze})`,
} as const
