// Table types as the database returns them. Column names stay snake_case here; the repositories map them
// to the camelCase shapes of the shared zod schemas.
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely'
import type { DestinationTables } from './tables/destinations.ts'
import type { InboxTables } from './tables/inbox.ts'
import type { RateLimitTables } from './tables/rate-limits.ts'
import type { StaffTables } from './tables/staff.ts'

export type JsonPrimitive = string | number | boolean | null
export type JsonValue = JsonPrimitive | JsonValue[] | { [key: string]: JsonValue }

/** A timestamptz: read as Date on both drivers; written as a Date or an ISO string. */
export type Timestamp<Insert = Date | string> = ColumnType<Date, Insert, Date | string>

export type BlogPostStatus = 'draft' | 'published'

export interface BlogPostsTable {
  id: Generated<string>
  slug: string
  title: string
  excerpt: string
  meta_description: string | null
  /** HTML. */
  content: string
  tags: ColumnType<string[], string[] | undefined, string[]>
  /** A country code such as 'vietnam' (the specs' country keys). */
  country: string
  featured: Generated<boolean>
  author: string
  status: Generated<BlogPostStatus>
  published_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  updated_at: Timestamp<Date | string | undefined>
  created_at: Timestamp<Date | string | undefined>
  /** Display text such as '5 min read'. */
  reading_time: string
  keywords: string[] | null
  /** Structured data (schema.org) for the article; may name an image. */
  schema: JsonValue | null
}

// Each area's tables live in db/tables/<area>.ts next to the migration that creates them.
export interface Database extends StaffTables, InboxTables, DestinationTables, RateLimitTables {
  blog_posts: BlogPostsTable
  uploads: UploadsTable
  feedback: FeedbackTable
}

export type BlogPostRow = Selectable<BlogPostsTable>
export type NewBlogPostRow = Insertable<BlogPostsTable>
export type BlogPostRowUpdate = Updateable<BlogPostsTable>

export type UploadStatus = 'receiving' | 'stored' | 'failed' | 'attached'

/** An upload address that was used (0003_feedback). `key` is the storage key, e.g. 'feedback/<id>'. */
export interface UploadsTable {
  key: string
  status: UploadStatus
  /** Sniffed from the bytes. */
  content_type: string | null
  size_bytes: number | null
  created_at: Timestamp<Date | string | undefined>
  stored_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
}

export interface FeedbackTable {
  id: Generated<string>
  name: string
  email: string
  message: string
  image_key: string | null
  created_at: Timestamp<Date | string | undefined>
  /** When staff first opened it; null while unread (0005_feedback_inbox). */
  read_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
}

export type UploadRow = Selectable<UploadsTable>
export type FeedbackRow = Selectable<FeedbackTable>
export type NewFeedbackRow = Insertable<FeedbackTable>
