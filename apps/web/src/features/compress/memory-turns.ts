/**
 * Turns a batch's lanes take for what holds the most memory (docs/benchmarks.md, "A batch of 20 photos"): a
 * file's decode, and the whole job of a large photo (isLargePicture), whose decode holds about 100 MB in its
 * worker for a moment and whose worker's codecs grow with it. Two 12 MP photos at once put the tab 340 MB
 * over idle. `turn()` waits for the previous turn to end and gives the function that ends this one (safe to
 * call more than once).
 */
export function memoryTurns() {
  let last: Promise<void> = Promise.resolve()
  return {
    async turn(): Promise<() => void> {
      let end!: () => void
      const ended = new Promise<void>((resolve) => {
        end = resolve
      })
      const before = last
      last = before.then(() => ended)
      await before
      return end
    },
  }
}
