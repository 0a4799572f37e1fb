// The cache in front of on-demand blog pages: a page is rendered again exactly when the blog's content
// version changes, concurrent requests share one render, failures are not kept, and the size is bounded.
import { describe, expect, it } from 'vitest'
import { createLivePageCache, sharedAfterCall } from '../src/plugins/page-renderer.ts'

function fakeRenderer() {
  const calls: string[] = []
  let failNext = false
  const render = async (url: string) => {
    calls.push(url)
    await new Promise((resolve) => setTimeout(resolve, 5))
    if (failNext) {
      failNext = false
      throw new Error('render failed')
    }
    return { status: 200, html: `<p>${url} #${calls.length}</p>` }
  }
  return { render, calls, failOnce: () => (failNext = true) }
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

  it('keeps at most the given number of pages, dropping the least recently used', async () => {
    const { render, calls } = fakeRenderer()
    const page = createLivePageCache(render, async () => 'v1', 2)
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

describe('the version query shared by concurrent requests', () => {
  it('runs one query for everyone waiting, never answering from one started before the call', async () => {
    let value = 0
    const started: number[] = []
    const query = async () => {
      started.push(value)
      const seen = value
      await new Promise((resolve) => setTimeout(resolve, 10))
      return seen
    }
    const version = sharedAfterCall(query)
    const first = version()
    // A change committed after the first query started: later callers must see it.
    value = 1
    const later = await Promise.all([version(), version(), version()])
    expect(await first).toBe(0)
    expect(later).toEqual([1, 1, 1])
    // Two queries for four calls: the running one, then one shared by the three that came during it.
    expect(started).toEqual([0, 1])
    // Alone again: a call starts its own query at once.
    value = 2
    expect(await version()).toBe(2)
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
