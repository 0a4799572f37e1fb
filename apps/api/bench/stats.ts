/** The q-quantile (0..1) of a list of numbers by the nearest-rank method; NaN for an empty list. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length)))
  return sorted[rank - 1] ?? Number.NaN
}

export const ms = (value: number) => (Number.isNaN(value) ? '-' : `${value.toFixed(1)} ms`)
