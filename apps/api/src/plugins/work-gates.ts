// Bounds on the work one process does for requests that are expensive on its one thread: rendering a page
// on demand (~20-50 ms of CPU each) and searching the blog. Without them, 20 requests at a time from one
// client for an edited destination's page, or unique blog searches from 300 addresses, were each a render
// of their own, all at once, and another visitor's median page went from 0.7 ms to 1.8-3.6 s (issue #48).
//
// A gate runs at most `concurrency` tasks at once and queues at most `queue` more; past that a request is
// answered 503 with Retry-After at once (a queue nobody can get through in time only adds waiting). One
// client (by address) may hold at most `perClient` of the running and queued places; past that it gets a
// 429. Pages already rendered and cached never pass through a gate.
import { SERVICE_MESSAGES } from '@vps/specs'
import type { FastifyPluginAsync } from 'fastify'
import fp from 'fastify-plugin'
import { RetryLaterError } from '../errors.ts'

export interface WorkGateLimits {
  /** Tasks running at once. */
  concurrency: number
  /** Tasks waiting for a place, beyond those running. */
  queue: number
  /** Running and waiting tasks of one client together. */
  perClient: number
}

/**
 * Renders on demand: two at a time, the machine's two cores (a render is CPU on the shared thread plus its
 * loopback API calls; more at once only interleaves them). Sixteen waiting is about a second of renders.
 * Eight per client: a browser holds at most six connections to a site, and a link checker or a crawler
 * asking eight pages at a time (the browser suite's own) is still served; past that it is told to wait.
 */
export const RENDER_LIMITS: WorkGateLimits = { concurrency: 2, queue: 16, perClient: 8 }

/**
 * Blog searches (GET /api/blog?search=…, the search box's requests and the renders' own): full-text
 * queries, on PGlite run on this thread. Four at a time, 32 waiting, four per client: the search box sends
 * one after each pause in typing, and a few may overlap while a slow answer is on its way.
 */
export const SEARCH_LIMITS: WorkGateLimits = { concurrency: 4, queue: 32, perClient: 4 }

/** How long a refused client is asked to wait: a render or a search takes tens of milliseconds. */
export const BUSY_RETRY_AFTER_S = 1

export class WorkGate {
  #running = 0
  readonly #waiting: Array<() => void> = []
  readonly #perClient = new Map<string, number>()

  constructor(readonly limits: WorkGateLimits) {}

  /** Tasks running and waiting now (for tests and logs). */
  get load() {
    return { running: this.#running, waiting: this.#waiting.length, clients: this.#perClient.size }
  }

  /** Runs `task` when a place is free; throws a RetryLaterError at once when there is none to wait for. */
  async run<T>(client: string, task: () => Promise<T>): Promise<T> {
    const held = this.#perClient.get(client) ?? 0
    if (held >= this.limits.perClient)
      throw new RetryLaterError(429, 'RATE_LIMITED', SERVICE_MESSAGES.tooManyAtOnce, BUSY_RETRY_AFTER_S)
    const mustWait = this.#running >= this.limits.concurrency
    if (mustWait && this.#waiting.length >= this.limits.queue)
      throw new RetryLaterError(503, 'SERVICE_UNAVAILABLE', SERVICE_MESSAGES.busy, BUSY_RETRY_AFTER_S)
    this.#perClient.set(client, held + 1)
    try {
      // A place handed over by a finishing task keeps #running as it is.
      if (mustWait) await new Promise<void>((resolve) => this.#waiting.push(resolve))
      else this.#running += 1
      try {
        return await task()
      } finally {
        const next = this.#waiting.shift()
        if (next) next()
        else this.#running -= 1
      }
    } finally {
      const left = (this.#perClient.get(client) ?? 1) - 1
      if (left > 0) this.#perClient.set(client, left)
      else this.#perClient.delete(client)
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every page rendered on demand passes through it (page-renderer.ts). */
    renderGate: WorkGate
    /** Every blog search query passes through it (routes/blog.ts). */
    searchGate: WorkGate
  }
}

export interface WorkGatesOptions {
  render?: WorkGateLimits
  search?: WorkGateLimits
}

const workGates: FastifyPluginAsync<WorkGatesOptions> = async (app, options) => {
  app.decorate('renderGate', new WorkGate(options.render ?? RENDER_LIMITS))
  app.decorate('searchGate', new WorkGate(options.search ?? SEARCH_LIMITS))
}

export default fp(workGates, { name: 'work-gates', fastify: '5.x' })
