// Rows (snake_case, nullable columns, Date objects) to the API's shapes (camelCase, ISO strings). The shared
// zod schemas want an absent optional field omitted, never null, so nulls are dropped here.
import type { BlogPost, BlogPostSummary } from '@vps/specs'
import type { BlogPostRow } from '../db/types.ts'
import { sanitizeArticleHtml } from './sanitize.ts'

export type SummaryRow = Pick<
  BlogPostRow,
  'id' | 'slug' | 'title' | 'excerpt' | 'published_at' | 'reading_time' | 'tags' | 'country' | 'featured'
>

// Public queries only return published rows, and 0002 makes a published row carry a date; the fallback
// keeps the type honest without inventing a value anyone would see.
const iso = (date: Date | null): string => (date ?? new Date(0)).toISOString()

export function toSummary(row: SummaryRow): BlogPostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    publishedAt: iso(row.published_at),
    readingTime: row.reading_time,
    tags: row.tags,
    country: row.country,
    featured: row.featured,
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function toPost(row: BlogPostRow): BlogPost {
  return {
    ...toSummary(row),
    ...(row.meta_description ? { metaDescription: row.meta_description } : {}),
    // Sanitised again on the way out: whatever reached the table, the page gets allow-listed HTML.
    content: sanitizeArticleHtml(row.content),
    author: row.author,
    updatedAt: iso(row.updated_at),
    ...(row.keywords && row.keywords.length > 0 ? { keywords: row.keywords } : {}),
    ...(isPlainObject(row.schema) ? { schema: row.schema as BlogPost['schema'] } : {}),
  }
}
