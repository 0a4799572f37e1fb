import { dataAliases, destinationRecord } from '@vps/specs'

/** Lower case without accents, so 'turkiye', 'TÜRKIYE' and 'Türkiye' find one another. */
export const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim()

/** What a name is compared by: folded, without the dots and apostrophes of 'U.S.A.' and "People's". */
const key = (text: string) => folded(text).replace(/[.'’]/g, '')

/**
 * What a destination answers to: its own names (the name, the short name), and its other names (a built-in's
 * record's `aliases`, or those kept with a destination's data), which count only whole or from their start: 'land' is inside Deutschland and
 * England, but a visitor who types it means Thailand or Switzerland.
 */
export interface SearchNames {
  names: readonly string[]
  aliases: readonly string[]
}

export function searchNames(slug: string, ...names: readonly (string | undefined)[]): SearchNames {
  const own = [...new Set(names.filter((n): n is string => n !== undefined))]
  return { names: own, aliases: destinationRecord(slug)?.aliases ?? dataAliases(slug) }
}

/**
 * How well a destination's names answer what a visitor typed, 0 for not at all: 4 when one of them is the
 * text ('us', 'Holland'), 3 when one begins with it, 2 when a word in one does ('britain' in 'Great
 * Britain'), 1 when one of its own names holds it, from three letters on ('us' is inside Australia and
 * Russia: noise).
 */
export function matchScore(query: string, { names, aliases }: SearchNames): number {
  const wanted = key(query)
  if (!wanted) return 0
  let best = 0
  for (const [name, own] of [
    ...names.map((n) => [n, true] as const),
    ...aliases.map((n) => [n, false] as const),
  ]) {
    const k = key(name)
    const score =
      k === wanted
        ? 4
        : k.startsWith(wanted)
          ? 3
          : k.split(/[\s-]+/).some((word) => word.startsWith(wanted))
            ? 2
            : own && wanted.length >= 3 && k.includes(wanted)
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
export function rankedMatches<T>(query: string, items: readonly T[], namesOf: (item: T) => SearchNames): T[] {
  if (!key(query)) return [...items]
  return items
    .map((item, index) => ({ item, index, score: matchScore(query, namesOf(item)) }))
    .filter((m) => m.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((m) => m.item)
}
