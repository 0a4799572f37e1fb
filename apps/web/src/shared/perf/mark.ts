/**
 * A performance mark for the benchmarks and browser tests to read. Marks are diagnostics only: a browser
 * that refuses one (an old engine, a detail it cannot clone) must never break the page.
 */
export function perfMark(name: string, detail?: Record<string, unknown>): void {
  try {
    performance.mark(name, detail ? { detail } : undefined)
  } catch {
    // Diagnostics only.
  }
}
