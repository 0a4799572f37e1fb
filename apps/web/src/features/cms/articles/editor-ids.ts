// The ids of the article editor's fields, unique on the page.
import { useId } from 'react'

const FIELD_NAMES = [
  'title',
  'slug',
  'excerpt',
  'content',
  'meta',
  'country',
  'author',
  'tags',
  'keywords',
  'preview',
] as const

/** One id per editor field, unique on the page. */
export function useEditorIds(): Record<(typeof FIELD_NAMES)[number], string> {
  const base = useId()
  return Object.fromEntries(FIELD_NAMES.map((name) => [name, `${base}-${name}`])) as Record<
    (typeof FIELD_NAMES)[number],
    string
  >
}
