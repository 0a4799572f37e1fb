import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, HeadContent, Outlet, Scripts } from '@tanstack/react-router'
import { MESSAGES, SITE } from '@vps/specs'
import type { ReactNode } from 'react'
import { PageViewTracker } from '../shared/analytics/PageViewTracker.tsx'
import { Footer } from '../shared/layout/Footer.tsx'
import { Header } from '../shared/layout/Header.tsx'
import { NotFoundPage } from '../shared/layout/NotFoundPage.tsx'
import { Toaster } from '../shared/toast/Toaster.tsx'

export const Route = createRootRouteWithContext<{ queryClient: QueryClient; apiOrigin: string }>()({
  head: ({ matches }) => {
    // Routes set their own titles; when nothing matched (or a loader threw notFound) the 404 title stands.
    // `_notFound` marks the match that renders a global not-found (no route matched the path); the browser
    // tests pin the resulting title so a router upgrade that renames it cannot slip through.
    const notFound = matches.some(
      (match) => match.status === 'notFound' || (match as { _notFound?: boolean })._notFound === true,
    )
    return {
      meta: [
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1' },
        { name: 'theme-color', content: '#2563eb' },
        ...(notFound
          ? [{ title: MESSAGES.notFoundTitle }, { name: 'robots', content: 'noindex, nofollow' }]
          : [{ title: SITE.name }]),
      ],
      links: [
        { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
        { rel: 'manifest', href: '/manifest.webmanifest' },
        { rel: 'apple-touch-icon', href: '/icons/icon-192.png' },
        { rel: 'alternate', type: 'application/rss+xml', title: `${SITE.name} Blog`, href: '/rss.xml' },
      ],
    }
  },
  component: RootComponent,
  notFoundComponent: NotFoundPage,
})

function RootComponent() {
  return (
    <RootDocument>
      <Outlet />
    </RootDocument>
  )
}

function RootDocument({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <HeadContent />
      </head>
      <body className="min-h-screen bg-white text-slate-900 antialiased">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
        >
          Skip to content
        </a>
        <Header />
        <main id="main" tabIndex={-1} className="outline-none">
          {children}
        </main>
        <Footer />
        <Toaster />
        <PageViewTracker />
        <Scripts />
      </body>
    </html>
  )
}
