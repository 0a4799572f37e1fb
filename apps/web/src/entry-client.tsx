import './styles.css'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { createRouter } from './router.tsx'
import { registerServiceWorker } from './shared/offline/offline.ts'

// Hydrated as a transition: React then yields to the browser every few milliseconds instead of holding the
// main thread for the whole page (Lighthouse's blocking time on a phone fell from ~300 to ~150-220 ms).
startTransition(() => {
  hydrateRoot(document, <RouterClient router={createRouter()} />, {
    // A hydration mismatch is a bug in prerendering; the browser tests fail on console errors, so say it loudly.
    onRecoverableError: (error) => console.error('[recoverable]', error),
  })
})

registerServiceWorker()
