// The quality rows' words (docs/photo-checks.md): each names what was measured, the threshold with the rule
// it comes from, and, when it fails, what to do about it.
import { QUALITY, type QualityCheck } from '../quality.ts'

export const QUALITY_LABELS: Record<QualityCheck, string> = {
  exposure: 'Exposure',
  dynamicRange: 'Contrast',
  lighting: 'Even lighting',
  sharpness: 'Sharpness',
  compression: 'JPEG artefacts',
  eyeDistance: 'Eye distance',
}

/** What the officer's rule is, in a few words: shown after each threshold. */
export const QUALITY_RULES: Record<QualityCheck, string> = {
  exposure: 'ISO/IEC 29794-5 luminance',
  dynamicRange: 'ISO/IEC 29794-5 dynamic range',
  lighting: 'ICAO 9303: evenly lit, no shadows',
  sharpness: 'ICAO 9303: in sharp focus',
  compression: 'ICAO 9303: no compression artefacts',
  eyeDistance: 'ISO/IEC 29794-5 inter-eye distance',
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
}

const pct = (share: number) => `${Math.round(share * 100)}%`
const q = QUALITY.checks

/** The measured value and the threshold, per check, from the measures the engine reports. */
export const QUALITY_DETAILS = {
  exposure: (luminance: number, dark: number, bright: number) =>
    `Face brightness ${pct(luminance)} (required ${Math.round(q.exposure.minLuminance * 100)}-${pct(q.exposure.maxLuminance)}), ${pct(dark)} black and ${pct(bright)} white (at most ${pct(q.exposure.maxDark)} each; ${QUALITY_RULES.exposure})`,
  dynamicRange: (bits: number) =>
    `Face tones span ${bits.toFixed(1)} bits (at least ${q.dynamicRange.minBits}; ${QUALITY_RULES.dynamicRange})`,
  lighting: (balance: number) =>
    `The darker side of your face is ${pct(balance)} as bright as the other (at least ${pct(q.lighting.minBalance)}; ${QUALITY_RULES.lighting})`,
  sharpness: (value: number) =>
    `Fine detail around the eyes ${value.toFixed(2)} (at least ${q.sharpness.min}; ${QUALITY_RULES.sharpness})`,
  compression: (value: number) =>
    `JPEG block pattern ${value.toFixed(1)} (at most ${q.compression.maxBlockiness}; ${QUALITY_RULES.compression})`,
  eyeDistance: (px: number) =>
    `${Math.round(px)} px between the eyes in your photo (${q.eyeDistance.minPx} or more recommended; ${QUALITY_RULES.eyeDistance})`,
} as const
