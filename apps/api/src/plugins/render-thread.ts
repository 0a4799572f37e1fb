// Pages rendered on demand are rendered on a thread of their own (node:worker_threads), not on the one
// that answers every request. A render is one synchronous React pass over the whole page (the blog list:
// 50 cards, about 200 KB of HTML), and on the shared thread every other visitor's request waited behind it:
// with unique blog searches from 300 addresses, bounded to two renders at a time, another visitor's median
// page still took 344 ms (issue #48). On its own thread a render costs the others only its share of the
// cores. The page's data still comes from this process's API over loopback, as before.
import { readFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'

/** What the thread sends back for one render: the router's status, the HTML, and a redirect's target. */
export interface ThreadAnswer {
  status: number
  html: string
  location: string | null
}

// CommonJS, as Node runs an eval'd worker; the SSR bundle is an ES module, loaded once with import().
const SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
let loaded
const load = () => {
  loaded ??= import(workerData.entry).then((ssr) => ({ ssr, manifest: workerData.manifest }))
  loaded.catch(() => { loaded = undefined })
  return loaded
}
parentPort.on('message', async ({ id, url, apiOrigin }) => {
  try {
    const { ssr, manifest } = await load()
    const response = await ssr.render(url, manifest, { apiOrigin })
    const html = await response.text()
    parentPort.postMessage({ id, status: response.status, html, location: response.headers.get('location') })
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.stack || error.message : String(error) })
  }
})
`

interface Pending {
  resolve: (answer: ThreadAnswer) => void
  reject: (error: Error) => void
}

/** One render thread for one web build, started on the first render and again after a crash. */
export class RenderThread {
  #worker: Worker | null = null
  #next = 0
  readonly #pending = new Map<number, Pending>()

  constructor(
    private readonly entry: string,
    private readonly manifestFile: string,
  ) {}

  render(url: string, apiOrigin: string): Promise<ThreadAnswer> {
    const worker = this.#worker ?? this.#start()
    const id = this.#next++
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject })
      worker.postMessage({ id, url, apiOrigin })
    })
  }

  async close(): Promise<void> {
    const worker = this.#worker
    this.#worker = null
    await worker?.terminate()
  }

  #start(): Worker {
    const worker = new Worker(SOURCE, {
      eval: true,
      workerData: {
        entry: pathToFileURL(this.entry).href,
        manifest: JSON.parse(readFileSync(this.manifestFile, 'utf8')) as unknown,
      },
    })
    // Never what keeps the process alive: a server closing, or a test ending, does not wait for it.
    worker.unref()
    worker.on('message', (message: ThreadAnswer & { id: number; error?: string }) => {
      const pending = this.#pending.get(message.id)
      this.#pending.delete(message.id)
      if (!pending) return
      if (message.error !== undefined) pending.reject(new Error(`Rendering failed: ${message.error}`))
      else pending.resolve({ status: message.status, html: message.html, location: message.location })
    })
    const fail = (error: Error) => {
      if (this.#worker === worker) this.#worker = null
      for (const pending of this.#pending.values()) pending.reject(error)
      this.#pending.clear()
    }
    worker.on('error', fail)
    worker.on('exit', (code) => fail(new Error(`The render thread stopped (exit code ${code})`)))
    this.#worker = worker
    return worker
  }
}
