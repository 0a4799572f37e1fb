/**
 * Sent by the site's server beside a compressed model or WASM file: the file's own size. The photo engine
 * counts the file's own bytes as they arrive, while a compressed answer's Content-Length counts compressed
 * ones; with this the page can show "x of y MB" for the first download (docs/offline.md).
 */
export const UNCOMPRESSED_LENGTH_HEADER = 'x-uncompressed-length'

/**
 * The photo engine's worker downloads the models; the page shows the bytes. A BroadcastChannel of this name
 * joins the two threads without a callback threaded through every call.
 */
export const ENGINE_DOWNLOAD_CHANNEL = 'vps-engine-download'

/** One file's progress, as posted on ENGINE_DOWNLOAD_CHANNEL. */
export interface EngineDownloadMessage {
  url: string
  /** Bytes of the file received so far. */
  loaded: number
  /** The file's size, when the answer says it; null when it cannot be known. */
  total: number | null
  done: boolean
}
