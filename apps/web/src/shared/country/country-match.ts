import { DESTINATION_ALIASES, isCountrySlug } from '@vps/specs'

/** Lower case without accents, so 'turkiye', 'TÜRKIYE' and 'Türkiye' find one another. */
export const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim()

/** What a name is compared by: folded, without the dots and apostrophes of 'U.S.A.' and "People's". */
const key = (text: string) => folded(text).replace(/[.'’]/g, '')

/** The names a destination answers to: those given, and for a built-in its other names (DESTINATION_ALIASES). */
export function searchNames(slug: string, ...names: readonly (string | undefined)[]): string[] {
  const given = names.filter((n): n is string => n !== undefined)
  return [...new Set(isCountrySlug(slug) ? [...given, ...DESTINATION_ALIASES[slug]] : given)]
}

/**
 * How well a destination's names answer what a visitor typed, 0 for not at all: 4 when one of them is the
 * text ('us', 'Holland'), 3 when one begins with it, 2 when a word in one does ('britain' in 'Great
 * Britain'), 1 when it is inside one, from three letters on ('us' is inside Australia and Russia: noise).
 */
export function matchScore(query: string, names: readonly string[]): number {
  const wanted = key(query)
  if (!wanted) return 0
  let best = 0
  for (const name of names) {
    const k = key(name)
    const score =
      k === wanted
        ? 4
        : k.startsWith(wanted)
          ? 3
          : k.split(/[\s-]+/).some((word) => word.startsWith(wanted))
            ? 2
            : wanted.length >= 3 && k.includes(wanted)
              ? 1
              : 0
    best = Math.max(best, score)
  }
  return best
}

/**
 * The items that answer the text, best first (in their given order where they tie); every item, as given,
 * while nothing is typed.
 */
export function rankedMatches<T>(query: string, items: readonly T[], namesOf: (item: T) => string[]): T[] {
  if (!key(query)) return [...items]
  return items
    .map((item, index) => ({ item, index, score: matchScore(query, namesOf(item)) }))
    .filter((m) => m.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((m) => m.item)
}
