// The shape of a destination kept as data (docs/destinations-data.md): the facts as the sources state them,
// before any reading of ours. One file per region in this folder holds them; catalog/adapter.ts turns each
// into the Destination and PhotoDocuments the engine and the pages read. Field names follow the sources'
// tables (snake_case), as PhotoDocument does, so a row can be checked against its source by eye.

/** Where a number was read. `official`: the authority's own page, or a verbatim copy of it. */
export interface SourceData {
  kind: 'official' | 'secondary'
  /** Who publishes it: 'Kenya Directorate of Immigration Services', or the project or site. */
  authority: string
  title: string
  /** https only; a repository's table is addressed at its commit. */
  url: string
  /** The sentence or table row read, short ('row: ...' for a table). */
  quote: string
  /** The day it was read, YYYY-MM-DD. */
  read_on: string
}

/**
 * How the document's numbers were verified. Only these two are kept: a document that rests on one secondary
 * source is left out of the repository (docs/destinations-data.md, "How sources are judged").
 */
export type Verification = 'official' | 'secondary-agree'

export type Millimetres = { width: number; height: number }
export type PixelRange =
  | { width: number; height: number }
  | { min: { width: number; height: number }; max?: { width: number; height: number } }

export interface DocumentData {
  /** Kebab-case, unique across every destination ('ke-passport'). */
  id: string
  kind: 'passport' | 'visa' | 'e-visa' | 'national-id'
  name: string
  route: 'print' | 'online-form' | 'e-visa-portal'
  print_mm?: Millimetres
  pixels?: PixelRange
  dpi?: number
  /** As stated; `notes` says whether the source counts 1,000 or 1,024 bytes. */
  file_size_kb?: { min?: number; max?: number }
  /**
   * Chin to crown, in mm of the print or percent of the height. A minimum is required; where no maximum is
   * stated the adapter keeps ICAO 9303's 80 % as the top (and says so).
   */
  head?: { min_mm?: number; max_mm?: number; min_pct?: number; max_pct?: number }
  /**
   * The top the head is measured to: the hair's, or the head's without hair. Required: a band without it is
   * two bands. Where no source says (`crown_stated: false`) it is 'natural', our reading: the Face size row
   * then never says 'Pass', only 'Check' with the head measured both ways (docs/destinations-data.md).
   */
  crown: 'hair' | 'natural'
  crown_stated: boolean
  eye_line_mm_from_bottom?: { min: number; max: number }
  top_margin_mm?: { min?: number; max?: number }
  /** Colour names as stated ('white', 'light grey'); catalog/colours.ts gives each its hex value. */
  background: readonly string[]
  /** Background replacement or digital alteration. 'unstated' is read the strict way (refused) by the adapter. */
  edit_policy: 'allowed' | 'refused' | 'unstated'
  glasses: 'allowed' | 'refused' | 'discouraged' | 'unstated'
  expression: 'neutral-mouth-closed' | 'natural-smile-allowed' | 'unstated'
  head_covering: 'religious-only' | 'religious-or-medical' | 'allowed' | 'unstated'
  sources: readonly SourceData[]
  verification: Verification
  /** Where sources disagree: what each says, and that the stricter rule was kept. */
  disagreements?: string
  notes?: string
}

export type RegionData = 'schengen' | 'europe' | 'asia' | 'americas' | 'middle-east' | 'oceania' | 'africa'

export interface DestinationData {
  /** Kebab-case English short name; a built-in's slug adds these documents to that destination. */
  slug: string
  name: string
  iso2: string
  /** Common English names, abbreviations, its own names in its own languages and scripts. */
  aliases: readonly string[]
  region: RegionData
  documents: readonly DocumentData[]
}
