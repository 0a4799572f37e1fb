import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { migrateToLatest } from '../src/db/index.ts'
import { migrationProvider } from '../src/db/migrations/index.ts'
import type { NewBlogPostRow } from '../src/db/types.ts'
import { testDatabases, useTestDatabase } from './databases.ts'

const post = (slug: string): NewBlogPostRow => ({
  slug,
  title: 'How to take a Vietnam visa photo',
  excerpt: 'Size, background and face position.',
  content: '<p>Use a plain white background.</p>',
  country: 'vietnam',
  author: 'Visa Photo Studio',
  reading_time: '5 min read',
})

describe.each(testDatabases)('database on $name', (target) => {
  const database = useTestDatabase(target)

  it('creates blog_posts with its columns, defaults and indexes', async () => {
    const { db, schema } = database()
    const columns = await sql<{ column_name: string; data_type: string; is_nullable: string }>`
      select column_name, data_type, is_nullable from information_schema.columns
      where table_schema = ${schema} and table_name = 'blog_posts' order by ordinal_position`.execute(db)
    const byName = Object.fromEntries(columns.rows.map((c) => [c.column_name, c]))
    expect(Object.keys(byName)).toEqual([
      'id',
      'slug',
      'title',
      'excerpt',
      'meta_description',
      'content',
      'tags',
      'country',
      'featured',
      'author',
      'status',
      'published_at',
      'updated_at',
      'created_at',
      'reading_time',
      'keywords',
      'schema',
      'search_vector',
    ])
    expect(byName.id?.data_type).toBe('uuid')
    expect(byName.tags?.data_type).toBe('ARRAY')
    expect(byName.published_at?.data_type).toBe('timestamp with time zone')
    expect(byName.schema?.data_type).toBe('jsonb')
    expect(byName.meta_description?.is_nullable).toBe('YES')
    expect(byName.slug?.is_nullable).toBe('NO')

    const indexes = await sql<{ indexname: string; indexdef: string }>`
      select indexname, indexdef from pg_indexes
      where schemaname = ${schema} and tablename = 'blog_posts' order by indexname`.execute(db)
    const defs = Object.fromEntries(indexes.rows.map((i) => [i.indexname, i.indexdef]))
    // 0002 replaced the single-column country index with one that also serves "newest first per country".
    expect(defs.blog_posts_country_idx).toBeUndefined()
    expect(defs.blog_posts_country_status_published_at_idx).toMatch(/\(country, status, published_at DESC\)$/)
    expect(defs.blog_posts_status_published_at_idx).toMatch(/\(status, published_at DESC\)$/)
    expect(defs.blog_posts_slug_key).toMatch(/UNIQUE INDEX .*\(slug\)$/)
    // 0010: full-text search over a generated column.
    expect(byName.search_vector?.data_type).toBe('tsvector')
    expect(defs.blog_posts_search_idx).toMatch(/USING gin \(search_vector\)$/)
    expect(defs.blog_posts_pkey).toMatch(/\(id\)$/)
  })

  it('treats a second migration run as a no-op', async () => {
    const { db, schema } = database()
    const options = schema === 'public' ? {} : { migrationTableSchema: schema }
    await expect(migrateToLatest(db, options)).resolves.toEqual([])
    const applied = await sql<{ name: string }>`
      select name from ${sql.id(schema, 'kysely_migration')} order by name`.execute(db)
    const known = Object.keys(await migrationProvider.getMigrations()).sort()
    expect(applied.rows.map((r) => r.name)).toEqual(known)
    expect(known.slice(0, 2)).toEqual(['0001_blog_posts', '0002_blog_listing'])
  })

  it('gives destinations a nullable jsonb edit_policy (0007), null for the built-in policy', async () => {
    const { db, schema } = database()
    const columns = await sql<{ data_type: string; is_nullable: string }>`
      select data_type, is_nullable from information_schema.columns
      where table_schema = ${schema} and table_name = 'destinations' and column_name = 'edit_policy'`.execute(
      db,
    )
    expect(columns.rows).toEqual([{ data_type: 'jsonb', is_nullable: 'YES' }])
  })

  it('round-trips a row with the same JS types on both drivers', async () => {
    const { db } = database()
    const publishedAt = new Date('2026-03-01T10:20:30.123Z')
    const inserted = await db
      .insertInto('blog_posts')
      .values({
        ...post('vietnam-visa-photo-guide'),
        meta_description: 'Everything about the 4x6 photo.',
        tags: ['vietnam', 'e-visa'],
        keywords: ['vietnam visa photo', '4x6'],
        featured: true,
        status: 'published',
        published_at: publishedAt,
        schema: { '@type': 'BlogPosting', image: ['/og/vietnam.jpg'], wordCount: 812 },
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    expect(inserted.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)

    const row = await db
      .selectFrom('blog_posts')
      .selectAll()
      .where('id', '=', inserted.id)
      .executeTakeFirstOrThrow()
    expect(row.tags).toEqual(['vietnam', 'e-visa'])
    expect(row.keywords).toEqual(['vietnam visa photo', '4x6'])
    expect(row.published_at).toBeInstanceOf(Date)
    expect(row.published_at?.toISOString()).toBe(publishedAt.toISOString())
    expect(row.created_at).toBeInstanceOf(Date)
    expect(row.updated_at).toBeInstanceOf(Date)
    expect(row.schema).toEqual({ '@type': 'BlogPosting', image: ['/og/vietnam.jpg'], wordCount: 812 })
    expect(row.featured).toBe(true)
    expect(row.status).toBe('published')
  })

  it('applies the column defaults', async () => {
    const { db } = database()
    const row = await db
      .insertInto('blog_posts')
      .values(post('defaults'))
      .returningAll()
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      tags: [],
      featured: false,
      status: 'draft',
      published_at: null,
      meta_description: null,
      keywords: null,
      schema: null,
    })
    expect(Date.now() - row.created_at.getTime()).toBeLessThan(60_000)
  })

  it('enforces the unique slug and the status check', async () => {
    const { db } = database()
    await db.insertInto('blog_posts').values(post('unique-slug')).execute()
    await expect(db.insertInto('blog_posts').values(post('unique-slug')).execute()).rejects.toThrow(
      /duplicate key|unique/i,
    )
    await expect(
      db
        .insertInto('blog_posts')
        // biome-ignore lint/suspicious/noExplicitAny: deliberately outside the column's type
        .values({ ...post('bad-status'), status: 'archived' as any })
        .execute(),
    ).rejects.toThrow(/check constraint/i)
  })

  it('returns int8 and interval as strings on both drivers (the parser overrides)', async () => {
    const { db } = database()
    const result = await sql<{ big: unknown; span: unknown; at: unknown; doc: unknown }>`
      select 9007199254740993::int8 as big, interval '1 day 02:03:04' as span,
             timestamptz '2026-01-02T03:04:05Z' as at, '{"a":[1,2]}'::jsonb as doc`.execute(db)
    const row = result.rows[0]
    expect(row?.big).toBe('9007199254740993')
    expect(row?.span).toBe('1 day 02:03:04')
    expect(row?.at).toEqual(new Date('2026-01-02T03:04:05Z'))
    expect(row?.doc).toEqual({ a: [1, 2] })
  })
})
