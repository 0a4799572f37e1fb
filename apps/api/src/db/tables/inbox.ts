// Feedback inbox state (0005_feedback_inbox). The read flag is a column of the feedback row itself
// (FeedbackTable.read_at in db/types.ts), so the inbox adds no table of its own.
// biome-ignore lint/suspicious/noEmptyInterface: the inbox's only column lives on FeedbackTable
export interface InboxTables {}
