import { builtInEditPolicy, COUNTRY_SPECS, DEFAULT_EDIT_POLICY } from '@vps/specs'
import { describe, expect, it } from 'vitest'
import { destinationFormSchema, NEW_DESTINATION, parseColourList, toFormValues } from './destination-form.ts'

const france = toFormValues({
  slug: 'france',
  name: 'France',
  spec: COUNTRY_SPECS.france,
  editPolicy: builtInEditPolicy('france'),
})
const unitedStates = toFormValues({
  slug: 'united-states',
  name: 'United States',
  spec: COUNTRY_SPECS['united-states'],
  editPolicy: builtInEditPolicy('united-states'),
})

const issues = (values: unknown) => {
  const result = destinationFormSchema.safeParse(values)
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message])
}

describe('destination form', () => {
  it('round-trips a built-in spec, its colour list included', () => {
    expect(france.spec.background_options).toBe('#ffffff, #f5f5f5, #f8f8f8')
    expect(destinationFormSchema.parse(france)).toStrictEqual({
      slug: 'france',
      name: 'France',
      spec: COUNTRY_SPECS.france,
      editPolicy: DEFAULT_EDIT_POLICY,
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
    expect(parseColourList(' #FFFFFF ,#f5f5f5  #eeeeee ')).toStrictEqual(['#FFFFFF', '#f5f5f5', '#eeeeee'])
  })

  it('reports the server rules at the paths of the form fields', () => {
    const spec = (change: object) => ({ ...france, spec: { ...france.spec, ...change } })
    expect(issues(spec({ min_file_size_kb: 500 }))).toStrictEqual([
      ['spec.min_file_size_kb', 'min_file_size_kb must not exceed max_file_size_kb'],
    ])
    expect(issues(spec({ face_coverage_min: 90 }))).toStrictEqual([
      ['spec.face_coverage_min', 'face_coverage_min must not exceed face_coverage_max'],
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
