import { createHash } from 'node:crypto'
import { expect, test, waitForHydration } from './fixtures.ts'

// The Content-Security-Policy names each page's own inline scripts by hash, with no 'unsafe-inline': the
// pages still hydrate, on a first visit and on a revisit answered 304 (the watch fixture fails on any
// console error, a refused script of ours included), while a script injected into the page is refused.
// With 'unsafe-inline' it ran.
const INJECTED = 'window.__injected = true'
const INJECTED_HASH = createHash('sha256').update(INJECTED).digest('base64')

for (const path of [
  '/',
  '/blog',
  '/blog?utm_source=newsletter',
  '/vietnam-visa-photo',
  '/compress-to-50kb',
  '/blog/no-such-article',
]) {
  test(`${path} hydrates under the policy, again on a revisit, and an injected inline script does not run`, async ({
    page,
    watch,
  }) => {
    // Only the refusal of the script this test injects; one of ours refused would still fail the test.
    watch.allow(
      new RegExp(`Executing inline script violates .*sha256-${INJECTED_HASH.replace(/[+/=]/g, '\\$&')}`),
    )
    // The unknown article is a 404 page: Chromium notes the status in the console.
    watch.allow(/status of 404/)
    await page.goto(path)
    await waitForHydration(page)
    // A reload revalidates the page (a 304 for a prerendered one, whose policy then replaces the cached
    // page's: the API's tests check that policy names the same scripts).
    await page.reload()
    await waitForHydration(page)

    // The browser's own report of the refusal is the state to wait for (an inline script runs, or is
    // refused, as it is inserted): its event, then whether the script ran.
    const outcome = await page.evaluate(async (source) => {
      const refused = new Promise<string>((resolve) =>
        document.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective), {
          once: true,
        }),
      )
      const script = document.createElement('script')
      script.textContent = source
      document.body.append(script)
      // A script allowed to run has run by now: no refusal will come.
      if ((window as unknown as { __injected?: boolean }).__injected === true)
        return { directive: null, ran: true }
      return { directive: await refused, ran: false }
    }, INJECTED)
    expect(outcome).toEqual({ directive: 'script-src-elem', ran: false })
  })
}
