// Site-level documents built from the blog: /rss.xml, /sitemap.xml, /robots.txt, and the share image
// /api/og-image/:slug. Registered at the root (not under /api's prefix) because crawlers look for them there.
import { createHash } from 'node:crypto'
import { BLOG, unlistedDestinationName } from '@vps/specs'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { createOgImageCache, ogImageSvg, renderOgPng } from '../blog/og-image.ts'
import { createBlogRepository } from '../blog/repository.ts'
import { buildRss } from '../blog/rss.ts'
import { buildRobots, buildSitemap } from '../blog/sitemap.ts'
import { createDestinationService } from '../destinations/service.ts'
import { ApiError } from '../errors.ts'

export interface FeedsOptions {
  /** The public origin, without a trailing slash: feeds and sitemaps need absolute links. */
  publicSiteUrl: string
}

// Feeds and sitemaps change when an article is published; an hour of caching is what crawlers expect.
const FEED_CACHE = 'public, max-age=3600'
// An image changes with its post's title or its destination's name, and its ETag says when; a day keeps
// previews cheap (a rename reaches caches that still hold the old card within that day).
const IMAGE_CACHE = 'public, max-age=86400'

const feeds: FastifyPluginAsyncZod<FeedsOptions> = async (app, { publicSiteUrl }) => {
  const repository = createBlogRepository(app.db)
  const destinations = createDestinationService(app.db)
  const ogCache = createOgImageCache()
  const siteHost = new URL(publicSiteUrl).host

  app.get('/rss.xml', async (_request, reply) => {
    const posts = await repository.listLatest(BLOG.rssItems)
    return reply
      .type('application/rss+xml; charset=utf-8')
      .header('cache-control', FEED_CACHE)
      .send(buildRss(publicSiteUrl, posts))
  })

  app.get('/sitemap.xml', async (_request, reply) => {
    const [articles, enabled] = await Promise.all([
      repository.listPublishedSlugs(),
      destinations.listPublic(),
    ])
    const photoSlugs = enabled.map((destination) => destination.slug)
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', FEED_CACHE)
      .send(buildSitemap(publicSiteUrl, articles, photoSlugs))
  })

  app.get('/robots.txt', async (_request, reply) => {
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', FEED_CACHE)
      .send(buildRobots(publicSiteUrl))
  })

  app.get(
    '/api/og-image/:slug',
    // No response schema: the answer is PNG bytes (or an empty 304), and errors leave through the one error
    // handler in the shared { error } shape.
    { schema: { params: z.object({ slug: z.string().min(1).max(200) }) } },
    async (request, reply) => {
      const post = await repository.findPublishedBySlug(request.params.slug)
      if (!post) throw new ApiError(404, 'NOT_FOUND', 'No published article has this address')
      // The destination's name as the article page shows it (the one staff gave it while enabled), never the
      // raw code. A rename changes the card, so the name is part of its ETag.
      const served = await destinations.getPublic(post.country)
      const countryName = served?.name ?? unlistedDestinationName(post.country)
      const nameTag = createHash('sha256').update(countryName).digest('base64url').slice(0, 8)
      const etag = `"og-${post.updated_at.getTime().toString(36)}-${nameTag}"`
      reply.header('cache-control', IMAGE_CACHE).header('etag', etag)
      if (request.headers['if-none-match'] === etag) return reply.code(304).send()
      const key = `${post.slug}:${etag}`
      const png = await ogCache.get(key, () =>
        renderOgPng(ogImageSvg({ title: post.title, countryName }, siteHost)),
      )
      return reply.type('image/png').send(png)
    },
  )
}

export default feeds
