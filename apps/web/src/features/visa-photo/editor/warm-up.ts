// When the photo page warms its engine (docs/photo-pipeline.md, "Warm before the file"): once the page has
// loaded and the browser is idle, never when the visitor has asked to save data.

/** Whether the visitor's browser asks sites to save data (Save-Data, `navigator.connection.saveData`). */
export function savesData(): boolean {
  const connection = (globalThis.navigator as { connection?: { saveData?: boolean } } | undefined)?.connection
  return connection?.saveData === true
}

/** How long an idle callback may wait on a page that is never idle (an animation, a busy phone). */
const IDLE_DEADLINE_MS = 5_000

/**
 * Runs `work` once the page has loaded and the browser is next idle (requestIdleCallback, or a timer where
 * there is none). Returns a cancel function, for a page left before then.
 */
export function whenPageIdle(work: () => void): () => void {
  let cancelled = false
  let idle: number | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  const schedule = () => {
    if (cancelled) return
    if (typeof requestIdleCallback === 'function') {
      idle = requestIdleCallback(() => work(), { timeout: IDLE_DEADLINE_MS })
    } else {
      timer = setTimeout(work, 0)
    }
  }
  if (document.readyState === 'complete') schedule()
  else window.addEventListener('load', schedule, { once: true })
  return () => {
    cancelled = true
    window.removeEventListener('load', schedule)
    if (idle !== undefined && typeof cancelIdleCallback === 'function') cancelIdleCallback(idle)
    clearTimeout(timer)
  }
}
