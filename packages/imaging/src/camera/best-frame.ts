// The best frame of the last second (docs/camera.md, "Capture"): eyes open before anything, then the sharpest.
// The frames are full-resolution bitmaps, so the window keeps as few as it can: a frame that a newer, better
// one beats can never be the best again, and is let go at once (a sliding-window maximum).
import { QUALITY } from '@vps/specs'

export interface FrameScore {
  /** The reading's eyes open (the verdict's threshold); null: not read, ranked under open eyes. */
  eyesOpen: number | null
  sharpness: number | null
}

/** Positive when `a` is the better frame: eyes seen open first, then the sharper. */
export function compareFrames(a: FrameScore, b: FrameScore): number {
  const open = (s: FrameScore) =>
    s.eyesOpen !== null && s.eyesOpen >= QUALITY.checks.eyesOpen.minOpen ? 1 : 0
  return open(a) - open(b) || (a.sharpness ?? 0) - (b.sharpness ?? 0)
}

interface Entry<T> {
  at: number
  score: FrameScore
  item: T
}

export interface BestOfWindow<T> {
  /** Adds a frame taken at `at` ms; frames it beats and frames older than the window are released. */
  push(at: number, score: FrameScore, item: T): void
  /** Takes the best frame out (the caller owns it now); the rest are released. Null when empty. */
  take(): T | null
  /** Releases every frame (the conditions broke, or the camera closed). */
  clear(): void
  /** How many frames are held (tests: the window stays small). */
  readonly size: number
}

/** A window of `windowMs`; `release` frees a frame let go (an ImageBitmap's close). */
export function bestOfWindow<T>(windowMs: number, release: (item: T) => void): BestOfWindow<T> {
  // Best first; each entry is newer and worse than the one before it.
  let entries: Entry<T>[] = []
  return {
    push(at, score, item) {
      while (entries.length > 0 && compareFrames(score, (entries.at(-1) as Entry<T>).score) >= 0)
        release((entries.pop() as Entry<T>).item)
      entries.push({ at, score, item })
      while (entries.length > 1 && at - (entries[0] as Entry<T>).at > windowMs)
        release((entries.shift() as Entry<T>).item)
    },
    take() {
      const [best, ...rest] = entries
      entries = []
      for (const e of rest) release(e.item)
      return best ? best.item : null
    },
    clear() {
      for (const e of entries) release(e.item)
      entries = []
    },
    get size() {
      return entries.length
    },
  }
}
