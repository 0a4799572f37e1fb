// RSS 2.0 for the newest articles (https://www.rssboard.org/rss-specification), with an atom:link to itself
// as feed validators ask. Links are absolute, built from the public site URL.
import { articlePath, SITE } from '@vps/specs'
import { escapeXml } from './xml.ts'

export interface FeedItem {
  slug: string
  title: string
  excerpt: string
  meta_description: string | null
  tags: string[]
  author: string
  published_at: Date | null
  updated_at: Date
}

const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`

function item(siteUrl: string, post: FeedItem): string {
  const link = `${siteUrl}${articlePath(post.slug)}`
  const published = post.published_at ?? post.updated_at
  return [
    '<item>',
    element('title', post.title),
    element('link', link),
    `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
    element('description', post.meta_description || post.excerpt),
    // RSS's <author> must be an e-mail address; Dublin Core's creator takes a name.
    element('dc:creator', post.author),
    element('pubDate', published.toUTCString()),
    ...post.tags.map((tag) => element('category', tag)),
    '</item>',
  ].join('')
}

export function buildRss(siteUrl: string, posts: FeedItem[], now: Date = new Date()): string {
  const newest = posts[0]?.published_at ?? now
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    element('title', `${SITE.name} Blog`),
    element('link', `${siteUrl}/blog`),
    element(
      'description',
      'Country-by-country guides to visa photo requirements, common mistakes and processing times.',
    ),
    element('language', 'en-us'),
    element('lastBuildDate', newest.toUTCString()),
    `<atom:link href="${escapeXml(`${siteUrl}${SITE.rssPath}`)}" rel="self" type="application/rss+xml"/>`,
    ...posts.map((post) => item(siteUrl, post)),
    '</channel>',
    '</rss>',
    '',
  ].join('\n')
}
