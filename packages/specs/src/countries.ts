// Order is the spec's order; the homepage grid and the navigation list follow it.
export const COUNTRY_SLUGS = [
  'vietnam',
  'china',
  'japan',
  'india',
  'france',
  'germany',
  'morocco',
  'united-states',
  'canada',
  'thailand',
  'australia',
  'turkey',
  'united-kingdom',
  'mexico',
  'spain',
  'italy',
  'brazil',
  'south-korea',
  'united-arab-emirates',
  'russia',
  'singapore',
  'malaysia',
  'indonesia',
  'switzerland',
  'netherlands',
  'hong-kong',
  'taiwan',
  'saudi-arabia',
  'austria',
  'belgium',
  'greece',
  'portugal',
  'new-zealand',
] as const

export type CountrySlug = (typeof COUNTRY_SLUGS)[number]

const slugSet: ReadonlySet<string> = new Set(COUNTRY_SLUGS)

export function isCountrySlug(value: string): value is CountrySlug {
  return slugSet.has(value)
}

/** A slug read as words, each capitalised: 'united-states' → 'United States'. */
export function slugInWords(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
}

/**
 * A destination's name after 'a' or 'an' ('an India visa', 'a Japan visa'), capitalised to open a sentence.
 * The choice goes by the first letter, which matches the sound for every built-in name: 'U' names (United
 * States, UAE) start with a 'you' sound and take 'a'. A name staff add may not follow it ('Uzbekistan').
 */
export function withArticle(name: string, options?: { capital?: boolean }): string {
  const article = /^[aeio]/i.test(name) ? 'an' : 'a'
  return `${options?.capital ? article.charAt(0).toUpperCase() + article.slice(1) : article} ${name}`
}

export type CountryLinks = {
  requirementsGuide: string
  mistakesGuide: string
  processingGuide: string
  landing: string
  photoTool: string
}

// Takes any string: blog posts carry country codes that may have no photo page yet.
export function countryLinks(code: string): CountryLinks {
  return {
    requirementsGuide: `/blog/${code}-visa-photo-requirements-complete-guide`,
    mistakesGuide: `/blog/common-${code}-visa-photo-mistakes-avoid`,
    processingGuide: `/blog/${code}-visa-processing-time-delays-guide`,
    landing: `/countries/${code}`,
    photoTool: `/${code}-visa-photo`,
  }
}
