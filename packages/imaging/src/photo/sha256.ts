/** The part of Web Crypto used here: typed locally, as the pure build has neither DOM nor Node types. */
interface Subtle {
  digest(algorithm: 'SHA-256', data: Uint8Array<ArrayBuffer>): Promise<ArrayBuffer>
}

/**
 * SHA-256 of `bytes` as lower-case hex, with the platform's Web Crypto: the receipt's fingerprint of the
 * exported file. Null where there is none: browsers give `crypto.subtle` only to secure pages (https or
 * localhost), and a site served over plain http on a network address must still export its photos.
 */
export async function sha256Hex(bytes: Uint8Array): Promise<string | null> {
  const subtle = (globalThis as unknown as { crypto?: { subtle?: Subtle } }).crypto?.subtle
  if (!subtle) return null
  const digest = await subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>)
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('')
}
