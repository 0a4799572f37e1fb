// The wall colours the sources name in words, and the hex value we paint for each. The names are the
// sources'; the values are ours (docs/photo-documents.md, "How to read the tables"). A name missing here
// is refused by validate.ts rather than guessed.
import { ALICE_BLUE, CREAM, LIGHT_GREY, NEUTRAL_GREY, OFF_WHITE, WHITE } from '../destinations/shared.ts'

/** 'Light blue': a pale blue that still reads as blue on a phone screen (our value). */
export const LIGHT_BLUE = '#cfe3f5'
/** 'Blue': the mid blue some national ID photos ask for (our value). */
export const BLUE = '#4f81bd'
/** 'Red': for the few forms that ask for one (our value). */
export const RED = '#d0312d'

const BY_NAME: Readonly<Record<string, string>> = {
  white: WHITE,
  'plain white': WHITE,
  'off-white': OFF_WHITE,
  'off white': OFF_WHITE,
  'light grey': LIGHT_GREY,
  'light gray': LIGHT_GREY,
  'pale grey': LIGHT_GREY,
  'pale gray': LIGHT_GREY,
  grey: NEUTRAL_GREY,
  gray: NEUTRAL_GREY,
  'neutral grey': NEUTRAL_GREY,
  'neutral gray': NEUTRAL_GREY,
  cream: CREAM,
  'very light blue': ALICE_BLUE,
  'light blue': LIGHT_BLUE,
  'pale blue': LIGHT_BLUE,
  blue: BLUE,
  red: RED,
}

/** The hex value of a colour as a source names it, or null for a name we have no value for. */
export function colourOf(name: string): string | null {
  return BY_NAME[name.trim().toLowerCase()] ?? null
}
