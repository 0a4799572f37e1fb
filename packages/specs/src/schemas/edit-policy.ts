import { z } from '../zod.ts'

/** A date the rule was last read at its source, or the words 'not verified' for a second-hand figure. */
const VERIFIED_ON = "Verified on must be a date (YYYY-MM-DD) or 'not verified'"
export const verifiedOnSchema = z.union([z.iso.date({ error: VERIFIED_ON }), z.literal('not verified')], {
  error: VERIFIED_ON,
})

/**
 * What the document's authority says about editing a photo, as far as background replacement goes
 * (docs/background.md, "Policy per document"). 'refused' turns replacement off by default and keeps
 * 'Ready to Download' from a photo whose background we replaced.
 */
export const editPolicySchema = z.object({
  backgroundReplacement: z.enum(['allowed', 'refused']),
  /** One or two plain sentences the photo page shows beside the switch. */
  reason: z.string().trim().min(1, 'Reason is required').max(400, 'Reason must be at most 400 characters'),
  source: z.object({
    name: z
      .string()
      .trim()
      .min(1, 'Source name is required')
      .max(120, 'Source name must be at most 120 characters'),
    url: z.url({
      protocol: /^https$/,
      hostname: z.regexes.domain,
      error: 'Source URL must be an https:// address',
    }),
  }),
  verifiedOn: verifiedOnSchema,
})

export type EditPolicy = z.infer<typeof editPolicySchema>
