import { articleStatusSchema } from '@vps/specs'
import { z } from 'zod'

// The list's filters live in the address, so a filtered list can be bookmarked and survives a reload;
// nonsense in the address falls back to "no filter" rather than an error page.
export const articleListSearchSchema = z.object({
  search: z.string().trim().max(100).optional().catch(undefined),
  country: z.string().trim().max(60).optional().catch(undefined),
  status: articleStatusSchema.optional().catch(undefined),
  page: z.coerce.number().int().positive().optional().catch(undefined),
})
export type ArticleListSearch = z.infer<typeof articleListSearchSchema>
