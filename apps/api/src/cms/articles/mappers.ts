// blog_posts rows to the staff's camelCase shapes (cmsArticleSchema, cmsArticleSummarySchema). Unlike the
// public mappers, drafts are expected here, so a missing published_at stays null.
import type { CmsArticle, CmsArticleSummary } from '@vps/specs'
import type { BlogPostRow } from '../../db/types.ts'
import type { ArticleSummaryRow } from './repository.ts'

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null)

export function toCmsSummary(row: ArticleSummaryRow): CmsArticleSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    country: row.country,
    status: row.status,
    featured: row.featured,
    author: row.author,
    publishedAt: iso(row.published_at),
    updatedAt: row.updated_at.toISOString(),
  }
}

export function toCmsArticle(row: BlogPostRow): CmsArticle {
  return {
    ...toCmsSummary(row),
    excerpt: row.excerpt,
    // The contract wants an absent meta description omitted, never null.
    ...(row.meta_description ? { metaDescription: row.meta_description } : {}),
    content: row.content,
    tags: row.tags,
    keywords: row.keywords ?? [],
    createdAt: row.created_at.toISOString(),
    readingTime: row.reading_time,
  }
}
