import './styles.css'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { hydrateRoot } from 'react-dom/client'
import { createRouter } from './router.tsx'
import { registerServiceWorker } from './shared/offline/offline.ts'

hydrateRoot(document, <RouterClient router={createRouter()} />, {
  // A hydration mismatch is a bug in prerendering; the browser tests fail on console errors, so say it loudly.
  onRecoverableError: (error) => console.error('[recoverable]', error),
})

registerServiceWorker()
