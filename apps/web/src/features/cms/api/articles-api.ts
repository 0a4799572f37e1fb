// The article calls of the staff area (contract: packages/specs/src/schemas/cms.ts). Publish and unpublish
// are a save with the other status, so the editor always sends the whole article it shows.
import {
  type ArticleInput,
  type ArticleListQuery,
  articleListSchema,
  articlePreviewSchema,
  type CmsArticle,
  cmsArticleSchema,
  slugCheckSchema,
} from '@vps/specs'
import { cmsGet, cmsSend, withQuery } from './cms-client.ts'

export type ArticleFilters = Partial<Pick<ArticleListQuery, 'search' | 'country' | 'status' | 'page'>>

export const articleKeys = {
  all: ['cms', 'articles'] as const,
  list: (filters: ArticleFilters) => ['cms', 'articles', 'list', filters] as const,
  one: (id: string) => ['cms', 'articles', 'one', id] as const,
  slug: (slug: string, excludeId: string | null) => ['cms', 'articles', 'slug', slug, excludeId] as const,
}

export const listArticles = (filters: ArticleFilters) =>
  cmsGet(withQuery('/api/cms/articles', { ...filters }), articleListSchema)

export const getArticle = (id: string) =>
  cmsGet(`/api/cms/articles/${encodeURIComponent(id)}`, cmsArticleSchema)

export function saveArticle(id: string | null, input: ArticleInput): Promise<CmsArticle> {
  return id
    ? cmsSend('PUT', `/api/cms/articles/${encodeURIComponent(id)}`, input, cmsArticleSchema)
    : cmsSend('POST', '/api/cms/articles', input, cmsArticleSchema)
}

export const deleteArticle = (id: string) => cmsSend('DELETE', `/api/cms/articles/${encodeURIComponent(id)}`)

export const checkSlug = (slug: string, excludeId: string | null) =>
  cmsGet(withQuery('/api/cms/articles/slug', { slug, excludeId: excludeId ?? undefined }), slugCheckSchema)

export const previewArticle = (content: string) =>
  cmsSend('POST', '/api/cms/articles/preview', { content }, articlePreviewSchema)
