import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { trackPageView } from './analytics.ts'

/** Reports a page view on the first load and on every route change. */
export function PageViewTracker() {
  const router = useRouter()
  useEffect(() => {
    trackPageView(router.state.location.pathname, document.title)
    return router.subscribe('onResolved', (event) => {
      if (event.pathChanged) trackPageView(event.toLocation.pathname, document.title)
    })
  }, [router])
  return null
}
