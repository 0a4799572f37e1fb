// The feedback inbox's rules: listing and searching, read/unread, deletion together with the stored
// screenshot, and serving that screenshot only when its sniffed type is an image we accept.
import type { Readable } from 'node:stream'
import { CMS, CMS_MESSAGES, type FeedbackItem, type FeedbackList, type FeedbackListQuery } from '@vps/specs'
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import { z } from 'zod'
import type { Database, FeedbackRow } from '../../db/types.ts'
import { ApiError } from '../../errors.ts'
import type { AnyObjectStorage } from '../../storage/index.ts'
import type { SniffedImageType } from '../../storage/sniff.ts'
import { recordAudit } from '../audit.ts'
import type { StaffPrincipal } from '../principal.ts'
import * as repo from './repository.ts'

const notFound = () => new ApiError(404, 'NOT_FOUND', CMS_MESSAGES.feedbackNotFound)
const noScreenshot = () => new ApiError(404, 'NOT_FOUND', 'This feedback has no screenshot.')

const uuid = z.guid()
const isUuid = (id: string) => uuid.safeParse(id).success

const WEEK_MS = 7 * 24 * 60 * 60 * 1000

// The types the upload path sniffs (storage/sniff.ts). A stored type outside this list is never served:
// the browser would be told to treat the bytes as something other than a picture.
const SERVABLE: ReadonlySet<string> = new Set<SniffedImageType>([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
])

/** Where staff fetch a feedback's screenshot; the route lives in cms/feedback-routes.ts. */
export const screenshotPath = (id: string) => `/api/cms/feedback/${id}/screenshot`

export function toFeedbackItem(row: FeedbackRow): FeedbackItem {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    createdAt: row.created_at.toISOString(),
    read: row.read_at !== null,
    screenshotUrl: row.image_key ? screenshotPath(row.id) : null,
  }
}

export interface Screenshot {
  contentType: SniffedImageType
  body: Readable
}

export function createInboxService(
  db: Kysely<Database>,
  storage: AnyObjectStorage,
  log?: FastifyBaseLogger,
  now: () => number = Date.now,
) {
  return {
    async list(query: FeedbackListQuery): Promise<FeedbackList> {
      const { rows, total } = await repo.listFeedback(
        db,
        { search: query.search, status: query.status },
        { limit: query.limit, offset: (query.page - 1) * query.limit },
      )
      return {
        items: rows.map(toFeedbackItem),
        pagination: {
          page: query.page,
          limit: query.limit,
          total,
          totalPages: Math.ceil(total / query.limit),
        },
      }
    },

    async summary() {
      const [counts, latest] = await Promise.all([
        repo.countFeedback(db, new Date(now() - WEEK_MS)),
        repo.listFeedback(db, { status: 'all' }, { limit: CMS.dashboardLatestFeedback, offset: 0 }),
      ])
      return { ...counts, latest: latest.rows.map(toFeedbackItem) }
    },

    async setRead(actor: StaffPrincipal | null, id: string, read: boolean): Promise<FeedbackItem> {
      if (!isUuid(id)) throw notFound()
      const row = await db.transaction().execute(async (trx) => {
        const updated = await repo.setRead(trx, id, read)
        if (!updated) throw notFound()
        await recordAudit(trx, {
          actor,
          action: read ? 'feedback.mark_read' : 'feedback.mark_unread',
          target: `feedback:${id}`,
          details: null,
        })
        return updated
      })
      return toFeedbackItem(row)
    },

    /**
     * Deletes the row first and the bytes after the commit: a failed storage call then leaves an orphan
     * file (logged), never a row pointing at a screenshot that is gone.
     */
    async remove(actor: StaffPrincipal | null, id: string): Promise<void> {
      if (!isUuid(id)) throw notFound()
      const row = await db.transaction().execute(async (trx) => {
        const deleted = await repo.deleteFeedback(trx, id)
        if (!deleted) throw notFound()
        await recordAudit(trx, {
          actor,
          action: 'feedback.delete',
          target: `feedback:${id}`,
          // Not the sender's address: deleting feedback should not leave their details in the log.
          details: { hadScreenshot: deleted.image_key !== null },
        })
        return deleted
      })
      if (!row.image_key) return
      await storage.delete(row.image_key).catch((err: unknown) => {
        log?.error({ err, key: row.image_key }, 'Could not delete a feedback screenshot from storage')
      })
    },

    async screenshot(id: string): Promise<Screenshot> {
      if (!isUuid(id)) throw notFound()
      const found = await repo.findScreenshot(db, id)
      if (!found) throw notFound()
      if (!found.key || !found.contentType || !SERVABLE.has(found.contentType)) throw noScreenshot()
      const body = await storage.read(found.key)
      if (!body) throw noScreenshot()
      return { contentType: found.contentType as SniffedImageType, body }
    },
  }
}

export type InboxService = ReturnType<typeof createInboxService>
