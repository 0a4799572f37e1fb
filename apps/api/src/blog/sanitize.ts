// The one allow-list for article HTML. It runs when content is stored (seed, later the CMS) and again when it
// is served, so a row written around the app (a manual UPDATE, an old backup) still cannot run script.
import { SLUG_PATTERN } from '@vps/specs'
import { FilterXSS } from 'xss'

// Tags an article needs and the attributes each may carry. No event handlers, no style, no iframes or
// forms: anything not listed here is removed, and script/style elements go together with their contents.
const ALLOWED: Record<string, string[]> = {
  h2: ['id'],
  h3: ['id'],
  h4: ['id'],
  p: [],
  br: [],
  hr: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  small: [],
  sub: [],
  sup: [],
  mark: [],
  code: [],
  pre: [],
  blockquote: ['cite'],
  ul: [],
  ol: ['start'],
  li: [],
  dl: [],
  dt: [],
  dd: [],
  a: ['href', 'title'],
  img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
  figure: [],
  figcaption: [],
  table: [],
  caption: [],
  thead: [],
  tbody: [],
  tfoot: [],
  tr: [],
  th: ['scope', 'colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
  div: [],
  span: [],
  section: [],
  aside: [],
}

// Heading ids are anchors (#size), but every element id is also a named property of window, so an id that is
// a JavaScript identifier can stand in for a global a script reads before defining it: `<h2 id="gtag">` makes
// window.gtag an element, and ga4.ts's `window.gtag ??= ...` would keep it and throw. An id containing a
// hyphen is never an identifier, so a heading keeps its id only as a lowercase slug with a hyphen; a one-word
// slug gets HEADING_ID_PREFIX (the seeded guides' #size stays an anchor, as #section-size), anything else is
// dropped. Already-safe ids come out unchanged, which matters: this runs on store and again on serve.
export const HEADING_ID_PREFIX = 'section-'

/** The id a heading may carry, or null to drop it. */
export function safeHeadingId(value: string): string | null {
  if (!SLUG_PATTERN.test(value)) return null
  return value.includes('-') ? value : `${HEADING_ID_PREFIX}${value}`
}

// xss's own URL check keeps http(s), mailto:, tel:, relative paths and #anchors in href and src, and empties
// anything else (javascript:, vbscript:, data: other than images). Links have no target attribute, so a
// linked page can never get a handle on this one.
const filter = new FilterXSS({
  whiteList: ALLOWED,
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'noscript', 'template', 'iframe', 'object', 'embed', 'svg', 'math'],
  allowCommentTag: false,
  css: false,
  // A string replaces the attribute ('' drops it); undefined leaves it to the allow-list, which drops an id
  // on any tag but the headings.
  onTagAttr: (tag, name, value) => {
    if (name !== 'id' || !ALLOWED[tag]?.includes('id')) return undefined
    const id = safeHeadingId(value)
    return id === null ? '' : `id="${id}"`
  },
})

export function sanitizeArticleHtml(html: string): string {
  return filter.process(html)
}
