import { z } from 'zod'

// The inbox filters live in the address (bookmarkable, and the dashboard links to the unread ones).
export const inboxSearchSchema = z.object({
  search: z.string().trim().max(100).optional().catch(undefined),
  status: z.enum(['all', 'read', 'unread']).optional().catch(undefined),
  page: z.coerce.number().int().positive().optional().catch(undefined),
})
export type InboxSearch = z.infer<typeof inboxSearchSchema>
