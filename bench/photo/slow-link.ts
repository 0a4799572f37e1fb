// A slow phone link for bench:photo's first visit: a TCP proxy in front of the built site that gives every
// connection of the browser ONE shared downlink and uplink of the given rate, and delays each direction by
// half the round trip. DevTools throttling cannot stand in for it: it belongs to one target, so a page, its
// workers and the service worker would each get a link of their own, and downloads that compete on a phone
// would not compete in the bench.
import { connect, createServer, type Server, type Socket } from 'node:net'

export interface LinkOptions {
  downloadBps: number
  uploadBps: number
  /** Round trip added to every exchange, in ms. */
  latencyMs: number
}

/** One direction of the link: chunks leave one after another at `bps`, then travel `delayMs`. */
function lane(bps: number, delayMs: number) {
  let busyUntil = 0
  return (chunk: Buffer, deliver: () => void) => {
    const now = Date.now()
    const leaves = Math.max(now, busyUntil) + (chunk.length * 8 * 1000) / bps
    busyUntil = leaves
    setTimeout(deliver, leaves + delayMs - now)
  }
}

/** Pipes `from` into `to` through `send`, in order, pausing the source while the lane is behind. */
function pipeThrough(from: Socket, to: Socket, send: ReturnType<typeof lane>) {
  let inFlight = 0
  from.on('data', (chunk: Buffer) => {
    inFlight++
    if (inFlight > 8) from.pause()
    send(chunk, () => {
      inFlight--
      if (!to.destroyed) to.write(chunk)
      if (inFlight <= 8) from.resume()
    })
  })
  from.on('end', () => send(Buffer.alloc(0), () => to.end()))
  from.on('error', () => to.destroy())
}

/** Starts the proxy on a free port in front of `target`; resolves with its port and a way to stop it. */
export async function startSlowLink(targetPort: number, options: LinkOptions) {
  const down = lane(options.downloadBps, options.latencyMs / 2)
  const up = lane(options.uploadBps, options.latencyMs / 2)
  const sockets = new Set<Socket>()
  let bytesDown = 0
  const server: Server = createServer((client) => {
    const upstream = connect(targetPort, '127.0.0.1')
    sockets.add(client)
    sockets.add(upstream)
    // Opening a connection costs a round trip, as on a real link.
    client.pause()
    setTimeout(() => client.resume(), options.latencyMs)
    pipeThrough(client, upstream, up)
    pipeThrough(upstream, client, down)
    upstream.on('data', (chunk: Buffer) => {
      bytesDown += chunk.length
    })
    for (const s of [client, upstream]) s.on('close', () => sockets.delete(s))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    port,
    bytesDown: () => bytesDown,
    stop: () => {
      for (const s of sockets) s.destroy()
      server.close()
    },
  }
}
