// Filters read from the address ('?search=…&page=2'). Nonsense falls back to "no filter" rather than an error
// page. Plain functions rather than schemas: route search validation runs on every page's start, and the
// validator library stays out of the first bundle (docs/stack.md, "Bundles").

/** A text filter: trimmed, at most `max` characters, else none. A number in the address is its text. */
export function textParam(value: unknown, max: number): string | undefined {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value
  if (typeof text !== 'string') return undefined
  const trimmed = text.trim()
  return trimmed.length <= max ? trimmed : undefined
}

/** A page number: a whole number from 1 (the address may carry it as text), else none. */
export function pageParam(value: unknown): number | undefined {
  const page = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof page === 'number' && Number.isSafeInteger(page) && page >= 1 ? page : undefined
}

/** One of a fixed set of words, else none. */
export function choiceParam<T extends string>(value: unknown, choices: readonly T[]): T | undefined {
  return choices.find((choice) => choice === value)
}
