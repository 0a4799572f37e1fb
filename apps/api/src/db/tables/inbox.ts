// Feedback inbox state (0005_feedback_inbox): read flags on feedback rows live in FeedbackTable.
// biome-ignore lint/suspicious/noEmptyInterface: filled in by the migration's owner
export interface InboxTables {}
