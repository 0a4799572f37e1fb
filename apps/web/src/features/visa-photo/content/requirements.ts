import { REQUIREMENT_TEXT } from '@vps/specs'
import {
  backgroundSwatches,
  dpiText,
  faceRange,
  fileSizeWindow,
  type PhotoSpec,
  type Swatch,
  sizeMm,
  sizePx,
} from '../../../shared/country/spec-format.ts'

export type RequirementItem = {
  key: string
  label: string
  value: string
  swatches?: Swatch[]
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** The requirements list of a photo page, every value read from the country's spec. */
export function buildRequirements(spec: PhotoSpec, countryName: string): RequirementItem[] {
  const swatches = backgroundSwatches(spec)
  return [
    { key: 'size', label: 'Photo size', value: sizeMm(spec) },
    { key: 'pixels', label: 'Pixel dimensions', value: sizePx(spec) },
    { key: 'resolution', label: 'Resolution', value: dpiText(spec) },
    { key: 'format', label: 'File format', value: spec.format },
    { key: 'file-size', label: 'File size', value: capitalise(fileSizeWindow(spec)) },
    {
      key: 'background',
      label: 'Background',
      value: swatches.map((s) => `${s.name} (${s.hex})`).join(', '),
      swatches,
    },
    {
      key: 'face',
      label: `Face size (${countryName} rule)`,
      value: `${faceRange(spec)} of image height, chin to top of head`,
    },
    // The general text is shown for every country, even where its own range differs (docs/product-rules.md,
    // "Photo requirements text").
    { key: 'face-general', label: 'General rule', value: REQUIREMENT_TEXT.faceCoverage },
    { key: 'recency', label: 'Recency', value: REQUIREMENT_TEXT.recency },
  ]
}
