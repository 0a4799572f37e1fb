// Posts for the blog tests: a handful per country, some drafts, one with hostile HTML, at known dates.
import type { Kysely } from 'kysely'
import type { Database, NewBlogPostRow } from '../src/db/types.ts'

const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n, 9, 0, 0))

export function post(overrides: Partial<NewBlogPostRow> & { slug: string }): NewBlogPostRow {
  return {
    title: `Title of ${overrides.slug}`,
    excerpt: `Excerpt of ${overrides.slug}`,
    content: '<p>Body</p>',
    tags: ['Guide'],
    country: 'japan',
    author: 'Visa Photo Studio Editorial Team',
    status: 'published',
    published_at: day(0),
    reading_time: '3 min read',
    ...overrides,
  }
}

export const HOSTILE_HTML =
  '<h2>Size</h2><p onclick="steal()">Text<script>alert(1)</script></p><img src="/x.png" onerror="alert(2)"><a href="javascript:alert(3)">bad</a><a href="/blog">good</a>'

/**
 * 5 Vietnam posts (newest day 10 .. day 6), 3 Japan posts, 57 filler posts for 'germany' (65 published in
 * all, so two pages of 50), 2 drafts that must never show up.
 */
export async function insertBlogFixtures(db: Kysely<Database>): Promise<void> {
  const rows: NewBlogPostRow[] = [
    ...[10, 9, 8, 7, 6].map((d, i) =>
      post({
        slug: `vietnam-post-${i + 1}`,
        title: i === 0 ? 'Vietnam E-Visa Photo Guide' : `Vietnam article ${i + 1}`,
        country: 'vietnam',
        published_at: day(d),
        featured: i === 0,
        tags: i === 2 ? ['Portrait Check'] : ['Vietnam'],
        content: i === 0 ? HOSTILE_HTML : '<p>Vietnam body</p>',
        meta_description: i === 0 ? 'Vietnam meta' : null,
        keywords: i === 0 ? ['vietnam visa photo'] : null,
      }),
    ),
    ...[5, 4, 3].map((d, i) =>
      post({
        slug: `japan-post-${i + 1}`,
        title: `Japan article ${i + 1}`,
        country: 'japan',
        published_at: day(d),
        // A word only in a body, for full-text search (the markup around it is not searched).
        ...(i === 1
          ? { content: '<h2 class="glare">Frames</h2><p>Remove your glasses before the photo.</p>' }
          : {}),
      }),
    ),
    ...Array.from({ length: 57 }, (_, i) =>
      post({
        slug: `germany-post-${i + 1}`,
        // The same word in an older post's title: a title match ranks above a body match.
        title: i === 2 ? 'Glasses in a Germany photo' : `Germany article ${i + 1}`,
        excerpt: i === 0 ? 'Mentions 50%_off literally' : 'Schengen notes',
        country: 'germany',
        published_at: day(-1 - i),
      }),
    ),
    post({
      slug: 'vietnam-draft',
      country: 'vietnam',
      status: 'draft',
      published_at: null,
      title: 'Vietnam draft',
    }),
    post({
      slug: 'japan-draft',
      country: 'japan',
      status: 'draft',
      published_at: day(30),
      title: 'Japan draft',
    }),
  ]
  await db.insertInto('blog_posts').values(rows).execute()
}
