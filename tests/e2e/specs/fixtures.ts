import path from 'node:path'
import { test as base, devices, expect, type Page } from '@playwright/test'

export interface PageWatch {
  /** console.error / uncaught errors seen on the page, hydration mismatches included. */
  errors: string[]
  /** Requests to any origin other than the site's own. */
  foreignRequests: string[]
  /** Console lines to accept, e.g. Chromium's own note about a 404 document. */
  allow(pattern: RegExp): void
}

export const test = base.extend<{ watch: PageWatch }>({
  watch: async ({ page, baseURL }, use) => {
    const origin = new URL(baseURL ?? 'http://127.0.0.1').origin
    const allowed: RegExp[] = []
    const watch: PageWatch = {
      errors: [],
      foreignRequests: [],
      allow: (pattern) => allowed.push(pattern),
    }
    page.on('console', (message) => {
      if (message.type() !== 'error') return
      const text = message.text()
      if (!allowed.some((pattern) => pattern.test(text))) watch.errors.push(text)
    })
    page.on('pageerror', (error) => watch.errors.push(`pageerror: ${error.message}`))
    page.on('request', (request) => {
      const url = request.url()
      if (url.startsWith('data:') || url.startsWith('blob:')) return
      if (new URL(url).origin !== origin) watch.foreignRequests.push(url)
    })
    await use(watch)
    expect(watch.errors, 'console errors on the page').toEqual([])
    expect(watch.foreignRequests, 'requests that left the origin').toEqual([])
  },
})

/**
 * The phone the `phone` project uses (playwright.config.ts), for a describe in a photo spec: those run in the
 * one photo queue, so they set the device themselves. (A browser type cannot be set per describe; it is
 * Chromium either way.)
 */
const { defaultBrowserType: _, ...pixel7 } = devices['Pixel 7']
export const phoneDevice = pixel7

/** TanStack Router deletes window.$_TSR once the prerendered page has hydrated. */
export async function waitForHydration(page: Page) {
  // The router's marker goes before React has attached its handlers everywhere. A choice made in a select
  // in between used to be lost (the page now applies it: useEarlyValue, and blog.spec.ts holds its scripts
  // to prove it); tests still act on a hydrated page, so what they test is the handler, not that catch-up.
  // React marks each element it has hydrated with its props: wait for every select and input.
  await page.waitForFunction(() => {
    if ('$_TSR' in window || document.readyState !== 'complete') return false
    return [...document.querySelectorAll('main select, main input')].every((el) =>
      Object.keys(el).some((key) => key.startsWith('__reactProps$')),
    )
  })
}

export { expect }

/**
 * Waits until the photo tool has detected, placed and optimised the chosen photo: about 2 s on this
 * machine alone, 30-40 s in kept traces under CI's load, never a hang. Like every wait in these specs it
 * has no deadline of its own, only the test's (playwright.config.ts).
 */
export async function expectOptimised(page: Page) {
  await expect(page.locator('[data-photo-phase]')).toHaveAttribute('data-photo-phase', 'optimized')
}

/**
 * Chooses a photo on the open photo page and waits until it is optimised and its compliance panel has
 * settled; returns the panel.
 */
export async function uploadPhoto(
  page: Page,
  file: string | { name: string; mimeType: string; buffer: Buffer },
) {
  await page.getByLabel(/upload your photo/i).setInputFiles(file)
  await expectOptimised(page)
  const panel = page.getByTestId('compliance-panel')
  await expect(panel).not.toHaveAttribute('data-overall', 'pending')
  await expect(panel).toHaveAttribute('aria-busy', 'false')
  return panel
}

/** One page of each type the site serves: home, photo tools, landing, compress, blog, article, forms, staff. */
export const PAGE_TYPES = [
  '/',
  '/united-states-visa-photo',
  '/vietnam-visa-photo',
  '/countries/japan',
  // A destination kept as data: its sources, readings and generated guide (docs/destinations-data.md).
  '/kenya-visa-photo',
  '/countries/kenya',
  '/general-image-compressions',
  '/compress-to-50kb',
  '/blog',
  '/blog/united-states-visa-photo-requirements-complete-guide',
  '/feedback',
  '/privacy',
  '/about',
  '/no-such-page',
  '/cms/login',
]

/** A committed test image (tests/fixtures, origins in tests/fixtures/SOURCES.md): `fixture('portraits', 'x.jpg')`. */
export function fixture(folder: 'images' | 'portraits' | 'bad', name: string): string {
  return path.resolve(import.meta.dirname, '../../fixtures', folder, name)
}

/**
 * Starts recording the text of every status message the page shows from now on. A toast lives a few
 * seconds; under CI's load the page can show and close it before an assertion polls, so tests read
 * this record instead of racing the toast. Call before the action; the returned function reads it.
 */
export async function recordStatusTexts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen = new Set<string>()
    const collect = () => {
      for (const node of document.querySelectorAll('[role="status"]')) {
        const text = (node.textContent ?? '').trim()
        if (text) seen.add(text)
      }
    }
    new MutationObserver(collect).observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
    })
    ;(window as unknown as { __statusTexts: Set<string> }).__statusTexts = seen
  })
  return () => page.evaluate(() => [...(window as unknown as { __statusTexts: Set<string> }).__statusTexts])
}

/**
 * Waits until a status message (a toast) holding every one of `parts` has been shown, however briefly:
 * read from recordStatusTexts, started before the action, so a toast that closed by itself still counts.
 */
export async function expectStatusShown(read: () => Promise<string[]>, ...parts: string[]) {
  await expect
    .poll(async () => (await read()).find((text) => parts.every((part) => text.includes(part))) ?? null)
    .not.toBeNull()
}
