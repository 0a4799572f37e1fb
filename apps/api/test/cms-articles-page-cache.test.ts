// The cache in front of on-demand pages (the blog, edited destinations): a page is rendered again exactly
// when its version changes, concurrent requests share one render, failures are not kept, and the size is
// bounded.
import { describe, expect, it } from 'vitest'
import { createLivePageCache, createPageCache, sharedAfterCall } from '../src/plugins/page-cache.ts'
import type { RenderedPage } from '../src/plugins/page-renderer.ts'

function fakeRenderer() {
  const calls: string[] = []
  let failNext = false
  let status = 200
  const render = async (url: string): Promise<RenderedPage> => {
    calls.push(url)
    // Settles on a later turn, as a real render does: requests arriving meanwhile find it in flight.
    await Promise.resolve()
    if (failNext) {
      failNext = false
      throw new Error('render failed')
    }
    return { status, html: `<p>${url} #${calls.length}</p>` }
  }
  return { render, calls, failOnce: () => (failNext = true), answer: (next: number) => (status = next) }
}

/** A promise the test resolves by hand. */
function deferred<T>() {
  let resolve = (_value: T) => {}
  const promise = new Promise<T>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

describe('live page cache', () => {
  it('serves the cached page while the version holds and renders again when it moves', async () => {
    const { render, calls } = fakeRenderer()
    let version = 'v1'
    const page = createLivePageCache(render, async () => version)
    expect(await page('/blog')).toEqual({ status: 200, html: '<p>/blog #1</p>' })
    expect(await page('/blog')).toEqual({ status: 200, html: '<p>/blog #1</p>' })
    expect(calls).toEqual(['/blog'])
    version = 'v2'
    expect((await page('/blog')).html).toBe('<p>/blog #2</p>')
    expect(await page('/blog?country=japan')).toEqual({ status: 200, html: '<p>/blog?country=japan #3</p>' })
    expect(calls).toEqual(['/blog', '/blog', '/blog?country=japan'])
  })

  it('lets concurrent requests for a changed page share one render', async () => {
    const { render, calls } = fakeRenderer()
    const page = createLivePageCache(render, async () => 'v1')
    const pages = await Promise.all([page('/blog/a'), page('/blog/a'), page('/blog/a')])
    expect(pages.map((p) => p.html)).toEqual(['<p>/blog/a #1</p>', '<p>/blog/a #1</p>', '<p>/blog/a #1</p>'])
    expect(calls).toEqual(['/blog/a'])
  })

  it('does not keep a failed render', async () => {
    const { render, calls, failOnce } = fakeRenderer()
    const page = createLivePageCache(render, async () => 'v1')
    failOnce()
    await expect(page('/blog')).rejects.toThrow('render failed')
    expect((await page('/blog')).html).toBe('<p>/blog #2</p>')
    expect(calls).toHaveLength(2)
  })

  it('keeps no server error page: the next request renders again', async () => {
    const { render, calls, answer } = fakeRenderer()
    const page = createLivePageCache(render, async () => 'v1')
    answer(500)
    expect((await page('/blog')).status).toBe(500)
    answer(200)
    expect(await page('/blog')).toEqual({ status: 200, html: '<p>/blog #2</p>' })
    expect(calls).toHaveLength(2)
  })

  it('keeps at most the given number of pages, dropping the least recently used', async () => {
    const { render, calls } = fakeRenderer()
    const page = createLivePageCache(render, async () => 'v1', { maxEntries: 2 })
    await page('/blog/a')
    await page('/blog/b')
    await page('/blog/a')
    await page('/blog/c')
    expect(calls).toEqual(['/blog/a', '/blog/b', '/blog/c'])
    await page('/blog/a')
    await page('/blog/b')
    expect(calls).toEqual(['/blog/a', '/blog/b', '/blog/c', '/blog/b'])
  })
})

describe('a page made while the database was failing', () => {
  it('is served to its request but not kept: its API calls may have fallen back to built-in values', async () => {
    const { render, calls } = fakeRenderer()
    let failures = 0
    const cache = createPageCache(
      async (url) => {
        const page = await render(url)
        // The render's own call to the API was answered "database unavailable".
        if (url === '/japan-visa-photo' && calls.length === 1) failures += 1
        return page
      },
      { databaseFailures: () => failures },
    )
    expect((await cache.get('/japan-visa-photo', 'row-1')).html).toBe('<p>/japan-visa-photo #1</p>')
    expect((await cache.get('/japan-visa-photo', 'row-1')).html).toBe('<p>/japan-visa-photo #2</p>')
    expect((await cache.get('/japan-visa-photo', 'row-1')).html).toBe('<p>/japan-visa-photo #2</p>')
    expect(calls).toHaveLength(2)
  })

  it('keeps the last page known for an address while its next version renders, and after that fails', async () => {
    const { render, failOnce } = fakeRenderer()
    const cache = createPageCache(render)
    expect(cache.last('/blog')).toBeUndefined()
    const first = await cache.get('/blog', 'v1')
    expect(cache.last('/blog')).toBe(first)
    failOnce()
    const failing = cache.get('/blog', 'v2')
    expect(cache.last('/blog')).toBe(first)
    await expect(failing).rejects.toThrow('render failed')
    expect(cache.last('/blog')).toBe(first)
    const second = await cache.get('/blog', 'v2')
    expect(second.html).toBe('<p>/blog #3</p>')
    expect(cache.last('/blog')).toBe(second)
  })
})

describe('the version query shared by concurrent requests', () => {
  it('runs one query for everyone waiting, never answering from one started before the call', async () => {
    let value = 0
    const started: number[] = []
    // Each query answers when the test says so: the first is still running when the others ask.
    const answers: Array<ReturnType<typeof deferred<void>>> = []
    const query = async () => {
      started.push(value)
      const seen = value
      const answer = deferred<void>()
      answers.push(answer)
      await answer.promise
      return seen
    }
    const version = sharedAfterCall(query)
    const first = version()
    // A change committed after the first query started: later callers must see it.
    value = 1
    const laterCalls = Promise.all([version(), version(), version()])
    answers[0]?.resolve()
    await expect.poll(() => answers.length).toBe(2)
    answers[1]?.resolve()
    const later = await laterCalls
    expect(await first).toBe(0)
    expect(later).toEqual([1, 1, 1])
    // Two queries for four calls: the running one, then one shared by the three that came during it.
    expect(started).toEqual([0, 1])
    // Alone again: a call starts its own query at once.
    value = 2
    const alone = version()
    expect(answers).toHaveLength(3)
    answers[2]?.resolve()
    expect(await alone).toBe(2)
    expect(started).toEqual([0, 1, 2])
  })

  it('passes a failure to its callers and recovers on the next call', async () => {
    let fail = true
    const version = sharedAfterCall(async () => {
      if (fail) throw new Error('database down')
      return 'v'
    })
    await expect(version()).rejects.toThrow('database down')
    fail = false
    expect(await version()).toBe('v')
  })
})
