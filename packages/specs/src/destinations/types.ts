// The shape of one destination's record (docs/recipes.md, "Add a destination"): everything the site knows
// about a destination, in one file per destination under this folder.
import type { ToastCopy } from '../copy/toasts.ts'
import type { CountrySlug } from '../countries.ts'
import type { CountrySpec } from '../schemas/country-spec.ts'
import type { EditPolicy } from '../schemas/edit-policy.ts'
import type { DefaultRules, PhotoDocument } from '../schemas/photo-document.ts'

/** How long a visa application takes, only where the authority itself states it, with that source. */
export interface ProcessingTime {
  /** The stated time, as a short phrase for a table cell or a parenthesis; null where none is stated. */
  typical: string | null
  /** Calendar days the stated time usually takes, for planning; null where none is stated. */
  usualCalendarDays: number | null
  /** One or two sentences of what the authority states, to stand on their own. */
  statement: string
  source: { name: string; url: string }
}

export type Region = 'schengen' | 'europe' | 'asia' | 'americas' | 'middle-east' | 'oceania' | 'africa'

/**
 * What the rules cannot say, for the guides: how the destination's applications use the photo, and where an
 * official form is known to ask for something other than the default document. Phrased as things to check,
 * because embassies change their checklists without notice.
 */
export interface DestinationNotes {
  region: Region
  /** How applicants usually hand the photo in; completes "For a {Name} visa, ...". */
  submission: string
  /** A known difference between an official route and the default document, worth checking before submitting. */
  check?: string
  /** One more destination-specific tip. */
  tip?: string
}

/**
 * What the destination's default document (its spec row, docs/photo-documents.md) carries besides the row's
 * numbers: its rule on glasses and the rules the spec gives this destination alone, with their sources; for
 * a destination kept as data, its first document's name, crown, eye line and the rest (defaultRulesSchema).
 */
export type DefaultDocumentRules = DefaultRules

/** The photo page's own behaviour and words (the spec gives the Vietnam page its own); the rest is shared. */
export interface PhotoPageContent {
  /** Pause after a manual change before compliance is checked again. */
  recheckDelayMs: number
  toasts: {
    /** After auto-optimisation with one face and a passing background. */
    optimized: ToastCopy
    processingError: ToastCopy
    downloadFailed: ToastCopy
  }
  /** Whether 'Download complete' names the file's size in KB. */
  downloadToastShowsKb: boolean
}

export interface DestinationRecord {
  slug: CountrySlug
  /** The name pages show. */
  name: string
  /** Where a tile is too narrow for `name` (the home page). */
  shortName?: string
  /**
   * The other names travellers type for it (docs/product-rules.md, "Finding a destination"): common English
   * names and abbreviations, and its own name in its own language and script. Leave out a two-letter code
   * that begins another destination's name ("ch" is how China begins).
   */
  aliases?: readonly string[]
  /** The spec's table row: the default document's numbers, which staff can edit in the codes manager. */
  spec: CountrySpec
  /** The default document's rules beyond its row; none where the row says everything. */
  defaultDocument?: DefaultDocumentRules
  /** Background replacement for the default document: allowed or refused, why, and where that is written. */
  editPolicy: EditPolicy
  /** The documents beside the default one, in the order the selector lists them. */
  documents: readonly PhotoDocument[]
  /**
   * The document the page opens on, where it is not the default one: the form most travellers fill in (the
   * US page opens on the DS-160, whose 240 kB cap the default row's 240-320 KB would break).
   */
  opensOn?: string
  /** The stated visa processing time; null where the authority states none. */
  processingTime: ProcessingTime | null
  notes: DestinationNotes
  /** The photo page's own behaviour, where the spec gives it some; the shared defaults otherwise. */
  page?: Partial<PhotoPageContent>
}
