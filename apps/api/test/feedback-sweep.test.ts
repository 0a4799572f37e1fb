// Uploads no feedback took are deleted once their address has long expired: a screenshot uploaded and
// never submitted, and what a crash mid-upload leaves (a 'receiving' row and a .part file). Before, all of
// them stayed forever. The clock is moved, never waited for.
import { existsSync, readdirSync, utimesSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { imagePathFromUploadUrl } from '@vps/specs'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORPHAN_AFTER_MS } from '../src/feedback/sweep.ts'
import { testDatabases, useTestDatabase } from './databases.ts'
import {
  buildFeedbackApp,
  type FeedbackTestApp,
  mintUploadUrl,
  putUpload,
  TINY_PNG,
  VALID,
} from './feedback-helpers.ts'

const MINUTE = 60_000

describe.each(testDatabases)('sweeping orphaned uploads on $name', (target) => {
  const database = useTestDatabase(target)
  let built: FeedbackTestApp
  let app: FastifyInstance
  let folder: string

  beforeAll(async () => {
    built = await buildFeedbackApp(database())
    app = built.app
    folder = path.join(built.dataDir, 'objects', 'feedback')
  })
  afterAll(async () => {
    await app?.close()
  })

  async function upload(): Promise<string> {
    const url = await mintUploadUrl(app)
    expect((await putUpload(app, url, TINY_PNG)).statusCode).toBe(204)
    return (imagePathFromUploadUrl(url) ?? '').replace('/objects/', '')
  }
  const fileOf = (key: string) => path.join(built.dataDir, 'objects', ...key.split('/'))
  const row = (key: string) =>
    database().db.selectFrom('uploads').select('status').where('key', '=', key).executeTakeFirst()
  /** Files are stamped by the real clock: age one as if written at the test clock's `at`. */
  const age = (file: string, at: number) => utimesSync(file, new Date(at), new Date(at))

  it('keeps everything until the address has expired and the grace passed, then removes only the orphans', async () => {
    const start = built.clock.now
    const attached = await upload()
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/feedback',
          payload: { ...VALID, imagePath: `/objects/${attached}` },
        })
      ).statusCode,
    ).toBe(201)
    const abandoned = await upload()
    // What a process killed mid-upload leaves: the claimed row and the partial file beside the target.
    const crashedKey = `feedback/${'c'.repeat(32)}`
    await database()
      .db.insertInto('uploads')
      .values({ key: crashedKey, status: 'receiving', created_at: new Date(start) })
      .execute()
    const partial = path.join(folder, `${'c'.repeat(32)}.0a1b2c3d4e5f.part`)
    writeFileSync(partial, TINY_PNG.subarray(0, 10))
    // A bucket-style object with no row at all.
    const stray = path.join(folder, 'f'.repeat(32))
    writeFileSync(stray, TINY_PNG)
    for (const file of [fileOf(attached), fileOf(abandoned), partial, stray]) age(file, start)

    built.clock.now = start + ORPHAN_AFTER_MS - MINUTE
    expect(await app.feedback.service.sweepOrphans()).toEqual({ rows: 0, objects: 0 })
    expect(existsSync(fileOf(abandoned))).toBe(true)

    built.clock.now = start + ORPHAN_AFTER_MS + MINUTE
    // Uploaded a moment ago, not yet submitted: kept.
    const fresh = await upload()
    age(fileOf(fresh), built.clock.now)
    expect(await app.feedback.service.sweepOrphans()).toEqual({ rows: 2, objects: 2 })

    expect(existsSync(fileOf(abandoned))).toBe(false)
    expect(await row(abandoned)).toBeUndefined()
    expect(await row(crashedKey)).toBeUndefined()
    expect(existsSync(partial)).toBe(false)
    expect(existsSync(stray)).toBe(false)
    expect(existsSync(fileOf(attached))).toBe(true)
    expect(await row(attached)).toEqual({ status: 'attached' })
    expect(existsSync(fileOf(fresh))).toBe(true)
    expect(await row(fresh)).toEqual({ status: 'stored' })
    expect(readdirSync(folder).sort()).toEqual([attached, fresh].map((key) => key.split('/')[1]).sort())

    // Submitting the swept screenshot now asks for it again, in the usual words.
    const late = await app.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: { ...VALID, imagePath: `/objects/${abandoned}` },
    })
    expect(late.statusCode).toBe(400)
    expect(late.json().error.code).toBe('UPLOAD_NOT_FOUND')
  })
})
