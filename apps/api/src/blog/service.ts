// What the blog routes, feeds and seed ask for, in the API's own shapes. Queries stay in the repository.
import {
  BLOG,
  type BlogListQuery,
  type BlogListResponse,
  type BlogPost,
  type BlogPostSummary,
} from '@vps/specs'
import type { Kysely } from 'kysely'
import type { Database } from '../db/types.ts'
import { toPost, toSummary } from './mappers.ts'
import { createBlogRepository } from './repository.ts'

export function createBlogService(db: Kysely<Database>) {
  const repository = createBlogRepository(db)

  return {
    repository,

    async list(query: BlogListQuery): Promise<BlogListResponse> {
      const filter = { search: query.search, country: query.country }
      const offset = (query.page - 1) * query.limit
      const [{ rows, total }, countries] = await Promise.all([
        repository.listPublished(filter, { limit: query.limit, offset }),
        repository.countPublishedByCountry(),
      ])
      return {
        posts: rows.map(toSummary),
        pagination: {
          totalPages: Math.ceil(total / query.limit),
          total,
          page: query.page,
          limit: query.limit,
        },
        countries,
      }
    },

    async getBySlug(slug: string): Promise<BlogPost | null> {
      const row = await repository.findPublishedBySlug(slug)
      return row ? toPost(row) : null
    },

    async related(country: string, postId: string): Promise<BlogPostSummary[]> {
      const rows = await repository.listRelated(country, postId, BLOG.relatedArticles)
      return rows.map(toSummary)
    },

    async byCountry(country: string): Promise<BlogPostSummary[]> {
      // Capped like a list page: a country's landing page shows six, and no answer should be unbounded.
      const rows = await repository.listByCountry(country, BLOG.maxLimit)
      return rows.map(toSummary)
    },
  }
}

export type BlogService = ReturnType<typeof createBlogService>
