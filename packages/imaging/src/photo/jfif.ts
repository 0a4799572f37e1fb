// Byte-level JPEG edits for the export: the JFIF density (dpi) and COM padding. Pure functions over bytes.

const SOI = 0xd8
const APP0 = 0xe0
const COM = 0xfe
const SOS = 0xda
const EOI = 0xd9

export interface JpegSegment {
  marker: number
  /** Offset of the 0xFF that starts the marker. */
  offset: number
  /** Total bytes of the segment: marker (2) + length field value. */
  size: number
}

/** The header segments of a JPEG up to (not including) the first start-of-scan; throws if the structure is broken. */
export function headerSegments(bytes: Uint8Array): JpegSegment[] {
  if (bytes[0] !== 0xff || bytes[1] !== SOI) throw new Error('not a JPEG (no SOI marker)')
  const out: JpegSegment[] = []
  let i = 2
  while (i + 4 <= bytes.length) {
    if (bytes[i] !== 0xff) throw new Error(`JPEG marker expected at byte ${i}`)
    const marker = bytes[i + 1] as number
    if (marker === 0xff) {
      i++ // fill byte
      continue
    }
    if (marker === SOS || marker === EOI) break
    const length = ((bytes[i + 2] as number) << 8) | (bytes[i + 3] as number)
    if (length < 2 || i + 2 + length > bytes.length)
      throw new Error(`JPEG segment at byte ${i} overruns the file`)
    out.push({ marker, offset: i, size: 2 + length })
    i += 2 + length
  }
  return out
}

function isJfif(bytes: Uint8Array, seg: JpegSegment): boolean {
  const p = seg.offset + 4
  return (
    seg.marker === APP0 &&
    seg.size >= 16 &&
    bytes[p] === 0x4a && // J
    bytes[p + 1] === 0x46 && // F
    bytes[p + 2] === 0x49 && // I
    bytes[p + 3] === 0x46 && // F
    bytes[p + 4] === 0
  )
}

export interface JfifDensity {
  /** 0 = aspect ratio only, 1 = dots per inch, 2 = dots per cm. */
  units: number
  x: number
  y: number
}

/** The JFIF APP0 density, or null when the file has no JFIF header. */
export function readJfifDensity(bytes: Uint8Array): JfifDensity | null {
  const seg = headerSegments(bytes).find((s) => isJfif(bytes, s))
  if (!seg) return null
  const p = seg.offset + 4 + 5 + 2 // "JFIF\0", version
  return {
    units: bytes[p] as number,
    x: ((bytes[p + 1] as number) << 8) | (bytes[p + 2] as number),
    y: ((bytes[p + 3] as number) << 8) | (bytes[p + 4] as number),
  }
}

/**
 * Returns a copy with the JFIF density set to `dpi` dots per inch on both axes (units 1). Patches the APP0
 * that encoders write, or inserts a minimal JFIF 1.01 APP0 right after SOI when there is none.
 */
export function setJfifDpi(bytes: Uint8Array, dpi: number): Uint8Array {
  if (!Number.isInteger(dpi) || dpi < 1 || dpi > 0xffff) throw new RangeError(`invalid dpi ${dpi}`)
  const seg = headerSegments(bytes).find((s) => isJfif(bytes, s))
  if (seg) {
    const out = bytes.slice()
    const p = seg.offset + 4 + 5 + 2
    out[p] = 1
    out[p + 1] = dpi >> 8
    out[p + 2] = dpi & 0xff
    out[p + 3] = dpi >> 8
    out[p + 4] = dpi & 0xff
    return out
  }
  const app0 = [
    0xff,
    APP0,
    0,
    16,
    0x4a,
    0x46,
    0x49,
    0x46,
    0,
    1,
    1,
    1,
    dpi >> 8,
    dpi & 0xff,
    dpi >> 8,
    dpi & 0xff,
    0,
    0,
  ]
  const out = new Uint8Array(bytes.length + app0.length)
  out.set(bytes.subarray(0, 2), 0)
  out.set(app0, 2)
  out.set(bytes.subarray(2), 2 + app0.length)
  return out
}

/**
 * Returns a copy grown to at least `targetBytes` by COM (comment) segments of spaces inserted right after the
 * JFIF APP0 (JFIF requires APP0 to come first). A COM payload holds at most `maxPayload` bytes (the 16-bit
 * length counts its own two bytes), so large deficits take several segments. A deficit under 4 bytes still
 * needs a whole (empty) segment and overshoots by at most 3 bytes. Decoders ignore COM: pixels are unchanged.
 */
export function padWithComments(bytes: Uint8Array, targetBytes: number, maxPayload = 65533): Uint8Array {
  const deficit = targetBytes - bytes.length
  if (deficit <= 0) return bytes
  const count = Math.ceil(deficit / (maxPayload + 4))
  let payload = Math.max(0, deficit - 4 * count)
  const segments = headerSegments(bytes)
  const first = segments[0]
  const at = first && isJfif(bytes, first) ? first.offset + first.size : 2
  const padding = new Uint8Array(deficit + 4)
  let o = 0
  for (let k = 0; k < count; k++) {
    const size = Math.min(maxPayload, Math.ceil(payload / (count - k)))
    payload -= size
    padding[o++] = 0xff
    padding[o++] = COM
    padding[o++] = (size + 2) >> 8
    padding[o++] = (size + 2) & 0xff
    padding.fill(0x20, o, o + size)
    o += size
  }
  const out = new Uint8Array(bytes.length + o)
  out.set(bytes.subarray(0, at), 0)
  out.set(padding.subarray(0, o), at)
  out.set(bytes.subarray(at), at + o)
  return out
}

/** Total bytes of COM segments in the header (what padding added, for the report and tests). */
export function commentBytes(bytes: Uint8Array): number {
  return headerSegments(bytes)
    .filter((s) => s.marker === COM)
    .reduce((sum, s) => sum + s.size, 0)
}

/** True when the file starts with SOI, has a complete header up to a scan, and ends with EOI. */
export function isWellFormedJpeg(bytes: Uint8Array): boolean {
  try {
    const segments = headerSegments(bytes)
    const hasFrame = segments.some(
      (s) =>
        s.marker >= 0xc0 && s.marker <= 0xcf && s.marker !== 0xc4 && s.marker !== 0xcc && s.marker !== 0xc8,
    )
    return hasFrame && bytes[bytes.length - 2] === 0xff && bytes[bytes.length - 1] === EOI
  } catch {
    return false
  }
}
