/** The part of Web Crypto used here: typed locally, as the pure build has neither DOM nor Node types. */
interface Subtle {
  digest(algorithm: 'SHA-256', data: Uint8Array<ArrayBuffer>): Promise<ArrayBuffer>
}

/**
 * SHA-256 of `bytes` as lower-case hex, with the platform's Web Crypto (browsers, workers and Node 20 all
 * have `crypto.subtle`): the receipt's fingerprint of the exported file.
 */
export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const { subtle } = (globalThis as unknown as { crypto: { subtle: Subtle } }).crypto
  const digest = await subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>)
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('')
}
