/**
 * Lower-case words of letters and digits joined by single hyphens: article slugs, destination codes and the
 * heading ids articles may keep. The bare pattern, for building larger ones ('/countries/{slug}').
 */
export const SLUG_WORDS = '[a-z0-9]+(?:-[a-z0-9]+)*'

/** A whole string that is a slug (see SLUG_WORDS). */
export const SLUG_PATTERN = new RegExp(`^${SLUG_WORDS}$`)
