// The bytes of the photo engine's first download (the models and ONNX Runtime's WASM, ~5 MB over the wire),
// counted as they arrive and told to the page, which shows them instead of a bare spinner (docs/offline.md).
import { ENGINE_DOWNLOAD_CHANNEL, type EngineDownloadMessage, UNCOMPRESSED_LENGTH_HEADER } from '@vps/specs'

/** The file's own size from an answer's headers, or null. */
export function fileSize(headers: Headers): number | null {
  const uncompressed = Number(headers.get(UNCOMPRESSED_LENGTH_HEADER))
  if (Number.isSafeInteger(uncompressed) && uncompressed > 0) return uncompressed
  // Without content coding, Content-Length is the file's own size.
  const coding = headers.get('content-encoding')
  const length = Number(headers.get('content-length'))
  if ((!coding || coding === 'identity') && Number.isSafeInteger(length) && length > 0) return length
  return null
}

/** Reads a body to its end, calling `onBytes` with the running count after each piece. */
export async function readCounting(
  response: Response,
  onBytes: (loaded: number) => void,
): Promise<Uint8Array> {
  if (!response.body) {
    const bytes = new Uint8Array(await response.arrayBuffer())
    onBytes(bytes.byteLength)
    return bytes
  }
  const reader = response.body.getReader()
  const pieces: Uint8Array[] = []
  let loaded = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    pieces.push(value)
    loaded += value.byteLength
    onBytes(loaded)
  }
  const bytes = new Uint8Array(loaded)
  let offset = 0
  for (const piece of pieces) {
    bytes.set(piece, offset)
    offset += piece.byteLength
  }
  return bytes
}

let channel: BroadcastChannel | null | undefined

function post(message: EngineDownloadMessage): void {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(ENGINE_DOWNLOAD_CHANNEL) : null
    // In Node an open channel would keep the process alive after the work is done.
    ;(channel as { unref?: () => void } | null)?.unref?.()
  }
  channel?.postMessage(message)
}

/** Fetches one engine file, telling the page how many of its bytes have arrived (at most every 100 ms). */
export async function fetchEngineFile(url: string): Promise<Uint8Array> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`)
  const total = fileSize(response.headers)
  // Said at once, so the page's total counts this file before its first bytes arrive.
  post({ url, loaded: 0, total, done: false })
  let told = performance.now()
  const bytes = await readCounting(response, (loaded) => {
    const now = performance.now()
    if (now - told < 100) return
    told = now
    post({ url, loaded, total, done: false })
  })
  post({ url, loaded: bytes.byteLength, total: total ?? bytes.byteLength, done: true })
  return bytes
}
