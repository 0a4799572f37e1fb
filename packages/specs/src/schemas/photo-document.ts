import { z } from 'zod'
import { SLUG_PATTERN } from '../slug.ts'
import { hexColorSchema } from './country-spec.ts'
import { editPolicySchema, verifiedOnSchema } from './edit-policy.ts'

/** Where a document's rule is written: the page, the words quoted from it, and when it was last read. */
export const ruleSourceSchema = z.object({
  name: z.string().trim().min(1).max(120),
  url: z.url({
    protocol: /^https$/,
    hostname: z.regexes.domain,
    error: 'Source URL must be an https:// address',
  }),
  /** The rule's own words, quoted; empty where only a second-hand summary was found. */
  quote: z.string().trim().max(600),
  verifiedOn: verifiedOnSchema,
})
export type RuleSource = z.infer<typeof ruleSourceSchema>

const band = z
  .object({ min: z.number().gt(0).max(100), max: z.number().gt(0).max(100) })
  .refine((b) => b.min <= b.max, { message: 'min must not exceed max', path: ['min'] })

const size = z.object({ width: z.number().int().positive(), height: z.number().int().positive() })

/**
 * One document a traveller applies with (docs/photo-documents.md): an upload form or a print rule. The
 * spec's row of each country is its default document ('visa-photo'); the others carry the authority's own
 * numbers and their sources.
 */
export const photoDocumentSchema = z.object({
  id: z.string().regex(SLUG_PATTERN).max(60),
  name: z.string().trim().min(1).max(80),
  medium: z.enum(['digital', 'print']),
  width_mm: z.number().positive(),
  height_mm: z.number().positive(),
  /** What we export. */
  width_px: z.number().int().positive(),
  height_px: z.number().int().positive(),
  /** The pixel sizes the form accepts, where it states a range (the export is inside it). */
  pixels: z.object({ min: size, max: size }).optional(),
  dpi: z.number().int().positive(),
  /** KB window (1 KB = 1024 bytes); no minimum where the form sets none. */
  file_size_kb: z.object({ min: z.number().positive().nullable(), max: z.number().positive() }),
  /** Head height, percent of the image height, and which top it is measured from. */
  head: band.and(z.object({ crown: z.enum(['hair', 'natural']) })),
  /** Eye line, percent of the image height above the bottom edge, where the authority states it. */
  eye_line: band.optional(),
  background_color: hexColorSchema,
  background_options: z.array(hexColorSchema).min(1).optional(),
  glasses: z.enum(['allowed', 'forbidden', 'unstated']),
  editPolicy: editPolicySchema,
  /** Empty only for a country's default document, which is the product spec's row. */
  sources: z.array(ruleSourceSchema),
})
export type PhotoDocument = z.infer<typeof photoDocumentSchema>
