import { useEffect } from 'react'
import { keepToolsOffline } from './offline.ts'

/** A tool page keeps itself and the engine for offline use, once the page has settled. */
export function useKeepToolsOffline(): void {
  useEffect(() => {
    // After the page's own start: the files are fetched in the background, one at a time.
    const timer = setTimeout(() => void keepToolsOffline(), 1500)
    return () => clearTimeout(timer)
  }, [])
}
