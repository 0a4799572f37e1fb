import { type BlogPost, MESSAGES, ogImagePath, SITE } from '@vps/specs'
import { pageHead } from '../../shared/seo/head.ts'
import { absoluteUrl } from '../../shared/seo/site.ts'

/** The image a post names in its structured data, else its generated share image. */
export function articleImage(post: BlogPost): string {
  const image = post.schema?.image
  const named = typeof image === 'string' ? image : Array.isArray(image) ? image[0] : image?.url
  if (!named) return absoluteUrl(ogImagePath(post.slug))
  return named.startsWith('/') ? absoluteUrl(named) : named
}

export function articleStructuredData(post: BlogPost): Record<string, unknown> {
  const url = absoluteUrl(`/blog/${post.slug}`)
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: post.metaDescription ?? post.excerpt,
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    author: { '@type': 'Organization', name: post.author },
    publisher: {
      '@type': 'Organization',
      name: SITE.name,
      logo: { '@type': 'ImageObject', url: absoluteUrl('/favicon.svg') },
    },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    keywords: post.keywords?.join(', '),
    articleSection: 'Visa photo guides',
    // Whatever the post's own schema says wins, except that an image is always present.
    ...post.schema,
    image: articleImage(post),
  }
}

export function articleHead(post: BlogPost | undefined, slug: string) {
  if (!post) {
    return pageHead({
      title: `${MESSAGES.articleNotFoundTitle} | ${SITE.name} Blog`,
      description: MESSAGES.articleNotFoundText,
      path: `/blog/${slug}`,
      noIndex: true,
    })
  }
  return pageHead({
    title: `${post.title} | ${SITE.name} Blog`,
    description: post.metaDescription ?? post.excerpt,
    path: `/blog/${post.slug}`,
    keywords: post.keywords ?? post.tags,
    ogImage: articleImage(post),
    structuredData: articleStructuredData(post),
  })
}
