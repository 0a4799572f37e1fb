import {
  BUILT_IN_DESTINATIONS,
  builtInDestination,
  builtInEditPolicy,
  DEFAULT_EDIT_POLICY,
  type Destination,
} from '@vps/specs'
import { describe, expect, it } from 'vitest'
import { destinationFormSchema, NEW_DESTINATION, toFormValues } from './destination-form.ts'
import { type DocumentFields, NEW_SOURCE, newDocumentFields } from './document-form.ts'
import { parseColourList } from './form-values.ts'

const builtIn = (slug: string) => builtInDestination(slug) as Destination
const france = toFormValues(builtIn('france'))
const unitedStates = toFormValues(builtIn('united-states'))
const china = toFormValues(builtIn('china'))

const issues = (values: unknown) => {
  const result = destinationFormSchema.safeParse(values)
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message])
}

/** China with its first document (COVA: a pixel range, a KB minimum, a top margin, no eye line) changed. */
const chinaWith = (change: (document: DocumentFields) => Partial<DocumentFields>) => {
  const [first, ...rest] = china.documents as [DocumentFields, ...DocumentFields[]]
  return { ...china, documents: [{ ...first, ...change(first) }, ...rest] }
}
const firstDocument = (values: unknown) => destinationFormSchema.parse(values).documents[0]

describe('destination form', () => {
  it('round-trips a built-in spec, its colour list included', () => {
    expect(france.spec.background_options).toBe('#ffffff, #f5f5f5, #f8f8f8')
    expect(destinationFormSchema.parse(france)).toStrictEqual(builtIn('france'))
    expect(destinationFormSchema.parse(france).editPolicy).toStrictEqual(DEFAULT_EDIT_POLICY)
  })

  it('round-trips every built-in destination, its documents included', () => {
    expect(builtIn('china').documents.map((document) => document.id)).toStrictEqual([
      'china-visa-online',
      'china-visa-print',
    ])
    expect(destinationFormSchema.parse(china)).toStrictEqual(builtIn('china'))
    for (const destination of BUILT_IN_DESTINATIONS) {
      expect(destinationFormSchema.parse(toFormValues(destination))).toStrictEqual(destination)
    }
  })

  it("shows a document's optional numbers as inputs: empty where the document states none", () => {
    const [online, print] = china.documents
    expect(online?.pixels).toStrictEqual({
      min: { width: 354, height: 472 },
      max: { width: 420, height: 560 },
    })
    expect(online?.file_size_kb).toStrictEqual({ min: 40, max: 120 })
    expect(online?.eye_line).toStrictEqual({ min: null, max: null })
    expect(print?.pixels).toStrictEqual({
      min: { width: null, height: null },
      max: { width: null, height: null },
    })
    expect(print?.file_size_kb.min).toBeNull()
    expect(online?.sources[0]?.verifiedOn).toBe('')
  })

  it('leaves out optional pairs whose inputs are empty, and a pixel maximum left empty alone', () => {
    // Emptied inputs hold NaN (valueAsNumber); never-filled ones null.
    const cleared = firstDocument(
      chinaWith(() => ({
        pixels: { min: { width: Number.NaN, height: null }, max: { width: null, height: Number.NaN } },
        top_margin: { min: Number.NaN, max: Number.NaN },
      })),
    )
    expect(cleared && ['pixels', 'eye_line', 'top_margin'].filter((key) => key in cleared)).toStrictEqual([])
    const noMaximum = firstDocument(
      chinaWith((document) => ({
        pixels: { ...document.pixels, max: { width: Number.NaN, height: null } },
      })),
    )
    expect(noMaximum?.pixels).toStrictEqual({ min: { width: 354, height: 472 } })
  })

  it('makes an empty KB minimum null and an empty verified-on date not verified', () => {
    const document = firstDocument(
      chinaWith((first) => ({
        file_size_kb: { min: Number.NaN, max: 120 },
        sources: first.sources.map((source, index) => ({
          ...source,
          verifiedOn: index === 0 ? '2026-11-25' : '',
        })),
      })),
    )
    expect(document?.file_size_kb).toStrictEqual({ min: null, max: 120 })
    expect(document?.sources.map((source) => source.verifiedOn)).toStrictEqual(['2026-11-25', 'not verified'])
  })

  it("refuses the default document's id and a duplicate id, at the id's path", () => {
    expect(issues(chinaWith(() => ({ id: 'visa-photo' })))).toStrictEqual([
      ['documents.0.id', '"visa-photo" is the destination\'s own row'],
    ])
    expect(issues(chinaWith(() => ({ id: 'china-visa-print' })))).toStrictEqual([
      ['documents.1.id', 'Two documents have this id'],
    ])
  })

  it("reports a document's rules in staff's words at the paths of its inputs", () => {
    expect(issues(chinaWith(() => ({ eye_line: { min: 56, max: Number.NaN } })))).toStrictEqual([
      ['documents.0.eye_line.max', 'Eye line, maximum must be a number'],
    ])
    expect(issues(chinaWith(() => ({ file_size_kb: { min: 200, max: 120 } })))).toStrictEqual([
      ['documents.0.file_size_kb.min', 'Minimum file size must be less than the maximum'],
    ])
    // Issue #48: an export the photo tool cannot make is refused where it is typed.
    expect(issues(chinaWith(() => ({ width_px: 1e15 })))).toStrictEqual([
      ['documents.0.width_px', 'Width (px) must be at most 4,000'],
      ['documents.0.width_px', 'The export must be at most the largest accepted size'],
    ])
    expect(issues(chinaWith(() => ({ file_size_kb: { min: 40, max: Number.NaN } })))[0]).toStrictEqual([
      'documents.0.file_size_kb.max',
      'Maximum file size must be a number',
    ])
    expect(issues(chinaWith(() => ({ background_options: '#ffffff, grey' })))).toStrictEqual([
      ['documents.0.background_options.1', 'Colour must be a hex value like #ffffff'],
    ])
    expect(issues(chinaWith(() => ({ width_px: 300 })))).toStrictEqual([
      ['documents.0.width_px', 'The export must be at least the smallest accepted size'],
    ])
    expect(
      issues(chinaWith((first) => ({ sources: [...first.sources, { ...NEW_SOURCE, url: 'http://x.gov' }] }))),
    ).toStrictEqual([
      ['documents.0.sources.2.name', 'Source name is required'],
      ['documents.0.sources.2.url', 'Source URL must be an https:// address'],
    ])
  })

  it("starts an added document from the destination's numbers, refused until it has an id and a name", () => {
    const added = newDocumentFields(unitedStates.spec, unitedStates.editPolicy)
    const values = { ...unitedStates, documents: [...unitedStates.documents, added] }
    const refused = issues(values)
    // The form shows the first message of a field: 'required' before the id's pattern.
    expect(refused[0]).toStrictEqual(['documents.2.id', 'Document id is required'])
    expect(refused).toContainEqual(['documents.2.name', 'Document name is required'])
    expect(refused.every(([path]) => path?.startsWith('documents.2.'))).toBe(true)
    const named = {
      ...values,
      documents: [...unitedStates.documents, { ...added, id: 'us-new', name: 'New' }],
    }
    expect(destinationFormSchema.parse(named).documents[2]).toMatchObject({
      id: 'us-new',
      width_px: unitedStates.spec.width_px,
      file_size_kb: { min: unitedStates.spec.min_file_size_kb, max: unitedStates.spec.max_file_size_kb },
      head: {
        min: unitedStates.spec.face_coverage_min,
        max: unitedStates.spec.face_coverage_max,
        crown: 'hair',
      },
      editPolicy: builtInEditPolicy('united-states'),
      sources: [],
    })
  })

  it('round-trips an edit policy, an empty verified-on date standing for not verified', () => {
    expect(unitedStates.editPolicy).toStrictEqual({ ...builtInEditPolicy('united-states'), verifiedOn: '' })
    expect(unitedStates.editPolicy.backgroundReplacement).toBe('refused')
    expect(destinationFormSchema.parse(unitedStates).editPolicy).toStrictEqual(
      builtInEditPolicy('united-states'),
    )
    const verified = { ...unitedStates, editPolicy: { ...unitedStates.editPolicy, verifiedOn: '2026-11-25' } }
    expect(destinationFormSchema.parse(verified).editPolicy.verifiedOn).toBe('2026-11-25')
    expect(NEW_DESTINATION.editPolicy).toStrictEqual({ ...DEFAULT_EDIT_POLICY, verifiedOn: '' })
  })

  it('reports the edit policy rules of the shared schema at the paths of the form fields', () => {
    const policy = (change: object) => ({
      ...unitedStates,
      editPolicy: { ...unitedStates.editPolicy, ...change },
    })
    const source = (url: string) => policy({ source: { name: 'gov', url } })
    expect(issues(source('http://travel.state.gov/photos'))).toStrictEqual([
      ['editPolicy.source.url', 'Source URL must be an https:// address'],
    ])
    expect(issues(source('javascript:alert(1)')).map(([path]) => path)).toContain('editPolicy.source.url')
    expect(issues(policy({ reason: '   ' }))[0]?.[0]).toBe('editPolicy.reason')
    expect(issues(policy({ reason: 'x'.repeat(401) }))[0]?.[0]).toBe('editPolicy.reason')
    expect(issues(policy({ source: { name: '', url: 'https://travel.state.gov' } }))[0]?.[0]).toBe(
      'editPolicy.source.name',
    )
  })

  it('leaves the colour list out when the line is empty', () => {
    const parsed = destinationFormSchema.parse({ ...NEW_DESTINATION, slug: 'atlantis', name: 'Atlantis' })
    expect('background_options' in parsed.spec).toBe(false)
    expect(parsed.documents).toStrictEqual([])
    expect(parseColourList(' #FFFFFF ,#f5f5f5  #eeeeee ')).toStrictEqual(['#FFFFFF', '#f5f5f5', '#eeeeee'])
  })

  it('reports the server rules at the paths of the form fields', () => {
    const spec = (change: object) => ({ ...france, spec: { ...france.spec, ...change } })
    expect(issues(spec({ min_file_size_kb: 500 }))).toStrictEqual([
      ['spec.min_file_size_kb', 'Minimum file size (KB) must be less than the maximum'],
    ])
    // Issue #48: "240-240 KB" and 1e15 x 1e15 px were accepted.
    expect(issues(spec({ min_file_size_kb: 240, max_file_size_kb: 240 }))).toStrictEqual([
      ['spec.min_file_size_kb', 'Minimum file size (KB) must be less than the maximum'],
    ])
    expect(issues(spec({ width_px: 1e15, height_px: 1e15 }))).toStrictEqual([
      ['spec.width_px', 'Width (px) must be at most 4,000'],
      ['spec.height_px', 'Height (px) must be at most 4,000'],
    ])
    expect(issues(spec({ face_coverage_min: 90 }))).toStrictEqual([
      ['spec.face_coverage_min', 'Face height, minimum (%) must be less than the maximum'],
    ])
    expect(issues(spec({ background_color: 'grey' }))[0]).toStrictEqual([
      'spec.background_color',
      'Colour must be a hex value like #ffffff',
    ])
    expect(issues(spec({ background_options: '#ffffff' }))).toStrictEqual([
      ['spec.background_options', 'background_options must include background_color'],
    ])
    expect(issues(spec({ width_px: 412.5 }))[0]?.[0]).toBe('spec.width_px')
    // An emptied number input gives NaN through valueAsNumber.
    expect(issues(spec({ max_file_size_kb: Number.NaN }))[0]?.[0]).toBe('spec.max_file_size_kb')
    expect(issues({ ...france, slug: 'New Land' })).toStrictEqual([
      ['slug', 'Slug must be lower-case words joined by hyphens'],
    ])
  })
})
