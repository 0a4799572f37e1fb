import { useSyncExternalStore } from 'react'

const canMatch = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function'

/**
 * Whether a media query matches, kept current as the window changes. The server's page and the first
 * (hydrating) render take `serverValue`, so hydration never mismatches; the browser's answer follows at once.
 * Where the browser cannot answer (a test's DOM), `serverValue` stands.
 */
export function useMediaQuery(query: string, serverValue: boolean): boolean {
  return useSyncExternalStore(
    (changed) => {
      if (!canMatch()) return () => {}
      const list = window.matchMedia(query)
      list.addEventListener('change', changed)
      return () => list.removeEventListener('change', changed)
    },
    () => (canMatch() ? window.matchMedia(query).matches : serverValue),
    () => serverValue,
  )
}
