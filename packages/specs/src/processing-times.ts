// How long a visa application takes, per destination, only where the authority itself states it, with that
// source. Everywhere else the site says processing varies and where to look, never a number it cannot back
// (docs/product-rules.md, "Processing times"). The guides, the photo pages and the country pages read this.
import type { CountrySlug } from './countries.ts'

export interface ProcessingTime {
  /** The stated time, as a short phrase for a table cell or a parenthesis; null where none is stated. */
  typical: string | null
  /** Calendar days the stated time usually takes, for planning; null where none is stated. */
  usualCalendarDays: number | null
  /** One or two sentences of what the authority states, to stand on their own. */
  statement: string
  source: { name: string; url: string }
}

const SCHENGEN: ProcessingTime = {
  typical: '15 calendar days, up to 45 in some cases',
  usualCalendarDays: 15,
  statement:
    'Under the Schengen Visa Code a consulate decides a short-stay visa within 15 calendar days of a complete application, and up to 45 days when it needs a closer look. You can apply up to six months before the trip and should do so at least 15 days before it.',
  source: {
    name: 'European Commission: decision on a visa application',
    url: 'https://home-affairs.ec.europa.eu/policies/schengen-borders-and-visa/visa-policy/decision-visa-application_en',
  },
}

export const PROCESSING_TIMES: Partial<Record<CountrySlug, ProcessingTime>> = {
  vietnam: {
    typical: 'about 3 working days',
    usualCalendarDays: 5,
    statement:
      "Vietnam's e-visa portal states a processing time of about three working days, and the e-visa arrives by e-mail.",
    source: { name: 'Vietnam Immigration Department: e-visa portal', url: 'https://evisa.gov.vn' },
  },
  india: {
    typical: null,
    usualCalendarDays: 4,
    statement: 'India asks e-Visa applicants to apply at least four days before they arrive.',
    source: { name: 'Government of India: e-Visa', url: 'https://indianvisaonline.gov.in/evisa/' },
  },
  'united-kingdom': {
    typical: 'usually within 3 weeks',
    usualCalendarDays: 21,
    statement:
      'UK Visas and Immigration usually decides a Standard Visitor visa applied for outside the UK within three weeks of the biometrics appointment.',
    source: {
      name: 'GOV.UK: Standard Visitor visa',
      url: 'https://www.gov.uk/standard-visitor/apply-standard-visitor-visa',
    },
  },
  'united-states': {
    typical: null,
    usualCalendarDays: null,
    statement:
      'The wait for a US visa interview varies widely from one embassy or consulate to another; the Department of State publishes the current estimate for each one.',
    source: {
      name: 'US Department of State: visa appointment wait times',
      url: 'https://travel.state.gov/content/travel/en/us-visas/visa-information-resources/wait-times.html',
    },
  },
  canada: {
    typical: null,
    usualCalendarDays: null,
    statement:
      'Immigration, Refugees and Citizenship Canada publishes current processing times by visa type and by the country you apply from.',
    source: {
      name: 'IRCC: check processing times',
      url: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/application/check-processing-times.html',
    },
  },
  australia: {
    typical: null,
    usualCalendarDays: null,
    statement: 'The Department of Home Affairs publishes current processing times for each visa.',
    source: {
      name: 'Department of Home Affairs: visa processing times',
      url: 'https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-processing-times/global-visa-processing-times',
    },
  },
  ...Object.fromEntries(
    [
      'france',
      'germany',
      'spain',
      'italy',
      'switzerland',
      'netherlands',
      'austria',
      'belgium',
      'greece',
      'portugal',
    ].map((code) => [code, SCHENGEN]),
  ),
}

/** What the authority states for a destination, or null where we have no source (an added one, too). */
export function processingTimeFor(country: string): ProcessingTime | null {
  return PROCESSING_TIMES[country as CountrySlug] ?? null
}

/** The sentence for a destination without a stated processing time: no number, and where to look. */
export function neutralProcessingSentence(name: string): string {
  return `Processing times for ${name} depend on the visa type, where you apply and the season; the official visa website gives the current figure.`
}

/** The processing-time sentence for a destination in plain text: the statement and its source, or the neutral one. */
export function processingSentence(country: string, name: string): string {
  const time = processingTimeFor(country)
  return time ? `${time.statement} (Source: ${time.source.name}.)` : neutralProcessingSentence(name)
}
