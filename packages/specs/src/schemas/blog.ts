import { BLOG } from '../limits.ts'
import { SLUG_PATTERN } from '../slug.ts'
import { z } from '../zod.ts'

// The database layer is still being chosen (serial or uuid), so both forms are accepted.
const postIdSchema = z.union([z.number().int().nonnegative(), z.string().min(1)])

// Slugs become URL path segments (/blog/{slug}) and prerendered file names.
const slugSchema = z.string().regex(SLUG_PATTERN, 'Slug must be lower-case words joined by hyphens')

// Dates cross the wire as JSON strings; offsets are allowed because Postgres may emit them.
const isoDateTime = z.iso.datetime({ offset: true })

// JSON-LD allows an image as a URL, a list of URLs or an ImageObject.
const structuredImageSchema = z.union([z.string(), z.array(z.string()), z.looseObject({ url: z.string() })])

export const blogPostSchema = z.object({
  id: postIdSchema,
  slug: slugSchema,
  title: z.string().min(1),
  excerpt: z.string(),
  metaDescription: z.string().optional(),
  // Trusted HTML written by staff in the CMS; rendered as-is on the article page.
  content: z.string(),
  tags: z.array(z.string()),
  country: z.string().min(1),
  featured: z.boolean(),
  author: z.string().min(1),
  publishedAt: isoDateTime,
  updatedAt: isoDateTime,
  readingTime: z.string(),
  keywords: z.array(z.string()).optional(),
  schema: z.looseObject({ image: structuredImageSchema.optional() }).optional(),
})

export type BlogPost = z.infer<typeof blogPostSchema>

// country and featured are not in the spec's summary list, but the list page
// cannot build its country filter or featured section without them.
export const blogPostSummarySchema = blogPostSchema.pick({
  id: true,
  slug: true,
  title: true,
  excerpt: true,
  publishedAt: true,
  readingTime: true,
  tags: true,
  country: true,
  featured: true,
})

export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>

export const blogListResponseSchema = z.object({
  posts: z.array(blogPostSummarySchema),
  pagination: z.object({
    totalPages: z.number().int().nonnegative(),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    limit: z.number().int().positive().max(BLOG.maxLimit),
  }),
  // Every country with published posts and how many, whatever the filters: the list page builds its country
  // dropdown and its '(x of y)' total from it, which one page of 50 posts could not give.
  countries: z.array(z.object({ country: z.string().min(1), count: z.number().int().positive() })).optional(),
})

export type BlogListResponse = z.infer<typeof blogListResponseSchema>

/** Related articles and a country's articles: summaries, newest first. */
export const blogPostSummaryListSchema = z.array(blogPostSummarySchema)

// An empty or whitespace-only filter means "no filter", so '/api/blog?search=' lists everything.
const optionalFilter = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .catch(undefined)
    .transform((value) => (value ? value : undefined))

// Query strings arrive as text; bad values fall back to defaults rather than failing the page.
export const blogListQuerySchema = z.object({
  page: z.coerce.number().int().positive().catch(1),
  limit: z.coerce.number().int().positive().max(BLOG.maxLimit).catch(BLOG.pageSize),
  /** Case-insensitive words matched against title, excerpt and tags. */
  search: optionalFilter(BLOG.maxSearchLength),
  /** A country code such as 'vietnam'; matched exactly (after lower-casing). */
  country: optionalFilter(BLOG.maxCountryLength).transform((value) => value?.toLowerCase()),
})

export type BlogListQuery = z.infer<typeof blogListQuerySchema>
