// The destination form's values and their validation: the very destinationSchema the API checks, reached from
// what the inputs hold (numbers from number inputs, the accepted colours as one line of text, an empty date
// for a policy nobody verified).
import {
  type CountrySpec,
  DEFAULT_EDIT_POLICY,
  type Destination,
  destinationSchema,
  type EditPolicy,
} from '@vps/specs'
import { z } from 'zod'

type SpecFields = Omit<CountrySpec, 'background_options'> & {
  /** '#ffffff, #f5f5f5': the other accepted colours, the main one included; empty for none. */
  background_options: string
}

type EditPolicyFields = Omit<EditPolicy, 'verifiedOn'> & {
  /** 'YYYY-MM-DD' from the date input; empty for 'not verified'. */
  verifiedOn: string
}

export interface DestinationFormValues {
  slug: string
  name: string
  spec: SpecFields
  editPolicy: EditPolicyFields
}

const NOT_VERIFIED = 'not verified'

/** Commas or spaces between colours; an empty line means no list (only the main colour). */
export function parseColourList(text: string): string[] | undefined {
  const colours = text
    .split(/[\s,]+/)
    .map((colour) => colour.trim())
    .filter(Boolean)
  return colours.length > 0 ? colours : undefined
}

const toPolicyFields = (policy: EditPolicy): EditPolicyFields => ({
  ...policy,
  source: { ...policy.source },
  verifiedOn: policy.verifiedOn === NOT_VERIFIED ? '' : policy.verifiedOn,
})

export function toFormValues({ slug, name, spec, editPolicy }: Destination): DestinationFormValues {
  return {
    slug,
    name,
    spec: { ...spec, background_options: (spec.background_options ?? []).join(', ') },
    editPolicy: toPolicyFields(editPolicy),
  }
}

/** Paths stay those of the form fields ('spec.min_file_size_kb'), so errors land next to their inputs. */
export const destinationFormSchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    spec: z.looseObject({ background_options: z.string() }),
    editPolicy: z.looseObject({ verifiedOn: z.string() }),
  })
  .transform(({ slug, name, spec, editPolicy }) => {
    const { background_options, ...rest } = spec
    const options = parseColourList(background_options)
    const verifiedOn = editPolicy.verifiedOn.trim() || NOT_VERIFIED
    return {
      slug,
      name,
      spec: { ...rest, ...(options ? { background_options: options } : {}) },
      editPolicy: { ...editPolicy, verifiedOn },
    }
  })
  .pipe(destinationSchema) as unknown as z.ZodType<Destination, DestinationFormValues>
// ^ Typed by the form's own shape: the loose objects only carry the other fields through to destinationSchema.

/**
 * The starting values of "Add destination": the common 35x45 mm photo, which staff then adjust, and the policy
 * the API gives an added code.
 */
export const NEW_DESTINATION: DestinationFormValues = {
  slug: '',
  name: '',
  spec: {
    width_mm: 35,
    height_mm: 45,
    width_px: 413,
    height_px: 531,
    dpi: 300,
    format: 'JPEG',
    min_file_size_kb: 250,
    max_file_size_kb: 400,
    background_color: '#ffffff',
    background_options: '',
    face_coverage_min: 70,
    face_coverage_max: 80,
    min_quality: 0.8,
    compression_tolerance: 0.1,
  },
  editPolicy: toPolicyFields(DEFAULT_EDIT_POLICY),
}
