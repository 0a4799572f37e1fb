// The result view's words (docs/result-view.md): which group each compliance row is shown in, and for a row that
// does not pass, the problem it belongs to in plain words with the one thing to do about it. One problem, one
// message: rows that one action fixes (Auto Center fixes the head's size, height and tilt at once) make one item.
//
// The row keys are packages/imaging's (COMPLIANCE_CHECKS, photo/checks/index.ts); a test there holds every key to
// a group and a problem here.
import type { QualityCheck } from '../quality.ts'

/** The groups the measured rows are shown in, in this order, with their titles. */
export const CHECK_GROUPS = {
  framing: 'Framing',
  face: 'Face',
  light: 'Light, background and sharpness',
  file: 'File',
} as const

export type CheckGroup = keyof typeof CHECK_GROUPS

/** What the page can do about a problem, each one button. */
export type FixAction =
  /** Place the photo as the engine would: head size, height, tilt and cover. */
  | 'autoCenter'
  /** Turn background replacement on. */
  | 'replaceBackground'
  /** Turn background replacement off (the document refuses edited photos). */
  | 'keepBackground'
  /** Start again with a larger photo: 'New Image Upload'. */
  | 'largerPhoto'
  /** Start again with another photo: 'New Image Upload'. */
  | 'newPhoto'

/** The buttons' words. The two that start again do what 'New Image Upload' does, named for why. */
export const FIX_ACTION_LABELS: Record<FixAction, string> = {
  autoCenter: 'Auto Center',
  replaceBackground: 'Replace the background',
  keepBackground: 'Keep my own background',
  largerPhoto: 'Choose a larger photo',
  newPhoto: 'Choose another photo',
}

export interface Problem {
  /** What is wrong, in a few plain words. */
  title: string
  /** What to do, in one sentence. */
  todo: string
  /** The button; when the page cannot do it (Auto Center already placed the photo), `fallback`. */
  action: FixAction
  fallback?: FixAction
  /** The todo when the fallback is offered instead. */
  fallbackTodo?: string
}

/** The problems a failing row belongs to, in the order the fix list shows them: what stops most comes first. */
export const PROBLEMS = {
  noFace: {
    title: 'We cannot find one face in your photo',
    todo: 'Use a photo of you alone, facing the camera, with your whole head in it.',
    action: 'newPhoto',
  },
  placement: {
    title: 'Your head is not the right size or place in the frame',
    todo: 'Auto Center sizes, centres and levels your head for this document.',
    action: 'autoCenter',
    fallback: 'newPhoto',
    fallbackTodo:
      'Auto Center has already placed it as well as this photo allows: use one taken from further away, with space around your head.',
  },
  background: {
    title: 'The wall behind you is not plain enough',
    todo: 'Replace the background on your device, or use a photo taken against a plain, light wall.',
    action: 'replaceBackground',
    fallback: 'newPhoto',
    fallbackTodo: 'Use a photo taken against a plain, evenly lit, light wall.',
  },
  edited: {
    title: 'This document refuses edited photos',
    todo: 'Keep your own background, unedited: it must already be plain and light.',
    action: 'keepBackground',
  },
  detail: {
    title: 'Your photo is too small for this document',
    todo: 'Use the original photo from your camera, or one taken closer.',
    action: 'largerPhoto',
  },
  file: {
    title: 'The file cannot be saved as this document asks',
    todo: 'Use the original photo from your camera, not a copy from a messaging app.',
    action: 'newPhoto',
  },
  pose: {
    title: 'Face the camera straight on',
    todo: 'Retake the photo looking into the lens, head level and not turned.',
    action: 'newPhoto',
  },
  expression: {
    title: 'Eyes open, mouth closed, a calm face',
    todo: 'Retake the photo with both eyes open and visible, lips together.',
    action: 'newPhoto',
  },
  covering: {
    title: 'Glasses or a covering are in the way',
    todo: 'Retake the photo without glasses, a hat or hair over your forehead.',
    action: 'newPhoto',
  },
  light: {
    title: 'The light or the focus is not good enough',
    todo: 'Retake the photo facing a window or a lamp, holding the camera still.',
    action: 'newPhoto',
  },
} as const satisfies Record<string, Problem>

export type ProblemId = keyof typeof PROBLEMS

type QualityKey = `quality-${QualityCheck}`

/** Every row key: its group, and the problem it belongs to when it does not pass. */
export interface RowPlace {
  group: CheckGroup
  problem: ProblemId
}

/** Every row key: its group, and the problem it belongs to when it does not pass (every quality row, by type). */
export const CHECK_ROWS: Record<string, RowPlace> & Record<QualityKey, RowPlace> = {
  dimensions: { group: 'file', problem: 'detail' },
  resolution: { group: 'file', problem: 'detail' },
  background: { group: 'light', problem: 'background' },
  face: { group: 'framing', problem: 'placement' },
  eyeLine: { group: 'framing', problem: 'placement' },
  topMargin: { group: 'framing', problem: 'placement' },
  fileSize: { group: 'file', problem: 'file' },
  faceFound: { group: 'face', problem: 'noFace' },
  fillsFrame: { group: 'framing', problem: 'placement' },
  enoughDetail: { group: 'file', problem: 'detail' },
  headStraight: { group: 'framing', problem: 'placement' },
  editsAccepted: { group: 'light', problem: 'edited' },
  'quality-exposure': { group: 'light', problem: 'light' },
  'quality-dynamicRange': { group: 'light', problem: 'light' },
  'quality-lighting': { group: 'light', problem: 'light' },
  'quality-sharpness': { group: 'light', problem: 'light' },
  'quality-compression': { group: 'file', problem: 'file' },
  'quality-eyeDistance': { group: 'file', problem: 'detail' },
  'quality-yaw': { group: 'face', problem: 'pose' },
  'quality-pitch': { group: 'face', problem: 'pose' },
  'quality-gaze': { group: 'face', problem: 'pose' },
  'quality-eyesVisible': { group: 'face', problem: 'expression' },
  'quality-eyesOpen': { group: 'face', problem: 'expression' },
  'quality-mouthClosed': { group: 'face', problem: 'expression' },
  'quality-expression': { group: 'face', problem: 'expression' },
  'quality-glasses': { group: 'face', problem: 'covering' },
  'quality-headCovering': { group: 'face', problem: 'covering' },
  'quality-backgroundUniform': { group: 'light', problem: 'background' },
  'quality-backgroundShadow': { group: 'light', problem: 'background' },
}

/** A row's group; an unknown key (a check added without its group) shows under File rather than vanish. */
export const checkGroupOf = (key: string): CheckGroup => CHECK_ROWS[key]?.group ?? 'file'

/** At most this many problems are listed under the verdict; the rest are in the rows below. */
export const MAX_FIXES_SHOWN = 3

export const RESULT_COPY = {
  fixHeading: (n: number) => (n === 1 ? 'One thing to fix' : `${n} things to fix`),
  rowsNamed: (labels: readonly string[]) => `Not passing: ${labels.join(', ')}`,
  more: (n: number) => `${n} more ${n === 1 ? 'problem is' : 'problems are'} in the checks below.`,
  /** A group's summary: its rows that fail and those marked 'Check', so a closed group hides neither. */
  groupCount: (failing: number, checking: number, total: number) =>
    [
      failing > 0 ? `${failing} of ${total} not passing` : null,
      checking > 0 ? `${checking} to check` : null,
      failing + checking === 0 ? `${total} pass` : null,
    ]
      .filter(Boolean)
      .join(', '),
  /** The spec's 'text recommending optimization', short enough that the first fix shows under it on a phone. */
  notReady: 'We recommend optimizing the photo before you download it.',
} as const
