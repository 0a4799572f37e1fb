// Initial content: the 96 country guides the site links to. Loaded at every start when the blog is empty
// (seedIfEmpty) and on demand by `pnpm --filter @vps/api seed`, which also refreshes existing guides.
import type { Kysely } from 'kysely'
import { createBlogRepository } from '../blog/repository.ts'
import { sanitizeArticleHtml } from '../blog/sanitize.ts'
import type { Database, NewBlogPostRow } from '../db/types.ts'
import { buildSeedGuides, type SeedGuide } from './guides/index.ts'

export function toRow(guide: SeedGuide): NewBlogPostRow {
  return {
    slug: guide.slug,
    title: guide.title,
    excerpt: guide.excerpt,
    meta_description: guide.metaDescription,
    // Sanitised on the way in like any other content, even though we wrote it.
    content: sanitizeArticleHtml(guide.content),
    tags: guide.tags,
    country: guide.country,
    featured: guide.featured,
    author: guide.author,
    status: 'published',
    published_at: guide.publishedAt,
    reading_time: guide.readingTime,
    keywords: guide.keywords,
  }
}

/** Writes every seed guide, inserting new slugs and updating existing ones. Returns how many were written. */
export async function seedGuides(db: Kysely<Database>): Promise<number> {
  const rows = buildSeedGuides().map(toRow)
  await createBlogRepository(db).upsertBySlug(rows)
  return rows.length
}

/**
 * Called at every start; fills an empty blog with the seed guides. A blog that holds anything at all (even
 * drafts) is left alone, so staff edits and deletions are never undone by a restart.
 */
export async function seedIfEmpty(db: Kysely<Database>): Promise<number> {
  const existing = await createBlogRepository(db).countAll()
  if (existing > 0) return 0
  return seedGuides(db)
}
