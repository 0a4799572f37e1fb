// On PGlite the blog's content version is a count of this process's writes to blog_posts (the only writer:
// the folder lock), so cached blog pages need no query per request. Every kind of write moves it; reads and
// other tables do not. PostgreSQL keeps asking the database (other instances write too).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createBlogRepository } from '../src/blog/repository.ts'
import { createDatabase, type DatabaseHandle, migrateToLatest } from '../src/db/index.ts'
import { localWriteGeneration } from '../src/db/write-generation.ts'
import { post } from './blog-fixtures.ts'
import { testDatabases, useTestDatabase } from './databases.ts'

describe('the blog write count on PGlite', () => {
  let database: DatabaseHandle
  beforeAll(async () => {
    database = await createDatabase({ driver: 'pglite', dataDir: 'memory://' })
    await migrateToLatest(database.db)
  })
  afterAll(async () => {
    await database?.close()
  })

  it('moves with every insert, update and delete of blog_posts, in a transaction too, and not otherwise', async () => {
    const { db } = database
    const count = () => localWriteGeneration(db, 'blog_posts')
    const start = count() ?? Number.NaN
    await db
      .insertInto('blog_posts')
      .values(post({ slug: 'counted' }))
      .execute()
    expect(count()).toBe(start + 1)
    await db.updateTable('blog_posts').set({ title: 'Changed' }).where('slug', '=', 'counted').execute()
    await db
      .transaction()
      .execute((trx) => trx.updateTable('blog_posts as p').set({ title: 'Again' }).execute())
    expect(count()).toBe(start + 3)
    await db.selectFrom('blog_posts').selectAll().execute()
    await db
      .insertInto('rate_limit_counters')
      .values({ key: 'k', hits: 1, window_ends_at: new Date() })
      .execute()
    expect(count()).toBe(start + 3)
    await db.deleteFrom('blog_posts').where('slug', '=', 'counted').execute()
    expect(count()).toBe(start + 4)
    expect(await createBlogRepository(db).contentVersion()).toBe(`local:${start + 4}`)
  })
})

describe.each(testDatabases.filter((target) => target.name === 'postgres'))('on $name', (target) => {
  const database = useTestDatabase(target)
  it('asks the database, since other instances write too', async () => {
    const { db } = database()
    expect(localWriteGeneration(db, 'blog_posts')).toBeUndefined()
    expect(await createBlogRepository(db).contentVersion()).toMatch(/^\d+:/)
  })
})
