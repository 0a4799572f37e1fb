// Signed addresses for the local folder's own upload route, so that it behaves like a bucket's presigned
// PUT: the address names the key, the size limit and the expiry, and an HMAC proves we minted it. Nothing
// is stored when an address is handed out; single use is enforced when a PUT claims the key.
import { createHmac, timingSafeEqual } from 'node:crypto'

export interface UploadUrlQuery {
  expires?: string | undefined
  max?: string | undefined
  signature?: string | undefined
}

export type UploadUrlCheck = { ok: true; maxBytes: number } | { ok: false; reason: 'invalid' | 'expired' }

const INTEGER = /^\d{1,15}$/

export class UploadUrlSigner {
  readonly #key: Buffer

  constructor(
    secret: string,
    /** Milliseconds since the epoch; tests pass a fake clock to reach expiry without waiting. */
    private readonly now: () => number = Date.now,
  ) {
    // A key of its own derived from the session secret: nothing signed here can pass as a session cookie.
    this.#key = createHmac('sha256', secret).update('vps:upload-url:v1').digest()
  }

  /** The query string ('expires=…&max=…&signature=…') that authorises one PUT of `key`. */
  sign(key: string, maxBytes: number, expiresInSeconds: number): string {
    const expires = Math.floor(this.now() / 1000) + expiresInSeconds
    const signature = this.#mac(key, expires, maxBytes)
    return new URLSearchParams({ expires: String(expires), max: String(maxBytes), signature }).toString()
  }

  verify(key: string, query: UploadUrlQuery): UploadUrlCheck {
    const { expires, max, signature } = query
    if (!expires || !max || !signature || !INTEGER.test(expires) || !INTEGER.test(max)) {
      return { ok: false, reason: 'invalid' }
    }
    const expected = Buffer.from(this.#mac(key, Number(expires), Number(max)))
    const given = Buffer.from(signature)
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return { ok: false, reason: 'invalid' }
    }
    // Checked after the signature, so a forged address is never reported as merely expired.
    if (this.now() >= Number(expires) * 1000) return { ok: false, reason: 'expired' }
    return { ok: true, maxBytes: Number(max) }
  }

  #mac(key: string, expires: number, maxBytes: number): string {
    return createHmac('sha256', this.#key).update(`${key}\n${expires}\n${maxBytes}`).digest('base64url')
  }
}
