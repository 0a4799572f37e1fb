// One photo document's form values (docs/photo-documents.md) and their mapping to and from photoDocumentSchema's
// shape. Optional groups (the accepted pixel range, the eye line, the top margin) are empty inputs when not
// stated; an empty KB minimum is none. Validation is the schema's own, in destination-form.ts.
import type { CountrySpec, PhotoDocument, RuleSource } from '@vps/specs'
import {
  anyStated,
  colourListInput,
  type EditPolicyFields,
  fromPolicyFields,
  isBlank,
  numberInput,
  type OptionalNumber,
  statedNumber,
  toPolicyFields,
  verifiedOnInput,
  verifiedOnValue,
  withColourList,
} from './form-values.ts'

type Band = { min: OptionalNumber; max: OptionalNumber }
type Size = { width: OptionalNumber; height: OptionalNumber }

export type SourceFields = Omit<RuleSource, 'verifiedOn'> & {
  /** 'YYYY-MM-DD' from the date input; empty for 'not verified'. */
  verifiedOn: string
}

export interface DocumentFields {
  id: string
  name: string
  medium: PhotoDocument['medium']
  width_mm: number
  height_mm: number
  width_px: number
  height_px: number
  dpi: number
  /** The pixel sizes the form accepts: all four empty for not stated, the maximum's two alone for no maximum. */
  pixels: { min: Size; max: Size }
  /** An empty minimum for none. */
  file_size_kb: { min: OptionalNumber; max: number }
  head: { min: number; max: number; crown: PhotoDocument['head']['crown'] }
  /** Both empty for not stated. */
  eye_line: Band
  /** Both empty for not stated. */
  top_margin: Band
  background_color: string
  /** '#ffffff, #f5f5f5': the accepted colours, the main one included; empty for only the main one. */
  background_options: string
  glasses: PhotoDocument['glasses']
  expression: NonNullable<PhotoDocument['expression']>
  head_covering: NonNullable<PhotoDocument['head_covering']>
  editPolicy: EditPolicyFields
  sources: SourceFields[]
}

const sizeInputs = (size: { width: number; height: number } | undefined): Size => ({
  width: numberInput(size?.width),
  height: numberInput(size?.height),
})
const bandInputs = (band: { min: number; max: number } | undefined): Band => ({
  min: numberInput(band?.min),
  max: numberInput(band?.max),
})

export function toDocumentFields(document: PhotoDocument): DocumentFields {
  const { pixels, file_size_kb, head, eye_line, top_margin, background_options, editPolicy, sources } =
    document
  return {
    ...document,
    expression: document.expression ?? 'unstated',
    head_covering: document.head_covering ?? 'unstated',
    pixels: { min: sizeInputs(pixels?.min), max: sizeInputs(pixels?.max) },
    file_size_kb: { min: numberInput(file_size_kb.min), max: file_size_kb.max },
    head: { ...head },
    eye_line: bandInputs(eye_line),
    top_margin: bandInputs(top_margin),
    background_options: colourListInput(background_options),
    editPolicy: toPolicyFields(editPolicy),
    sources: sources.map((source) => ({ ...source, verifiedOn: verifiedOnInput(source.verifiedOn) })),
  }
}

const size = ({ width, height }: Size) => ({ width: statedNumber(width), height: statedNumber(height) })

/** The range when any of its inputs holds a number; a maximum only when one of its own does. */
function pixelRange({ min, max }: DocumentFields['pixels']): PhotoDocument['pixels'] {
  const hasMax = anyStated(max.width, max.height)
  if (!hasMax && !anyStated(min.width, min.height)) return undefined
  return { min: size(min), ...(hasMax ? { max: size(max) } : {}) }
}

const band = ({ min, max }: Band) =>
  anyStated(min, max) ? { min: statedNumber(min), max: statedNumber(max) } : undefined

/** A key only when its value is stated: the schema's optional fields are absent, never undefined. */
const optional = <K extends string, V>(key: K, value: V | undefined) =>
  (value === undefined ? {} : { [key]: value }) as { [P in K]?: V }

/**
 * The document as photoDocumentSchema reads it. Typed as a document, but not yet checked: a cleared required
 * number is NaN here, and the schema refuses it with its message.
 */
export function fromDocumentFields(fields: DocumentFields): PhotoDocument {
  const {
    pixels,
    file_size_kb,
    eye_line,
    top_margin,
    expression,
    head_covering,
    editPolicy,
    sources,
    ...rest
  } = withColourList(fields)
  return {
    ...rest,
    // 'Not stated' is the schema's absent field: a document staff left alone round-trips unchanged.
    ...optional('expression', expression === 'unstated' ? undefined : expression),
    ...optional('head_covering', head_covering === 'unstated' ? undefined : head_covering),
    ...optional('pixels', pixelRange(pixels)),
    file_size_kb: { min: isBlank(file_size_kb.min) ? null : file_size_kb.min, max: file_size_kb.max },
    ...optional('eye_line', band(eye_line)),
    ...optional('top_margin', band(top_margin)),
    editPolicy: fromPolicyFields(editPolicy),
    sources: sources.map((source) => ({ ...source, verifiedOn: verifiedOnValue(source.verifiedOn) })),
  }
}

/** The numbers "Add document" starts from: the destination's spec as the form holds it. */
export type SpecInputs = Pick<
  CountrySpec,
  | 'width_mm'
  | 'height_mm'
  | 'width_px'
  | 'height_px'
  | 'dpi'
  | 'min_file_size_kb'
  | 'max_file_size_kb'
  | 'face_coverage_min'
  | 'face_coverage_max'
  | 'background_color'
> & { background_options: string }

/**
 * A new document: the destination's own numbers and policy, as its default document has them, and no id, name
 * or source yet, which staff then fill in from the authority's page.
 */
export function newDocumentFields(spec: SpecInputs, editPolicy: EditPolicyFields): DocumentFields {
  return {
    id: '',
    name: '',
    medium: 'digital',
    width_mm: spec.width_mm,
    height_mm: spec.height_mm,
    width_px: spec.width_px,
    height_px: spec.height_px,
    dpi: spec.dpi,
    pixels: { min: sizeInputs(undefined), max: sizeInputs(undefined) },
    file_size_kb: { min: numberInput(spec.min_file_size_kb), max: spec.max_file_size_kb },
    head: { min: spec.face_coverage_min, max: spec.face_coverage_max, crown: 'hair' },
    eye_line: bandInputs(undefined),
    top_margin: bandInputs(undefined),
    background_color: spec.background_color,
    background_options: spec.background_options,
    glasses: 'unstated',
    expression: 'unstated',
    head_covering: 'unstated',
    editPolicy: { ...editPolicy, source: { ...editPolicy.source } },
    sources: [],
  }
}

export const NEW_SOURCE: SourceFields = { name: '', url: '', quote: '', verifiedOn: '' }
