import { describe, expect, it } from 'vitest'
import { COUNTRY_SLUGS } from './countries.ts'
import { BUILT_IN_DESTINATIONS, builtInDestination } from './destinations/built-in.ts'
import { builtInEditPolicy, DEFAULT_EDIT_POLICY, replacementAllowed } from './edit-policies.ts'
import { type Destination, destinationCreateSchema, destinationSchema } from './schemas/cms.ts'
import { editPolicySchema } from './schemas/edit-policy.ts'

describe('edit policy per destination', () => {
  it('refuses background replacement for the United States and Australia, with the reason and its source', () => {
    const us = builtInEditPolicy('united-states')
    expect(replacementAllowed(us)).toBe(false)
    expect(us.reason).toContain('edited or filtered')
    expect(us.source.url).toBe('https://travel.state.gov/content/travel/en/passports/how-apply/photos.html')
    const au = builtInEditPolicy('australia')
    expect(replacementAllowed(au)).toBe(false)
    expect(au.reason).toContain('removal of the background')
  })

  it('allows it for Schengen countries and for codes staff added', () => {
    for (const slug of ['france', 'germany', 'spain', 'italy', 'netherlands']) {
      expect(replacementAllowed(builtInEditPolicy(slug))).toBe(true)
    }
    expect(builtInEditPolicy('atlantis')).toBe(DEFAULT_EDIT_POLICY)
  })

  it('gives every built-in destination a policy its schema accepts', () => {
    for (const slug of COUNTRY_SLUGS) {
      const destination = builtInDestination(slug)
      expect(destinationSchema.safeParse(destination).success, slug).toBe(true)
    }
    expect(COUNTRY_SLUGS.filter((s) => !replacementAllowed(builtInEditPolicy(s)))).toEqual([
      'united-states',
      'australia',
      'united-kingdom',
      'singapore',
      'new-zealand',
    ])
  })

  it('takes only https sources and a real date or "not verified"', () => {
    const base = builtInEditPolicy('united-states')
    expect(
      editPolicySchema.safeParse({ ...base, source: { ...base.source, url: 'javascript:alert(1)' } }).success,
    ).toBe(false)
    expect(
      editPolicySchema.safeParse({ ...base, source: { ...base.source, url: 'http://example.com' } }).success,
    ).toBe(false)
    expect(editPolicySchema.safeParse({ ...base, verifiedOn: '2026-11-25' }).success).toBe(true)
    expect(editPolicySchema.safeParse({ ...base, verifiedOn: 'yesterday' }).success).toBe(false)
    expect(editPolicySchema.safeParse({ ...base, reason: '  ' }).success).toBe(false)
  })

  it('lets an added destination come without a policy', () => {
    const { slug, name, spec } = BUILT_IN_DESTINATIONS[0] as Destination
    const withoutPolicy = { slug, name, spec }
    expect(destinationCreateSchema.safeParse(withoutPolicy).success).toBe(true)
    expect(destinationSchema.safeParse(withoutPolicy).success).toBe(false)
  })
})

describe('edit policy messages', () => {
  it('say what is wrong in the codes manager’s words', () => {
    const base = builtInEditPolicy('united-states')
    const message = (value: unknown) => editPolicySchema.safeParse(value).error?.issues[0]?.message
    expect(message({ ...base, source: { ...base.source, url: 'http://example.com' } })).toBe(
      'Source URL must be an https:// address',
    )
    expect(message({ ...base, reason: ' ' })).toBe('Reason is required')
    expect(message({ ...base, verifiedOn: 'last week' })).toBe(
      "Verified on must be a date (YYYY-MM-DD) or 'not verified'",
    )
  })
})
