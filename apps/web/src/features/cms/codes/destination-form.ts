// The destination form's values and their validation: the very destinationSchema the API checks, reached from
// what the inputs hold (numbers from number inputs, the accepted colours as one line of text, an empty date
// for a policy nobody verified, the documents as document-form.ts maps them).
import { type CountrySpec, DEFAULT_EDIT_POLICY, type Destination, destinationSchema } from '@vps/specs'
import { z } from '@vps/specs/schemas'
import { type DocumentFields, fromDocumentFields, toDocumentFields } from './document-form.ts'
import {
  colourListInput,
  type EditPolicyFields,
  fromPolicyFields,
  toPolicyFields,
  withColourList,
} from './form-values.ts'

type SpecFields = Omit<CountrySpec, 'background_options'> & {
  /** '#ffffff, #f5f5f5': the other accepted colours, the main one included; empty for none. */
  background_options: string
}

export interface DestinationFormValues {
  slug: string
  name: string
  spec: SpecFields
  editPolicy: EditPolicyFields
  /** The documents beside the default one, in the order the photo page lists them. */
  documents: DocumentFields[]
}

export function toFormValues({
  slug,
  name,
  spec,
  editPolicy,
  documents,
}: Destination): DestinationFormValues {
  return {
    slug,
    name,
    spec: { ...spec, background_options: colourListInput(spec.background_options) },
    editPolicy: toPolicyFields(editPolicy),
    documents: documents.map(toDocumentFields),
  }
}

/** The form's own groups, taken as they are: destinationSchema checks every field after the mapping. */
const formGroup = <T>() => z.custom<T>((value) => typeof value === 'object' && value !== null)

/** Paths stay those of the form fields ('spec.min_file_size_kb', 'documents.0.id'), so errors land next to their inputs. */
export const destinationFormSchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    spec: formGroup<SpecFields>(),
    editPolicy: formGroup<EditPolicyFields>(),
    documents: z.array(formGroup<DocumentFields>()),
  })
  .transform(({ slug, name, spec, editPolicy, documents }) => ({
    slug,
    name,
    spec: withColourList(spec),
    editPolicy: fromPolicyFields(editPolicy),
    documents: documents.map(fromDocumentFields),
  }))
  .pipe(destinationSchema) as unknown as z.ZodType<Destination, DestinationFormValues>
// ^ Typed by the form's own shape: the first stage only carries the groups through to the mapping.

/**
 * The starting values of "Add destination": the common 35x45 mm photo, which staff then adjust, the policy
 * the API gives an added code, and no documents beside the default one.
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
  documents: [],
}
