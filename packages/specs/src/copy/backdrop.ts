// What the photo page says about background replacement (docs/background.md, "On the page"): the switch,
// what each choice means for acceptance, and the rows it changes.
import { backgroundColorName } from '../colors.ts'
import type { LeftoverKind } from '../photo.ts'
import type { EditPolicy } from '../schemas/edit-policy.ts'

const colourWords = (hex: string) => {
  const name = backgroundColorName(hex)
  return name.startsWith('#') ? name : name.toLowerCase()
}

export const BACKDROP_COPY = {
  legend: 'Background',
  switchLabel: (hex: string) => `Replace the background with plain ${colourWords(hex)}`,
  colourLegend: 'Background colour',
  working: 'Replacing the background...',
  /** What the current choice means for acceptance, in one or two sentences. */
  meaning(policy: EditPolicy, replace: boolean, hex: string): string {
    const colour = colourWords(hex)
    if (policy.backgroundReplacement === 'refused') {
      return replace
        ? `This authority refuses edited photos, so a replaced background is likely to be rejected, and the photo will not show as ready. ${policy.reason}`
        : `Your photo keeps the wall it was taken against, unedited: it must already be plain ${colour}. ${policy.reason}`
    }
    return replace
      ? `The wall behind you is replaced with plain ${colour} on your device; your face is not changed. ${policy.reason}`
      : `Your photo keeps the wall it was taken against: it must already be plain ${colour} to pass.`
  },
  source: (policy: EditPolicy) =>
    policy.verifiedOn === 'not verified' ? 'not verified' : `checked ${policy.verifiedOn}`,
  compareLegend: 'Before and after, at 100%',
  compareSlider: 'Before / after',
  compareView: (split: number) =>
    `Your photo at 100%: ${split}% shows the new background, the rest the photo as it was. Drag it or use the arrow keys to look around your head`,
  /** The places the 100 % view jumps to; left and right as the photo shows them, as the checks name them. */
  comparePlaces: {
    crown: 'Top of head',
    'ear-left': 'Left ear',
    'ear-right': 'Right ear',
    'shoulder-left': 'Left shoulder',
    'shoulder-right': 'Right shoulder',
  },
  comparePlacesLegend: 'Look at (left and right as the photo shows them)',
  compareLeftover: (where: string, nth = 1, kind: LeftoverKind = 'colour') =>
    `${{ colour: 'Old wall', beyond: 'Kept background', cut: 'Hair cut off' }[kind]} ${where}${nth > 1 ? ` (${nth})` : ''}`,
  /** The touch-up brush in the 100 % view (docs/background.md, "Touch-up"). */
  touchUp: {
    toggle: 'Touch up',
    legend: 'Touch up the new background',
    hint: 'Paint on the view above. Remove takes away old wall the replacement left; Keep brings back hair or an ear it covered. Your photo is checked again after each stroke.',
    mode: 'Brush',
    keep: 'Keep',
    remove: 'Remove',
    size: 'Brush size',
    sizeValue: (px: number) => `${px} px`,
    undo: 'Undo',
    clear: 'Clear touch-ups',
    count: (n: number) => (n === 0 ? 'No touch-ups yet' : `${n} ${n === 1 ? 'stroke' : 'strokes'}`),
    view: (mode: 'keep' | 'remove', px: number) =>
      `Your photo at 100%, touch-up on: drag to ${mode === 'keep' ? 'keep' : 'remove'} with a ${px} px brush. Arrow keys move the view; Space paints at its centre`,
  },
} as const

export const BACKDROP_CHECKS = {
  editsLabel: 'Edits accepted',
  unedited: 'Your own background, not edited',
  replacedAccepted: 'Background replaced on your device; this document accepts that',
  replacedRefused: 'This document refuses edited photos: switch background replacement off',
  paddingFilled: 'The empty part of the frame is filled with the new background',
  bodyCut: (px: number) =>
    `Your body ends in a straight edge (${px} px) inside the frame: zoom in, or use a photo that shows your shoulders`,
} as const
