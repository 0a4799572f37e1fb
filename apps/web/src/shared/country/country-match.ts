/** Lower case without accents, so 'turkiye', 'TÜRKIYE' and 'Türkiye' find one another. */
export const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim()

/**
 * Whether a destination answers what a visitor typed: any of its names contains the text (the short ones too,
 * such as UAE). Blank text matches everything.
 */
export function matchesCountry(query: string, ...names: readonly (string | undefined)[]): boolean {
  const wanted = folded(query)
  return !wanted || names.some((name) => name !== undefined && folded(name).includes(wanted))
}
