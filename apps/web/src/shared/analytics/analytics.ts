import type { AnalyticsEvent } from '@vps/specs'
import { createGa4Provider } from './ga4.ts'

export interface EventParams {
  category?: string
  label?: string
  value?: number
}

export interface AnalyticsProvider {
  pageView(path: string, title: string): void
  event(name: AnalyticsEvent, params: EventParams): void
}

export type RecordedEvent =
  | { type: 'page_view'; path: string; title: string }
  | { type: 'event'; name: AnalyticsEvent; params: EventParams }

declare global {
  interface Window {
    /** The last analytics calls, kept in the page whatever the provider so tests can see what would be sent. */
    __vpsAnalytics?: RecordedEvent[]
  }
}

const MAX_RECORDED = 100

// Off by default: with no ANALYTICS_PROVIDER at build time nothing is loaded and no request leaves the origin.
function createProvider(): AnalyticsProvider | null {
  const name = import.meta.env.ANALYTICS_PROVIDER
  const id = import.meta.env.ANALYTICS_ID
  if (name === 'ga4' && id) return createGa4Provider(id)
  return null
}

/** The analytics service this build loads, by its public name (the privacy page names it), or null. */
export function analyticsProviderName(): string | null {
  const name = import.meta.env.ANALYTICS_PROVIDER
  return name === 'ga4' && import.meta.env.ANALYTICS_ID ? 'Google Analytics' : null
}

let provider: AnalyticsProvider | null | undefined

function record(entry: RecordedEvent) {
  if (typeof window === 'undefined') return
  window.__vpsAnalytics ??= []
  const log = window.__vpsAnalytics
  log.push(entry)
  if (log.length > MAX_RECORDED) log.shift()
  provider ??= createProvider()
  if (!provider) return
  if (entry.type === 'page_view') provider.pageView(entry.path, entry.title)
  else provider.event(entry.name, entry.params)
}

export function trackPageView(path: string, title: string) {
  record({ type: 'page_view', path, title })
}

export function trackEvent(name: AnalyticsEvent, params: EventParams = {}) {
  record({ type: 'event', name, params })
}
