/** An sRGB colour, 0-255 per channel. */
export type Rgb = readonly [number, number, number]

/** '#rrggbb' → [r, g, b]. */
export function parseHex(hex: string): Rgb {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim())
  if (!m) throw new RangeError(`not a hex colour: ${hex}`)
  return [
    Number.parseInt(m[1] as string, 16),
    Number.parseInt(m[2] as string, 16),
    Number.parseInt(m[3] as string, 16),
  ]
}
