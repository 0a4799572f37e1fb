// Tunable numbers of the feedback flow in one place. The screenshot size limit itself is the product's
// (UPLOAD_LIMITS.screenshotMaxBytes in @vps/specs); these are the server's own policy.
export const FEEDBACK_OPTIONS = {
  /** How long a signed upload address stays usable (the issue asks for about 15 minutes). */
  uploadUrlTtlSeconds: 15 * 60,
  /**
   * An upload no feedback took by its address's expiry plus this is deleted (sweep.ts). The browser posts
   * the feedback the moment the upload ends, so a quarter of an hour covers any slow link.
   */
  orphanGraceSeconds: 15 * 60,
  /** How often each server process sweeps (every instance may: deletes are idempotent). */
  sweepIntervalSeconds: 10 * 60,
  /**
   * Per client address and minute. A person sends one or two; ten leaves room for a shared office NAT
   * while a flood from one address stops within seconds. Raised through the environment for the benchmark.
   */
  submissionsPerMinute: 10,
  uploadUrlsPerMinute: 10,
  /** JSON body limit of POST /api/feedback: a long message is a few KB; nobody types 64 KB into a form. */
  submissionBodyLimitBytes: 64 * 1024,
} as const
