import type { AnalyticsProvider } from './analytics.ts'

type Gtag = (...args: unknown[]) => void

declare global {
  interface Window {
    dataLayer?: unknown[]
    gtag?: Gtag
  }
}

/** Google Analytics 4 through gtag.js, loaded only when configured (ANALYTICS_PROVIDER=ga4, ANALYTICS_ID). */
export function createGa4Provider(measurementId: string): AnalyticsProvider {
  window.dataLayer ??= []
  window.gtag ??= function gtag() {
    // gtag.js reads the arguments object itself, as its snippet does.
    // biome-ignore lint/complexity/noArguments: required by gtag.js
    window.dataLayer?.push(arguments)
  }
  const script = document.createElement('script')
  script.async = true
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`
  document.head.appendChild(script)
  window.gtag('js', new Date())
  window.gtag('config', measurementId, { send_page_view: false })
  return {
    pageView: (path, title) => window.gtag?.('event', 'page_view', { page_path: path, page_title: title }),
    event: (name, params) =>
      window.gtag?.('event', name, {
        event_category: params.category,
        event_label: params.label,
        value: params.value,
      }),
  }
}
