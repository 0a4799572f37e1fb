// The staff area's wire contract (/api/cms/*), shared by the API routes and the /cms pages.
// Every route here needs a signed-in session except POST /api/cms/auth/login; every state-changing request
// also needs the session's CSRF token in the CMS.csrfHeader header (and a same-origin Origin when one is sent).

import { ARTICLE_STATUSES } from '../document-ids.ts'
import { CMS } from '../limits.ts'
import { SLUG_PATTERN } from '../slug.ts'
import { z } from '../zod.ts'
import { countrySpecSchema } from './country-spec.ts'
import { editPolicySchema } from './edit-policy.ts'
import { defaultRulesSchema, extraDocumentsSchema } from './photo-document.ts'

const isoDateTime = z.iso.datetime({ offset: true })
const idSchema = z.string().min(1)

const slugSchema = z
  .string()
  .trim()
  .min(1, 'Slug is required')
  .max(CMS.maxSlugLength)
  .regex(SLUG_PATTERN, 'Slug must be lower-case words joined by hyphens')

/** Lists in query strings and forms arrive in many shapes; pages clamp rather than fail. */
const pageQuery = {
  page: z.coerce.number().int().positive().catch(1),
  limit: z.coerce.number().int().positive().max(CMS.maxPageSize).catch(CMS.pageSize),
}

// An empty filter means "no filter".
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .catch(undefined)
    .transform((value) => (value ? value : undefined))

export const paginationSchema = z.object({
  page: z.number().int().positive(),
  limit: z.number().int().positive(),
  total: z.number().int().nonnegative(),
  totalPages: z.number().int().nonnegative(),
})
export type Pagination = z.infer<typeof paginationSchema>

// Errors use the API's one shape, apiErrorSchema: `{ error: { code, message } }`, with CMS_MESSAGES texts.

// ---------- Auth and staff accounts ----------

export const staffRoleSchema = z.enum(['admin', 'editor'])
export type StaffRole = z.infer<typeof staffRoleSchema>

export const staffUserSchema = z.object({
  id: idSchema,
  email: z.email(),
  name: z.string(),
  role: staffRoleSchema,
  disabled: z.boolean(),
  createdAt: isoDateTime,
  lastSignInAt: isoDateTime.nullable(),
})
export type StaffUser = z.infer<typeof staffUserSchema>

/** POST /api/cms/auth/login. Any failure answers 401 with CMS_MESSAGES.signInFailed; a lockout 429. */
export const loginRequestSchema = z.object({
  email: z.string().trim().toLowerCase().max(CMS.maxEmailLength),
  password: z.string().min(1).max(CMS.maxPasswordLength),
})
export type LoginRequest = z.infer<typeof loginRequestSchema>

/** GET /api/cms/auth/session and the login's 200: who is signed in and the token for mutations. */
export const sessionResponseSchema = z.object({
  user: staffUserSchema,
  csrfToken: z.string().min(16),
})
export type SessionResponse = z.infer<typeof sessionResponseSchema>

const passwordSchema = z
  .string()
  .min(CMS.minPasswordLength, `Password must be at least ${CMS.minPasswordLength} characters`)
  .max(CMS.maxPasswordLength)

/** POST /api/cms/staff (admin only) answers 201 with the StaffUser. */
export const staffCreateSchema = z.object({
  email: z.email('Enter a valid email address').trim().toLowerCase().max(CMS.maxEmailLength),
  name: z.string().trim().min(1, 'Name is required').max(100),
  role: staffRoleSchema,
  password: passwordSchema,
})
export type StaffCreate = z.infer<typeof staffCreateSchema>

/** PATCH /api/cms/staff/:id (admin only). Disabling or changing a password ends that user's sessions. */
export const staffUpdateSchema = z
  .object({
    name: z.string().trim().min(1).max(100),
    role: staffRoleSchema,
    disabled: z.boolean(),
    password: passwordSchema,
  })
  .partial()
export type StaffUpdate = z.infer<typeof staffUpdateSchema>

export const staffListSchema = z.object({ users: z.array(staffUserSchema) })

// ---------- Audit log ----------

export const auditEntrySchema = z.object({
  id: idSchema,
  at: isoDateTime,
  actorId: idSchema.nullable(),
  actorEmail: z.string().nullable(),
  /** A dotted verb such as 'article.publish', 'codes.update', 'auth.sign_in_failed'. */
  action: z.string(),
  /** What was acted on, such as 'article:<id>' or 'country:vietnam'; null for sign-in events. */
  target: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
})
export type AuditEntry = z.infer<typeof auditEntrySchema>

export const auditListQuerySchema = z.object(pageQuery)
export const auditListSchema = z.object({ entries: z.array(auditEntrySchema), pagination: paginationSchema })

// ---------- Articles ----------

export const articleStatusSchema = z.enum(ARTICLE_STATUSES)
export type ArticleStatus = z.infer<typeof articleStatusSchema>

const wordList = z.array(z.string().trim().min(1).max(60)).max(30)

/** The editor's body for POST /api/cms/articles and PUT /api/cms/articles/:id. Content is HTML, sanitised on save. */
export const articleInputSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(200),
  slug: slugSchema,
  excerpt: z.string().trim().max(500),
  metaDescription: z.string().trim().max(320).optional(),
  content: z.string().max(CMS.maxContentLength),
  tags: wordList,
  country: z.string().trim().toLowerCase().min(1, 'Country is required').max(60),
  featured: z.boolean(),
  author: z.string().trim().min(1, 'Author is required').max(100),
  keywords: wordList,
  status: articleStatusSchema,
})
export type ArticleInput = z.infer<typeof articleInputSchema>

/** One article as the staff see it: drafts included, content already sanitised. */
export const cmsArticleSchema = articleInputSchema.extend({
  id: idSchema,
  publishedAt: isoDateTime.nullable(),
  updatedAt: isoDateTime,
  createdAt: isoDateTime,
  readingTime: z.string(),
})
export type CmsArticle = z.infer<typeof cmsArticleSchema>

export const cmsArticleSummarySchema = cmsArticleSchema.pick({
  id: true,
  slug: true,
  title: true,
  country: true,
  status: true,
  featured: true,
  author: true,
  publishedAt: true,
  updatedAt: true,
})
export type CmsArticleSummary = z.infer<typeof cmsArticleSummarySchema>

/** GET /api/cms/articles?search=&country=&status=&page=&limit= */
export const articleListQuerySchema = z.object({
  ...pageQuery,
  search: optionalText(100),
  country: optionalText(60),
  status: articleStatusSchema.optional().catch(undefined),
})
export type ArticleListQuery = z.infer<typeof articleListQuerySchema>

export const articleListSchema = z.object({
  articles: z.array(cmsArticleSummarySchema),
  pagination: paginationSchema,
})
export type ArticleList = z.infer<typeof articleListSchema>

/** GET /api/cms/articles/slug?slug=&excludeId= : whether a slug is free (the editor checks as you type). */
export const slugCheckQuerySchema = z.object({
  slug: z.string().max(CMS.maxSlugLength),
  excludeId: z.string().optional(),
})
export const slugCheckSchema = z.object({ available: z.boolean() })

/** POST /api/cms/articles/preview: the body HTML exactly as it would be stored and shown. */
export const articlePreviewRequestSchema = z.object({ content: z.string().max(CMS.maxContentLength) })
export const articlePreviewSchema = z.object({ content: z.string(), readingTime: z.string() })

// ---------- Feedback inbox ----------

export const feedbackItemSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string(),
  message: z.string(),
  createdAt: isoDateTime,
  read: z.boolean(),
  /** GET of this path (session required) streams the screenshot; null when none was attached. */
  screenshotUrl: z.string().nullable(),
})
export type FeedbackItem = z.infer<typeof feedbackItemSchema>

/** GET /api/cms/feedback?search=&status=&page=&limit= */
export const feedbackListQuerySchema = z.object({
  ...pageQuery,
  search: optionalText(100),
  status: z.enum(['all', 'read', 'unread']).catch('all'),
})
export type FeedbackListQuery = z.infer<typeof feedbackListQuerySchema>

export const feedbackListSchema = z.object({
  items: z.array(feedbackItemSchema),
  pagination: paginationSchema,
})
export type FeedbackList = z.infer<typeof feedbackListSchema>

/** PATCH /api/cms/feedback/:id */
export const feedbackUpdateSchema = z.object({ read: z.boolean() })

// ---------- Dashboard ----------

/** GET /api/cms/dashboard */
export const dashboardSchema = z.object({
  articles: z.object({ published: z.number().int().nonnegative(), draft: z.number().int().nonnegative() }),
  feedback: z.object({
    /** Received in the last 7 days. */
    thisWeek: z.number().int().nonnegative(),
    unread: z.number().int().nonnegative(),
    latest: z.array(feedbackItemSchema).max(CMS.dashboardLatestFeedback),
  }),
})
export type Dashboard = z.infer<typeof dashboardSchema>

// ---------- Country codes ----------

export const countrySlugSchema = slugSchema

/**
 * One destination as the API serves it: the built-in spec and edit policy from packages/specs, or the staff's
 * edit of them.
 */
export const destinationSchema = z.object({
  slug: countrySlugSchema,
  name: z.string().trim().min(1).max(80),
  spec: countrySpecSchema,
  editPolicy: editPolicySchema,
  /** The upload forms and prints beside the default document, the spec's row (docs/photo-documents.md). */
  documents: extraDocumentsSchema,
  /**
   * The default document's rules beyond its row, for a destination kept as data (docs/destinations-data.md):
   * its name, crown, sources and the rest. Absent for the others, whose record the pages already hold.
   */
  defaultRules: defaultRulesSchema.optional(),
})
export type Destination = z.infer<typeof destinationSchema>

/** GET /api/countries (public): enabled destinations, by name. GET /api/countries/:slug answers one or 404. */
export const destinationListSchema = z.object({ countries: z.array(destinationSchema) })
export type DestinationList = z.infer<typeof destinationListSchema>

/** The staff's view of a destination. */
export const cmsDestinationSchema = destinationSchema.extend({
  enabled: z.boolean(),
  /** True for the destinations packages/specs ships; false for ones staff added. */
  builtIn: z.boolean(),
  /** True when the stored name, spec or edit policy differs from the built-in one. */
  edited: z.boolean(),
  updatedAt: isoDateTime.nullable(),
})
export type CmsDestination = z.infer<typeof cmsDestinationSchema>

/**
 * GET /api/cms/codes; POST /api/cms/codes takes a Destination (201); PUT /api/cms/codes/:slug takes name, spec
 * edit policy and documents. Without an edit policy, an added destination gets DEFAULT_EDIT_POLICY, and without
 * documents none beside its default; an update without either keeps the current ones.
 */
export const cmsDestinationListSchema = z.object({ countries: z.array(cmsDestinationSchema) })
export const destinationCreateSchema = destinationSchema.extend({
  editPolicy: editPolicySchema.optional(),
  documents: extraDocumentsSchema.optional(),
})
export type DestinationCreate = z.infer<typeof destinationCreateSchema>
export const destinationUpdateSchema = destinationCreateSchema.pick({
  name: true,
  spec: true,
  editPolicy: true,
  documents: true,
})
/** PATCH /api/cms/codes/:slug */
export const destinationToggleSchema = z.object({ enabled: z.boolean() })
