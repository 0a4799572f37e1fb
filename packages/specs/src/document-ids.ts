// Plain values, apart from the schemas that check them: the pages read them without loading the validator.

/** The default document's id: the spec's row, "Visa photo". Staff documents may not take it. */
export const DEFAULT_DOCUMENT_ID = 'visa-photo'

/** At most this many documents beside the default one, so the selector stays a short list. */
export const MAX_EXTRA_DOCUMENTS = 12

/** An article is a draft or published (the CMS's status filter and the article schema). */
export const ARTICLE_STATUSES = ['draft', 'published'] as const
