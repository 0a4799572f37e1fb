import { DEFAULT_DOCUMENT_ID, MAX_EXTRA_DOCUMENTS } from '../document-ids.ts'
import { PHOTO_FRAME } from '../limits.ts'
import { fileSizeWindowFeasible } from '../photo-file-size.ts'
import { SLUG_PATTERN } from '../slug.ts'
import { z } from '../zod.ts'
import { boundedNumber, frameDpi, frameMm, framePixels, hexColorSchema } from './country-spec.ts'
import { editPolicySchema, verifiedOnSchema } from './edit-policy.ts'

/** A cap of M KB is met at M x 1,000 bytes and a floor of N KB at N x 1,024 (photo-file-size.ts). */
export const FILE_SIZE_WINDOW_TOO_NARROW =
  'Minimum file size leaves no room under the maximum: a minimum of N KB is read as N x 1,024 bytes and a maximum of M KB as M x 1,000'

/** Where a document's rule is written: the page, the words quoted from it, and when it was last read. */
export const ruleSourceSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Source name is required')
    .max(120, 'Source name must be at most 120 characters'),
  url: z.url({
    protocol: /^https$/,
    hostname: z.regexes.domain,
    error: 'Source URL must be an https:// address',
  }),
  /** The rule's own words, quoted; a summary begins "Summary:" where only second-hand text was found. */
  quote: z.string().trim().max(600, 'Quoted rule must be at most 600 characters'),
  verifiedOn: verifiedOnSchema,
  /**
   * Whether it is the authority's own page or a second-hand one, where that was judged (the destinations kept
   * as data, docs/destinations-data.md); the page says which.
   */
  kind: z.enum(['official', 'secondary']).optional(),
})
export type RuleSource = z.infer<typeof ruleSourceSchema>

const percent = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .gt(0, `${label} must be more than 0`)
    .max(100, `${label} must be at most 100`)

/**
 * A band in percent of the image height; `label` names it in the codes manager's words. It has a width:
 * one with none cannot be aimed at (the placement and the check would disagree by a rounding).
 */
const band = (label: string) =>
  z
    .object({ min: percent(`${label}, minimum`), max: percent(`${label}, maximum`) })
    .refine((b) => b.min < b.max, {
      message: `${label}: the minimum must be less than the maximum`,
      path: ['min'],
    })

const pixels = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .positive(`${label} must be more than 0`)
    .max(10_000, `${label} must be at most 10000`)
const size = (label: string) =>
  z.object({ width: pixels(`${label} width`), height: pixels(`${label} height`) })

const positive = (label: string) =>
  z.number({ error: `${label} must be a number` }).positive(`${label} must be more than 0`)

/**
 * How a document's numbers were verified (docs/destinations-data.md): against the authority's own page, or by
 * two independent secondary sources that agree. Absent on the documents written by hand before the data files.
 */
export const verificationSchema = z.enum(['official', 'secondary-agree'])
export type Verification = z.infer<typeof verificationSchema>

/** Where the sources disagree: what each says and that the stricter rule was kept. */
const disagreementsSchema = z.string().trim().min(1).max(600, 'Disagreements must be at most 600 characters')

/**
 * Our readings where the sources leave a rule unstated (no crown, no maximum head height, no word on edits),
 * each one sentence the page shows, so no reading of ours passes for the authority's.
 */
const readingsSchema = z.array(z.string().trim().min(1).max(300)).max(6)

/** What the document says about glasses; 'unstated' where it says nothing. */
export const glassesRuleSchema = z.enum(['allowed', 'forbidden', 'unstated'])
export type GlassesRule = z.infer<typeof glassesRuleSchema>

/**
 * What the document says about expression (docs/photo-checks.md, "Expression"): a neutral face with the mouth
 * closed, or a natural smile accepted (never a broad grin or an open mouth). 'unstated' is judged by ICAO 9303,
 * which asks for the neutral face: a form that says nothing is no licence to smile.
 */
export const expressionRuleSchema = z.enum(['neutral-mouth-closed', 'natural-smile', 'unstated'])
export type ExpressionRule = z.infer<typeof expressionRuleSchema>

/**
 * What the document says about head coverings: none, or only those worn for religious or medical reasons with
 * the whole face showing. Our measure cannot tell a hat from a religious covering, so a covering seen is for the
 * visitor to check either way; the rule names which the form accepts.
 */
export const headCoveringRuleSchema = z.enum(['religious-only', 'forbidden', 'unstated'])
export type HeadCoveringRule = z.infer<typeof headCoveringRuleSchema>

/**
 * How the wall is judged (docs/photo-checks.md, "Background"): its colour against the document's colours, or,
 * on the Vietnam page, whether it looks white. Absent: 'colour-match'.
 */
export const backgroundRuleSchema = z.enum(['colour-match', 'whitish'])
export type BackgroundRule = z.infer<typeof backgroundRuleSchema>

/**
 * How the file size is judged: the export lands in the KB window, so the row passes; or, on the Vietnam page,
 * a JPEG encoded from quality 0.9 down in steps of 0.1 must fit under the maximum. Absent: 'window'.
 */
export const fileSizeRuleSchema = z.enum(['window', 'encode-ladder'])
export type FileSizeRule = z.infer<typeof fileSizeRuleSchema>

const documentShape = z.object({
  id: z
    .string()
    .trim()
    .min(1, 'Document id is required')
    .max(60, 'Document id must be at most 60 characters')
    .regex(SLUG_PATTERN, 'Document id must be lower-case words joined by hyphens'),
  name: z
    .string()
    .trim()
    .min(1, 'Document name is required')
    .max(80, 'Document name must be at most 80 characters'),
  medium: z.enum(['digital', 'print']),
  width_mm: frameMm('Width (mm)'),
  height_mm: frameMm('Height (mm)'),
  /** What we export: no larger than the photo tool can make (PHOTO_FRAME). */
  width_px: framePixels('Width (px)'),
  height_px: framePixels('Height (px)'),
  /** The pixel sizes the form accepts: a minimum, and a maximum where it states one (the export is inside). */
  pixels: z.object({ min: size('Smallest accepted'), max: size('Largest accepted').optional() }).optional(),
  dpi: frameDpi('Resolution (dpi)'),
  /** KB window (1 KB = 1024 bytes); no minimum where the form sets none. */
  file_size_kb: z.object({
    min: positive('Minimum file size').nullable(),
    max: boundedNumber('Maximum file size', PHOTO_FRAME.minFileSizeKb, PHOTO_FRAME.maxFileSizeKb),
  }),
  /** Head height, percent of the image height, and which top it is measured from. */
  head: band('Head height').and(z.object({ crown: z.enum(['hair', 'natural']) })),
  /** Eye line, percent of the image height above the bottom edge, where the authority states it. */
  eye_line: band('Eye line').optional(),
  /** From the top edge to the crown (the head band's crown), percent of the height, where it is stated. */
  top_margin: band('Top margin').optional(),
  background_color: hexColorSchema,
  background_options: z.array(hexColorSchema).min(1).optional(),
  background_rule: backgroundRuleSchema.optional(),
  file_size_rule: fileSizeRuleSchema.optional(),
  glasses: glassesRuleSchema,
  /** Absent: 'unstated' (judged by ICAO 9303's neutral expression). */
  expression: expressionRuleSchema.optional(),
  /** Absent: 'unstated'. */
  head_covering: headCoveringRuleSchema.optional(),
  editPolicy: editPolicySchema,
  /** Empty only for a country's default document, which is the product spec's row. */
  sources: z.array(ruleSourceSchema).max(6, 'At most 6 sources'),
  verification: verificationSchema.optional(),
  disagreements: disagreementsSchema.optional(),
  readings: readingsSchema.optional(),
  /**
   * A print's own rules on paper, where its authority states them (docs/print-sheets.md): how many copies
   * the application takes, with where that is written. The print sheet offers that number.
   */
  print: z
    .object({
      copies: z
        .number({ error: 'Copies must be a number' })
        .int('Copies must be a whole number')
        .min(1, 'Copies must be at least 1')
        .max(12, 'Copies must be at most 12'),
      source: ruleSourceSchema,
    })
    .optional(),
})

type DocumentShape = z.infer<typeof documentShape>

// A rule that contradicts itself would make every export fail its own check: refuse it where it is typed.
function checkConsistent(doc: DocumentShape, ctx: z.RefinementCtx): void {
  const issue = (path: (string | number)[], message: string) =>
    ctx.addIssue({ code: 'custom', path, message })
  const kb = doc.file_size_kb
  if (kb.min !== null && kb.min >= kb.max)
    issue(['file_size_kb', 'min'], 'Minimum file size must be less than the maximum')
  else if (!fileSizeWindowFeasible(kb)) issue(['file_size_kb', 'min'], FILE_SIZE_WINDOW_TOO_NARROW)
  const { min, max } = doc.pixels ?? {}
  if (min && (doc.width_px < min.width || doc.height_px < min.height))
    issue(['width_px'], 'The export must be at least the smallest accepted size')
  if (max && (doc.width_px > max.width || doc.height_px > max.height))
    issue(['width_px'], 'The export must be at most the largest accepted size')
  const options = doc.background_options
  if (options && !options.some((c) => c.toLowerCase() === doc.background_color.toLowerCase()))
    issue(['background_options'], 'Accepted colours must include the background colour')
  if (doc.top_margin && doc.top_margin.min + doc.head.min > 100)
    issue(['top_margin', 'min'], 'Top margin and head height together exceed the photo')
  if (doc.print && doc.medium !== 'print') issue(['print'], 'Only a print document says how many copies')
}

/**
 * One document a traveller applies with (docs/photo-documents.md): an upload form or a print rule. The
 * spec's row of each country is its default document ('visa-photo'); the others carry the authority's own
 * numbers and their sources.
 */
export const photoDocumentSchema = documentShape.superRefine(checkConsistent)
export type PhotoDocument = z.infer<typeof photoDocumentSchema>

/**
 * A destination's documents beside its default one: ids unique and never the default's, as the page's
 * ?document= names one.
 */
export const extraDocumentsSchema = z
  .array(photoDocumentSchema)
  .max(MAX_EXTRA_DOCUMENTS, `At most ${MAX_EXTRA_DOCUMENTS} documents`)
  .superRefine((docs, ctx) => {
    const seen = new Set<string>()
    docs.forEach((doc, index) => {
      if (doc.id === DEFAULT_DOCUMENT_ID)
        ctx.addIssue({
          code: 'custom',
          path: [index, 'id'],
          message: `"${DEFAULT_DOCUMENT_ID}" is the destination's own row`,
        })
      else if (seen.has(doc.id))
        ctx.addIssue({ code: 'custom', path: [index, 'id'], message: 'Two documents have this id' })
      seen.add(doc.id)
    })
  })

/**
 * What a destination's default document carries beside its spec row (destinations/types.ts,
 * DefaultDocumentRules). The API serves it for a destination kept as data, whose default document is its
 * first data document, so the page and the engine read the same rules without shipping the data to the
 * browser.
 */
export const defaultRulesSchema = z.object({
  name: documentShape.shape.name.optional(),
  medium: documentShape.shape.medium.optional(),
  /** The top the row's head band is measured to; absent: the hair's. */
  crown: z.enum(['hair', 'natural']).optional(),
  pixels: documentShape.shape.pixels,
  eye_line: documentShape.shape.eye_line,
  top_margin: documentShape.shape.top_margin,
  glasses: glassesRuleSchema.optional(),
  expression: expressionRuleSchema.optional(),
  head_covering: headCoveringRuleSchema.optional(),
  background_rule: backgroundRuleSchema.optional(),
  file_size_rule: fileSizeRuleSchema.optional(),
  noMinimumFileSize: z.literal(true).optional(),
  sources: z.array(ruleSourceSchema).max(6, 'At most 6 sources').optional(),
  verification: verificationSchema.optional(),
  disagreements: disagreementsSchema.optional(),
  readings: readingsSchema.optional(),
})
export type DefaultRules = z.infer<typeof defaultRulesSchema>
