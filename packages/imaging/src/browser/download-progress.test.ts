import { ENGINE_DOWNLOAD_CHANNEL, type EngineDownloadMessage, UNCOMPRESSED_LENGTH_HEADER } from '@vps/specs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchEngineFile, fileSize, readCounting } from './download-progress.ts'

describe('fileSize', () => {
  it("reads the server's uncompressed length beside a compressed answer", () => {
    const headers = new Headers({
      'content-encoding': 'br',
      'content-length': '1157721',
      [UNCOMPRESSED_LENGTH_HEADER]: '2437842',
    })
    expect(fileSize(headers)).toBe(2437842)
  })

  it('takes Content-Length only when the answer is not compressed', () => {
    expect(fileSize(new Headers({ 'content-length': '237823' }))).toBe(237823)
    expect(fileSize(new Headers({ 'content-encoding': 'br', 'content-length': '200145' }))).toBeNull()
    expect(fileSize(new Headers())).toBeNull()
  })
})

describe('readCounting', () => {
  it('counts each piece as it arrives and returns the whole file', async () => {
    const pieces = [new Uint8Array([1, 2, 3]), new Uint8Array([4, 5]), new Uint8Array([6])]
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const piece of pieces) controller.enqueue(piece)
        controller.close()
      },
    })
    const counts: number[] = []
    const bytes = await readCounting(new Response(body), (loaded) => counts.push(loaded))
    expect(counts).toEqual([3, 5, 6])
    expect([...bytes]).toEqual([1, 2, 3, 4, 5, 6])
  })
})

describe('fetchEngineFile', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('tells the channel the size at once and the whole file at the end', async () => {
    const file = new Uint8Array(300_000).fill(7)
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(file, { headers: { 'content-encoding': 'br', [UNCOMPRESSED_LENGTH_HEADER]: '300000' } }),
    )
    const listener = new BroadcastChannel(ENGINE_DOWNLOAD_CHANNEL)
    const messages: EngineDownloadMessage[] = []
    const finished = new Promise<void>((resolve) => {
      listener.onmessage = (event: MessageEvent<EngineDownloadMessage>) => {
        messages.push(event.data)
        if (event.data.done) resolve()
      }
    })
    const bytes = await fetchEngineFile('/models/a.onnx')
    await finished
    listener.close()
    expect(bytes.byteLength).toBe(300_000)
    expect(messages[0]).toEqual({ url: '/models/a.onnx', loaded: 0, total: 300_000, done: false })
    expect(messages.at(-1)).toEqual({ url: '/models/a.onnx', loaded: 300_000, total: 300_000, done: true })
  })

  it('fails on an HTTP error instead of handing on an error page as a model', async () => {
    vi.stubGlobal('fetch', async () => new Response('missing', { status: 404 }))
    await expect(fetchEngineFile('/models/gone.onnx')).rejects.toThrow('/models/gone.onnx: HTTP 404')
  })
})
