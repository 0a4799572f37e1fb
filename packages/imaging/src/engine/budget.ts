// The search's time budget (docs/compress-engine.md, "Budget"): past `searchBudgetMs`, or once the caller
// settles (the page's 'Use the best so far'), the search stops at its next checkpoint as soon as it holds a
// file at or under the target, and the largest such file it has encoded is the result, with the status its
// bytes earn ('in-window' or 'under-window'). Without one yet it goes on: a file over the target is never the
// answer for lack of time.
import type { AbortSignalLike, RasterImage } from '../types.ts'
import type { Encoded } from './lander.ts'

export interface BudgetedFile {
  raster: RasterImage
  result: Encoded
}

export interface SearchBudget {
  /** The search's signal: the caller's abort, or the budget spent with a file in hand. */
  signal: AbortSignalLike
  /** Hears of every output file the search encodes (LandingContext.onFile); keeps the best one under. */
  keep(raster: RasterImage, file: Encoded): void
  /** Whether the search stopped for the budget (not for the caller's abort). */
  spent(): boolean
  /** The largest file at or under the target encoded so far. */
  best(): BudgetedFile | undefined
}

export function searchBudget(
  caller: AbortSignalLike | undefined,
  {
    target,
    budgetMs,
    now,
    settle,
  }: { target: number; budgetMs: number; now: () => number; settle?: (() => boolean) | undefined },
): SearchBudget {
  const deadline = now() + budgetMs
  let best: BudgetedFile | undefined
  const over = () => best !== undefined && (now() > deadline || (settle?.() ?? false))
  const signal: AbortSignalLike = {
    get aborted() {
      return (caller?.aborted ?? false) || over()
    },
    get reason() {
      return caller?.aborted ? caller.reason : 'The search ran out of time'
    },
    // Only the caller's abort is an event; the budget is read at each checkpoint.
    addEventListener: (type, listener, options) => caller?.addEventListener(type, listener, options),
    removeEventListener: (type, listener) => caller?.removeEventListener(type, listener),
  }
  return {
    signal,
    keep: (raster, file) => {
      const size = file.bytes.length
      if (size <= target && size > (best?.result.bytes.length ?? -1)) best = { raster, result: file }
    },
    spent: () => !(caller?.aborted ?? false) && over(),
    best: () => best,
  }
}
