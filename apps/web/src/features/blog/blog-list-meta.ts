import { BLOG, type BlogListResponse, SITE } from '@vps/specs'
import type { BlogListParams } from '../../shared/api/blog-queries.ts'
import { pageHead } from '../../shared/seo/head.ts'
import { absoluteUrl } from '../../shared/seo/site.ts'

export const BLOG_LIST_TITLE = 'Visa Photo Guides & Expert Articles'

/** Head of /blog. Filtered and paged views name /blog as their canonical page. */
export function blogListHead(data: BlogListResponse | undefined) {
  const posts = data?.posts.slice(0, BLOG.structuredDataPosts) ?? []
  return pageHead({
    title: `${BLOG_LIST_TITLE} | ${SITE.name} Blog`,
    description:
      'Country-by-country guides to visa photo requirements, common mistakes and processing times, with exact sizes, backgrounds and file limits.',
    path: '/blog',
    keywords: ['visa photo guide', 'visa photo requirements', 'passport photo size', 'visa processing time'],
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'Blog',
      name: `${SITE.name} Blog`,
      url: absoluteUrl('/blog'),
      blogPost: posts.map((post) => ({
        '@type': 'BlogPosting',
        headline: post.title,
        description: post.excerpt,
        datePublished: post.publishedAt,
        url: absoluteUrl(`/blog/${post.slug}`),
      })),
    },
  })
}

/** The list's query parameters from the URL's search; the loader and the page must build the same key. */
export function blogListParams(search: { page?: number; search?: string; country?: string }): BlogListParams {
  return {
    page: search.page ?? 1,
    search: search.search || undefined,
    country: search.country?.toLowerCase() || undefined,
  }
}
