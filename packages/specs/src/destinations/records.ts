// Every built-in destination's record, one file each in this folder, keyed in the spec's order (COUNTRY_SLUGS):
// the one place a destination's rules, documents, sources and notes are read from (docs/recipes.md).
import { type CountrySlug, isCountrySlug } from '../countries.ts'
import { australia } from './australia.ts'
import { austria } from './austria.ts'
import { belgium } from './belgium.ts'
import { brazil } from './brazil.ts'
import { canada } from './canada.ts'
import { china } from './china.ts'
import { france } from './france.ts'
import { germany } from './germany.ts'
import { greece } from './greece.ts'
import { hongKong } from './hong-kong.ts'
import { india } from './india.ts'
import { indonesia } from './indonesia.ts'
import { italy } from './italy.ts'
import { japan } from './japan.ts'
import { malaysia } from './malaysia.ts'
import { mexico } from './mexico.ts'
import { morocco } from './morocco.ts'
import { netherlands } from './netherlands.ts'
import { newZealand } from './new-zealand.ts'
import { portugal } from './portugal.ts'
import { russia } from './russia.ts'
import { saudiArabia } from './saudi-arabia.ts'
import { singapore } from './singapore.ts'
import { southKorea } from './south-korea.ts'
import { spain } from './spain.ts'
import { switzerland } from './switzerland.ts'
import { taiwan } from './taiwan.ts'
import { thailand } from './thailand.ts'
import { turkey } from './turkey.ts'
import type { DestinationRecord } from './types.ts'
import { unitedArabEmirates } from './united-arab-emirates.ts'
import { unitedKingdom } from './united-kingdom.ts'
import { unitedStates } from './united-states.ts'
import { vietnam } from './vietnam.ts'

export const DESTINATION_RECORDS: Readonly<Record<CountrySlug, DestinationRecord>> = {
  vietnam: vietnam,
  china: china,
  japan: japan,
  india: india,
  france: france,
  germany: germany,
  morocco: morocco,
  'united-states': unitedStates,
  canada: canada,
  thailand: thailand,
  australia: australia,
  turkey: turkey,
  'united-kingdom': unitedKingdom,
  mexico: mexico,
  spain: spain,
  italy: italy,
  brazil: brazil,
  'south-korea': southKorea,
  'united-arab-emirates': unitedArabEmirates,
  russia: russia,
  singapore: singapore,
  malaysia: malaysia,
  indonesia: indonesia,
  switzerland: switzerland,
  netherlands: netherlands,
  'hong-kong': hongKong,
  taiwan: taiwan,
  'saudi-arabia': saudiArabia,
  austria: austria,
  belgium: belgium,
  greece: greece,
  portugal: portugal,
  'new-zealand': newZealand,
}

/** The record of a built-in destination; null for a code staff added, or any other string. */
export function destinationRecord(slug: string): DestinationRecord | null {
  return isCountrySlug(slug) ? DESTINATION_RECORDS[slug] : null
}
