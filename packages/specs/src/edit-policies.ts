// Background replacement per destination (docs/background.md, "Policy per document"): the built-in policies,
// which staff can change in the codes manager. Where no authority's text against it was found, replacement
// is allowed and the reason says so plainly; where one refuses edited photos, it is off by default.
import type { CountrySlug } from './countries.ts'
import type { EditPolicy } from './schemas/edit-policy.ts'

/** ICAO's portrait guidance, which the spec's 35x45 rows follow: a plain, light background, no editing of the face. */
const ICAO_SOURCE = {
  name: 'ICAO Doc 9303 portrait guidance',
  url: 'https://www.icao.int/publications/pages/publication.aspx?docnum=9303',
} as const

/** The policy of every destination with no authority text against replacing the background. */
export const DEFAULT_EDIT_POLICY: EditPolicy = {
  backgroundReplacement: 'allowed',
  reason: 'We found no rule from this authority against replacing the wall behind you with a plain colour.',
  source: ICAO_SOURCE,
  verifiedOn: 'not verified',
}

const REFUSED: Partial<Record<CountrySlug, EditPolicy>> = {
  'united-states': {
    backgroundReplacement: 'refused',
    reason:
      'The US State Department does not accept photos that are edited or filtered, or made or changed with AI or other digital tools.',
    source: {
      name: 'travel.state.gov: Passport photos',
      url: 'https://travel.state.gov/content/travel/en/passports/how-apply/photos.html',
    },
    verifiedOn: 'not verified',
  },
  australia: {
    backgroundReplacement: 'refused',
    reason:
      'The Australian Passport Office does not accept photos retouched in any way, including removal of the background.',
    source: {
      name: 'passports.gov.au: Photo guidelines',
      url: 'https://www.passports.gov.au/getting-passport-how-it-works/photo-guidelines',
    },
    verifiedOn: 'not verified',
  },
  'united-kingdom': {
    backgroundReplacement: 'refused',
    reason: 'HM Passport Office asks for a photo that has not been altered by computer software.',
    source: { name: 'gov.uk: Photos for passports', url: 'https://www.gov.uk/photos-for-passports' },
    verifiedOn: 'not verified',
  },
  singapore: {
    backgroundReplacement: 'refused',
    reason: 'Singapore’s ICA asks for a photo that has not been digitally altered.',
    source: {
      name: 'ica.gov.sg: Photo guidelines',
      url: 'https://www.ica.gov.sg/photo-guidelines',
    },
    verifiedOn: 'not verified',
  },
}

/** The built-in policy of a destination code: the refused ones above, DEFAULT_EDIT_POLICY for every other. */
export function builtInEditPolicy(slug: string): EditPolicy {
  return REFUSED[slug as CountrySlug] ?? DEFAULT_EDIT_POLICY
}

export const replacementAllowed = (policy: EditPolicy): boolean => policy.backgroundReplacement === 'allowed'
