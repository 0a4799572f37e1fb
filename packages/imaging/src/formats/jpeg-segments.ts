// What a JPEG's marker segments say before its pixels: how many components its frame has, and whether it
// carries a colour profile (codecs/decode-cmyk.ts: which CMYK JPEGs the page reads as Node does). Kept apart
// from the decoder so that reading these loads no decoder.

/** True when the JPEG's frame header declares four components (CMYK or YCCK). */
export function isFourComponentJpeg(bytes: Uint8Array): boolean {
  return frameComponents(bytes) === 4
}

/** True when the JPEG carries an ICC colour profile (an APP2 segment named ICC_PROFILE) before its frame. */
export function hasIccProfile(bytes: Uint8Array): boolean {
  const name = 'ICC_PROFILE'
  let found = false
  walkSegments(bytes, (marker, at) => {
    if (marker !== 0xe2) return
    let same = true
    for (let i = 0; i < name.length && same; i++) same = bytes[at + 4 + i] === name.charCodeAt(i)
    found ||= same
  })
  return found
}

function frameComponents(bytes: Uint8Array): number | undefined {
  let components: number | undefined
  walkSegments(bytes, (marker, at) => {
    // SOF0-SOF15, except DHT (C4), JPG (C8) and DAC (CC): the frame header, whose 8th byte counts components.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      components = bytes[at + 9]
    }
  })
  return components
}

// Calls `visit` with each marker segment's marker and offset, up to and including the frame header.
function walkSegments(bytes: Uint8Array, visit: (marker: number, at: number) => void): void {
  let at = 2
  while (at + 9 < bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1] as number
    visit(marker, at)
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) return
    const length = ((bytes[at + 2] as number) << 8) | (bytes[at + 3] as number)
    at += 2 + length
  }
}
