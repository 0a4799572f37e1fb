// The article editor's rules: content is sanitised on every save, the slug is unique, published_at is
// the first publication's date, and every change is written to the audit log in the same transaction.
import {
  type ArticleInput,
  type ArticleList,
  type ArticleListQuery,
  type ArticleStatus,
  CMS_MESSAGES,
  type CmsArticle,
} from '@vps/specs'
import type { Kysely } from 'kysely'
import { z } from 'zod'
import { sanitizeArticleHtml } from '../../blog/sanitize.ts'
import type { BlogPostRow, Database } from '../../db/types.ts'
import { createDestinationService } from '../../destinations/service.ts'
import { ApiError } from '../../errors.ts'
import { readingTime } from '../../seed/guides/index.ts'
import { recordAudit } from '../audit.ts'
import type { StaffPrincipal } from '../principal.ts'
import { toCmsArticle, toCmsSummary } from './mappers.ts'
import * as repo from './repository.ts'

const notFound = () => new ApiError(404, 'NOT_FOUND', CMS_MESSAGES.articleNotFound)
const slugTaken = () => new ApiError(409, 'SLUG_TAKEN', CMS_MESSAGES.slugTaken)
const unknownCountry = () => new ApiError(400, 'UNKNOWN_COUNTRY', CMS_MESSAGES.unknownCountry)

// Ids are uuids; anything else cannot name an article, and must not reach PostgreSQL as a uuid cast error.
const uuid = z.guid()
const isUuid = (id: string) => uuid.safeParse(id).success

/** PostgreSQL's unique_violation, as both pg and PGlite report it. */
function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'
}

/** What a save stores: the sanitised body and the reading time of what will actually be shown. */
export function prepareContent(html: string): { content: string; readingTime: string } {
  const content = sanitizeArticleHtml(html)
  return { content, readingTime: readingTime(content) }
}

function toColumns(input: ArticleInput) {
  const { content, readingTime: reading } = prepareContent(input.content)
  return {
    slug: input.slug,
    title: input.title,
    excerpt: input.excerpt,
    meta_description: input.metaDescription ? input.metaDescription : null,
    content,
    tags: input.tags,
    country: input.country,
    featured: input.featured,
    author: input.author,
    keywords: input.keywords,
    status: input.status,
    reading_time: reading,
  }
}

const auditDetails = (row: BlogPostRow) => ({ slug: row.slug, title: row.title, status: row.status })

export function createArticleService(db: Kysely<Database>) {
  const destinations = createDestinationService(db)

  /** Runs a write and its audit entry together; a unique-slug race becomes the same 409 as the pre-check. */
  async function write(
    actor: StaffPrincipal | null,
    action: string,
    change: (trx: Kysely<Database>) => Promise<BlogPostRow | undefined>,
  ): Promise<BlogPostRow> {
    try {
      return await db.transaction().execute(async (trx) => {
        const row = await change(trx)
        if (!row) throw notFound()
        await recordAudit(trx, { actor, action, target: `article:${row.id}`, details: auditDetails(row) })
        return row
      })
    } catch (error) {
      throw isUniqueViolation(error) ? slugTaken() : error
    }
  }

  async function assertSlugFree(slug: string, excludeId?: string): Promise<void> {
    if (await repo.slugInUse(db, slug, excludeId)) throw slugTaken()
  }

  async function findOr404(id: string): Promise<BlogPostRow> {
    const row = isUuid(id) ? await repo.findArticle(db, id) : undefined
    if (!row) throw notFound()
    return row
  }

  // An article files under a country's guides and links its photo page: a code the codes list does not know
  // would be a guide for a page that cannot exist. A disabled destination is still known (it may come back).
  async function assertKnownCountry(country: string): Promise<void> {
    if (!(await destinations.isKnown(country))) throw unknownCountry()
  }

  async function setStatus(actor: StaffPrincipal | null, id: string, status: ArticleStatus) {
    if (!isUuid(id)) throw notFound()
    const action = status === 'published' ? 'article.publish' : 'article.unpublish'
    return toCmsArticle(await write(actor, action, (trx) => repo.updateArticle(trx, id, { status })))
  }

  return {
    async list(query: ArticleListQuery): Promise<ArticleList> {
      const filter = { search: query.search, country: query.country, status: query.status }
      const { rows, total } = await repo.listArticles(db, filter, {
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      })
      return {
        articles: rows.map(toCmsSummary),
        pagination: {
          page: query.page,
          limit: query.limit,
          total,
          totalPages: Math.ceil(total / query.limit),
        },
      }
    },

    async get(id: string): Promise<CmsArticle> {
      return toCmsArticle(await findOr404(id))
    },

    async slugAvailable(slug: string, excludeId?: string): Promise<boolean> {
      return !(await repo.slugInUse(db, slug, excludeId && isUuid(excludeId) ? excludeId : undefined))
    },

    preview: prepareContent,

    async create(actor: StaffPrincipal | null, input: ArticleInput): Promise<CmsArticle> {
      await assertKnownCountry(input.country)
      await assertSlugFree(input.slug)
      const columns = toColumns(input)
      const row = await write(actor, 'article.create', (trx) =>
        repo.insertArticle(trx, {
          ...columns,
          published_at: input.status === 'published' ? new Date() : null,
        }),
      )
      return toCmsArticle(row)
    },

    async update(actor: StaffPrincipal | null, id: string, input: ArticleInput): Promise<CmsArticle> {
      const stored = await findOr404(id)
      // Only a new country is checked: an article already filed under a code the list lacks (older data, or
      // a destination since removed) must stay editable without being moved.
      if (input.country !== stored.country) await assertKnownCountry(input.country)
      await assertSlugFree(input.slug, id)
      return toCmsArticle(
        await write(actor, 'article.update', (trx) => repo.updateArticle(trx, id, toColumns(input))),
      )
    },

    publish: (actor: StaffPrincipal | null, id: string) => setStatus(actor, id, 'published'),
    unpublish: (actor: StaffPrincipal | null, id: string) => setStatus(actor, id, 'draft'),

    async remove(actor: StaffPrincipal | null, id: string): Promise<void> {
      if (!isUuid(id)) throw notFound()
      await write(actor, 'article.delete', (trx) => repo.deleteArticle(trx, id))
    },

    countByStatus: () => repo.countByStatus(db),
  }
}

export type ArticleService = ReturnType<typeof createArticleService>
