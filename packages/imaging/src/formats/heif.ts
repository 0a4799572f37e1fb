import { ascii, be32 } from './dimensions.ts'

// HEIF files (an iPhone's .heic photos) are ISO base-media files: an 'ftyp' box first, naming a major brand
// and the brands the file is compatible with. These brands mean HEVC-coded images (docs/heic.md).
const HEVC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs'])
// Generic image-file brands: AVIF uses them too, and browsers decode AVIF themselves.
const GENERIC_BRANDS = new Set(['mif1', 'msf1'])

/** Whether the bytes are a HEVC-coded HEIF file (.heic/.heif), from its first box, not its name or type. */
export function isHeif(b: Uint8Array): boolean {
  if (b.length < 16 || ascii(b, 4, 4) !== 'ftyp') return false
  const major = ascii(b, 8, 4)
  if (HEVC_BRANDS.has(major)) return true
  if (!GENERIC_BRANDS.has(major)) return false
  const end = Math.min(be32(b, 0), b.length)
  for (let i = 16; i + 4 <= end; i += 4) if (HEVC_BRANDS.has(ascii(b, i, 4))) return true
  return false
}
