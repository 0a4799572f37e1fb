// Decides an upload's type from its first bytes. The Content-Type a browser sends is whatever the file
// name suggests, so a text file renamed to .png arrives as image/png; the magic numbers cannot lie that way.

export type SniffedImageType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp'

/** Bytes needed to tell every accepted format apart (WEBP's tag sits at offset 8). */
export const SNIFF_BYTES = 12

const startsWith = (head: Uint8Array, bytes: readonly number[], offset = 0) =>
  head.length >= offset + bytes.length && bytes.every((byte, i) => head[offset + i] === byte)

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0))

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const JPEG = [0xff, 0xd8, 0xff]
const GIF87 = ascii('GIF87a')
const GIF89 = ascii('GIF89a')
const RIFF = ascii('RIFF')
const WEBP = ascii('WEBP')

export function sniffImageType(head: Uint8Array): SniffedImageType | null {
  if (startsWith(head, PNG)) return 'image/png'
  if (startsWith(head, JPEG)) return 'image/jpeg'
  if (startsWith(head, GIF87) || startsWith(head, GIF89)) return 'image/gif'
  if (startsWith(head, RIFF) && startsWith(head, WEBP, 8)) return 'image/webp'
  return null
}
