import { allowedBackgrounds, backgroundColorName, type DocumentRow, UPLOAD_LIMITS } from '@vps/specs'

// A document read as a spec row (documentSpec): the table's row, or a document's, whose minimum KB may be null.
export type PhotoSpec = DocumentRow

export function minFileSizeKb(spec: PhotoSpec): number | undefined {
  return spec.min_file_size_kb ?? undefined
}

export const sizeMm = (spec: PhotoSpec) => `${spec.width_mm}x${spec.height_mm} mm`
export const sizeCm = (spec: PhotoSpec) => `${spec.width_mm / 10}x${spec.height_mm / 10} cm`
export const sizePx = (spec: PhotoSpec) => `${spec.width_px}x${spec.height_px} px`
export const dpiText = (spec: PhotoSpec) => `${spec.dpi} dpi`

/** '250-400KB' for a window, 'at most 240KB' when the spec sets no minimum. */
export function fileSizeWindow(spec: PhotoSpec): string {
  const min = minFileSizeKb(spec)
  return min === undefined ? `at most ${spec.max_file_size_kb}KB` : `${min}-${spec.max_file_size_kb}KB`
}

export const faceRange = (spec: PhotoSpec) => `${spec.face_coverage_min}-${spec.face_coverage_max}%`

/** Auto-positioning aims at the middle of the country's range (docs/photo-pipeline.md, "Placement"). */
export const faceTarget = (spec: PhotoSpec) => (spec.face_coverage_min + spec.face_coverage_max) / 2

export type Swatch = { hex: string; name: string; main: boolean }

export function backgroundSwatches(spec: PhotoSpec): Swatch[] {
  return allowedBackgrounds(spec).map((hex, index) => ({
    hex,
    name: backgroundColorName(hex),
    main: index === 0,
  }))
}

/** 'white', or 'light grey (white also accepted)'. Lower case, for use inside sentences. */
export function backgroundPhrase(spec: PhotoSpec): string {
  const [main, ...others] = backgroundSwatches(spec)
  const mainText = main ? main.name.toLowerCase() : spec.background_color
  if (others.length === 0) return mainText
  return `${mainText} (${others.map((s) => s.name.toLowerCase()).join(' or ')} also accepted)`
}

/** The main background colour's name, lower case: 'white', 'light grey'. */
export const mainBackgroundName = (spec: PhotoSpec) =>
  backgroundColorName(spec.background_color).toLowerCase()

/**
 * What the tool does with the wall behind you, for the FAQ and the common issues: it can replace it, where the
 * document accepts an edited background (the note under the switch says which), else the photo keeps its own.
 */
export const backgroundChoiceText = (spec: PhotoSpec) =>
  `The Background switch above your photo can replace the wall behind you with plain ${mainBackgroundName(spec)}, on your device; the note under it says whether this document accepts an edited background. If you keep your own wall, start from a plain, evenly lit one.`

/** The formats the upload takes, in words: 'JPEG, PNG or WEBP, or an iPhone photo (HEIC)'. */
export const uploadFormatsText = () => `${acceptedFormatsText()}, or an iPhone photo (HEIC)`

const BYTES_PER_MB = 1024 * 1024

/** '4MB', from UPLOAD_LIMITS. */
export const maxUploadText = () => `${UPLOAD_LIMITS.photoMaxBytes / BYTES_PER_MB}MB`

/** 'JPEG, PNG or WEBP', from the picker's accepted types. */
export function acceptedFormatsText(): string {
  const names = UPLOAD_LIMITS.acceptedPickerTypes.map((type) => type.split('/')[1]?.toUpperCase() ?? type)
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : names.join('')
}
