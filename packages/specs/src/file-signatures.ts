// What a file is, told by its first bytes rather than its name or type, which a rename changes. One table
// for the image engine (which formats it decodes: `detectFormat`, `isHeif` in packages/imaging) and the
// upload areas (which format to name when a file cannot be used).

/** The formats told apart here: those the tools decode, and those a visitor is likely to pick by mistake. */
export type FileFormat = 'JPEG' | 'PNG' | 'WEBP' | 'HEIC' | 'AVIF' | 'GIF' | 'BMP' | 'TIFF' | 'PDF' | 'ZIP'

/** The bytes `start`..`start + length` as Latin-1 text; '' when the file is shorter. */
function ascii(b: Uint8Array, start: number, length: number): string {
  return b.length < start + length ? '' : String.fromCharCode(...b.subarray(start, start + length))
}

function be32(b: Uint8Array, i: number): number {
  return (b[i] ?? 0) * 0x1000000 + (((b[i + 1] ?? 0) << 16) | ((b[i + 2] ?? 0) << 8) | (b[i + 3] ?? 0))
}

// HEIF files (an iPhone's .heic photos) are ISO base-media files: an 'ftyp' box first, naming a major brand
// and the brands the file is compatible with. These brands mean HEVC-coded images (docs/heic.md).
const HEVC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs'])
// Generic image-file brands: AVIF uses them too, and browsers decode AVIF themselves.
const GENERIC_BRANDS = new Set(['mif1', 'msf1'])

/** The brands of an 'ftyp' box: the major one first, then the compatible ones; none when there is no box. */
function ftypBrands(b: Uint8Array): string[] {
  if (ascii(b, 4, 4) !== 'ftyp' || b.length < 12) return []
  const end = Math.min(be32(b, 0), b.length)
  const brands = [ascii(b, 8, 4)]
  for (let i = 16; i + 4 <= end; i += 4) brands.push(ascii(b, i, 4))
  return brands
}

/** Whether the bytes are a HEVC-coded HEIF file (.heic/.heif): its major brand, or a generic one with HEVC. */
export function isHeifFile(b: Uint8Array): boolean {
  const [major, ...compatible] = ftypBrands(b)
  if (major === undefined) return false
  if (HEVC_BRANDS.has(major)) return true
  return GENERIC_BRANDS.has(major) && compatible.some((brand) => HEVC_BRANDS.has(brand))
}

const SIGNATURES: ReadonlyArray<readonly [FileFormat, (b: Uint8Array) => boolean]> = [
  ['JPEG', (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff],
  ['PNG', (b) => b[0] === 0x89 && ascii(b, 1, 3) === 'PNG'],
  ['WEBP', (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'WEBP'],
  ['HEIC', isHeifFile],
  ['AVIF', (b) => ftypBrands(b).some((brand) => brand === 'avif' || brand === 'avis')],
  ['GIF', (b) => ascii(b, 0, 4) === 'GIF8'],
  ['BMP', (b) => ascii(b, 0, 2) === 'BM'],
  ['TIFF', (b) => ascii(b, 0, 4) === 'II*\0' || ascii(b, 0, 4) === 'MM\0*'],
  ['PDF', (b) => ascii(b, 0, 4) === '%PDF'],
  ['ZIP', (b) => b[0] === 0x50 && b[1] === 0x4b],
]

/** The file's format from its first bytes (16 are enough; a HEIC's brands may need the first box), or null. */
export function fileFormatOf(bytes: Uint8Array): FileFormat | null {
  return SIGNATURES.find(([, test]) => test(bytes))?.[0] ?? null
}
