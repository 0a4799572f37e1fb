// Readable names for the background colours used in COUNTRY_SPECS, so pages can label a swatch
// with words as well as colour (a swatch alone fails for colour-blind visitors).
export const BACKGROUND_COLOR_NAMES: Readonly<Record<string, string>> = {
  '#ffffff': 'White',
  '#f5f5f5': 'Light grey',
  '#f8f8f8': 'Off-white',
  '#f0f8ff': 'Very light blue',
  // The documents' own colours (photo-documents.ts): a visibly grey wall, and the UK's cream.
  '#e0e0e0': 'Neutral grey',
  '#f2eee3': 'Cream',
  // Colours only destinations kept as data name (catalog/colours.ts).
  '#cfe3f5': 'Light blue',
  '#4f81bd': 'Blue',
  '#d0312d': 'Red',
}

// Unknown colours fall back to the hex value rather than a guessed name.
export function backgroundColorName(hex: string): string {
  return BACKGROUND_COLOR_NAMES[hex.toLowerCase()] ?? hex
}

type Backgrounds = { background_color: string; background_options?: readonly string[] | undefined }

// The main colour first, then the other accepted options, without repeats.
export function allowedBackgrounds(spec: Backgrounds): string[] {
  const main = spec.background_color.toLowerCase()
  const others = (spec.background_options ?? []).map((c) => c.toLowerCase()).filter((c) => c !== main)
  return [main, ...new Set(others)]
}
