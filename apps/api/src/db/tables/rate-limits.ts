// Rate-limit counters shared across instances (0009_rate_limits; plugins/rate-limit-store.ts).
import type { ColumnType } from 'kysely'

export interface RateLimitTables {
  rate_limit_counters: {
    /** Route and client, e.g. 'POST/api/feedback-203.0.113.7'. */
    key: string
    hits: number
    window_ends_at: ColumnType<Date, Date | string, Date | string>
  }
}
