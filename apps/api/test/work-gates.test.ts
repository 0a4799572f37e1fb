// The gates in front of renders on demand and blog searches (src/plugins/work-gates.ts): at most
// `concurrency` tasks at once, at most `queue` waiting, at most `perClient` of them for one client.
import { SERVICE_MESSAGES } from '@vps/specs'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RetryLaterError } from '../src/errors.ts'
import { SEARCH_LIMITS, WorkGate } from '../src/plugins/work-gates.ts'
import { testDatabases, useTestDatabase } from './databases.ts'
import { buildTestApp } from './helpers.ts'

/** A task the test finishes by hand. */
function task(log: string[], name: string) {
  let finish = () => {}
  let fail = (_error: Error) => {}
  const done = new Promise<string>((resolve, reject) => {
    finish = () => resolve(name)
    fail = reject
  })
  return {
    run: () => {
      log.push(`start ${name}`)
      return done
    },
    finish,
    fail,
  }
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  )

describe('WorkGate', () => {
  it('runs at most `concurrency` tasks at once and starts the waiting ones in order as places free', async () => {
    const gate = new WorkGate({ concurrency: 2, queue: 10, perClient: 10 })
    const log: string[] = []
    const tasks = ['a', 'b', 'c', 'd'].map((name) => task(log, name))
    const results = tasks.map((t, i) => gate.run(`client-${i}`, t.run))
    await Promise.resolve()
    expect(log).toEqual(['start a', 'start b'])
    expect(gate.load).toEqual({ running: 2, waiting: 2, clients: 4 })
    tasks[1]?.finish()
    await expect(results[1]).resolves.toBe('b')
    expect(log).toEqual(['start a', 'start b', 'start c'])
    tasks[0]?.fail(new Error('render failed'))
    await expect(results[0]).rejects.toThrow('render failed')
    // A failed task frees its place too.
    expect(log).toEqual(['start a', 'start b', 'start c', 'start d'])
    tasks[2]?.finish()
    tasks[3]?.finish()
    await Promise.all(results.slice(2))
    expect(gate.load).toEqual({ running: 0, waiting: 0, clients: 0 })
  })

  it('refuses a client its next task once it holds `perClient`, running or waiting: 429, retry in 1 s', async () => {
    const gate = new WorkGate({ concurrency: 1, queue: 10, perClient: 2 })
    const log: string[] = []
    const [first, second] = [task(log, 'a'), task(log, 'b')]
    const running = gate.run('greedy', first.run)
    const waiting = gate.run('greedy', second.run)
    const refused = await refusal(gate.run('greedy', async () => 'c'))
    expect(refused).toBeInstanceOf(RetryLaterError)
    expect(refused).toMatchObject({
      statusCode: 429,
      retryAfterS: 1,
      message: SERVICE_MESSAGES.tooManyAtOnce,
    })
    // Another client still gets its place in the queue.
    const other = gate.run('other', async () => 'other')
    first.finish()
    second.finish()
    await expect(Promise.all([running, waiting, other])).resolves.toEqual(['a', 'b', 'other'])
    // Its places given back, the client is served again.
    await expect(gate.run('greedy', async () => 'd')).resolves.toBe('d')
  })

  it('refuses at once when the queue is full: 503, retry in 1 s, nothing started', async () => {
    const gate = new WorkGate({ concurrency: 1, queue: 1, perClient: 5 })
    const log: string[] = []
    const [first, second] = [task(log, 'a'), task(log, 'b')]
    const results = [gate.run('x', first.run), gate.run('y', second.run)]
    const refused = await refusal(gate.run('z', async () => 'never'))
    expect(refused).toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', retryAfterS: 1 })
    expect((refused as Error).message).toBe(SERVICE_MESSAGES.busy)
    first.finish()
    second.finish()
    await Promise.all(results)
    expect(log).toEqual(['start a', 'start b'])
  })
})

describe.each(testDatabases)('blog searches through the search gate on $name', (target) => {
  const database = useTestDatabase(target)
  let app: FastifyInstance
  beforeAll(async () => {
    app = await buildTestApp(database())
  })
  afterAll(async () => {
    await app?.close()
  })

  it(`refuses a client's search past ${SEARCH_LIMITS.perClient} of its own in flight, and serves another client`, async () => {
    const busy = '203.0.113.50'
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    // The client's searches still running, held where the test can see them.
    const running = Array.from({ length: SEARCH_LIMITS.perClient }, () =>
      app.searchGate.run(busy, () => held),
    )
    const refused = await app.inject({ method: 'GET', url: '/api/blog?search=glasses', remoteAddress: busy })
    expect(refused.statusCode).toBe(429)
    expect(refused.headers['retry-after']).toBe('1')
    expect(refused.json().error.message).toBe(SERVICE_MESSAGES.tooManyAtOnce)
    // The list without a search is not a search; another address is not refused, but waits for a place.
    expect((await app.inject({ method: 'GET', url: '/api/blog', remoteAddress: busy })).statusCode).toBe(200)
    const other = app.inject({
      method: 'GET',
      url: '/api/blog?search=glasses',
      remoteAddress: '198.51.100.1',
    })
    await expect.poll(() => app.searchGate.load.clients).toBe(2)
    release()
    await Promise.all(running)
    expect((await other).statusCode).toBe(200)
    expect(
      (await app.inject({ method: 'GET', url: '/api/blog?search=glasses', remoteAddress: busy })).statusCode,
    ).toBe(200)
  })
})
