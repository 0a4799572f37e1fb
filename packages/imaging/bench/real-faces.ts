// Real faces for the checks no seeded copy can make (pose, eyes, mouth, gaze), labelled by eye for
// bench:checks (docs/photo-checks.md, "How the thresholds were set"). A label left out was not judged: small
// faces in full-length photos, a hand over the mouth. The `human_*` files are bench-only, in
// TESTDATA_DIR/portraits: from the samples of github.com/vladmandic/human (samples/in/, commit 151df64d),
// saved under the same name with the prefix `human_`; a missing file is skipped.

export interface FaceLabels {
  facing?: 'camera' | 'turned'
  eyes?: 'open' | 'closed'
  mouth?: 'closed' | 'open'
  gaze?: 'camera' | 'away'
  glasses?: 'off' | 'on'
  head?: 'bare' | 'covered'
  /** Labelled by eye on the face crop: a smile (with the lips closed or not), a pout, a frown, a grimace. */
  expression?: 'neutral' | 'not neutral'
}

const frontal: FaceLabels = { facing: 'camera', eyes: 'open', glasses: 'off', head: 'bare' }
const turned: FaceLabels = { facing: 'turned', eyes: 'open', glasses: 'off', head: 'bare' }

export const REAL_FACES: Record<string, FaceLabels> = {
  'wh_obama_official.jpg': { ...frontal, mouth: 'open', gaze: 'camera', expression: 'not neutral' },
  'wh_biden_official_painting_bg.jpg': {
    ...frontal,
    mouth: 'open',
    gaze: 'camera',
    expression: 'not neutral',
  },
  'wh_obama_small.jpg': { ...frontal, mouth: 'open', gaze: 'camera', expression: 'not neutral' },
  'skimage_astronaut.png': { ...frontal, mouth: 'open', gaze: 'camera', expression: 'not neutral' },
  'derived_wh_obama_official_rot15.jpg': {
    ...frontal,
    mouth: 'open',
    gaze: 'camera',
    expression: 'not neutral',
  },
  'derived_wh_biden_official_rot-25.jpg': {
    ...frontal,
    mouth: 'open',
    gaze: 'camera',
    expression: 'not neutral',
  },
  'human_stock-models-9.jpg': { ...frontal, mouth: 'closed', gaze: 'camera', expression: 'not neutral' },
  'human_stock-teen-6.jpg': { ...frontal, gaze: 'camera', expression: 'neutral' },
  'human_stock-teen-7.jpg': { ...frontal, mouth: 'closed', gaze: 'away', expression: 'neutral' },
  'human_stock-teen-8.jpg': { ...frontal, mouth: 'closed', gaze: 'camera', expression: 'neutral' },
  'human_person-christina.jpg': { ...frontal, mouth: 'closed', expression: 'not neutral' },
  'kodak_kodim15.png': { ...frontal, mouth: 'closed', gaze: 'camera', expression: 'not neutral' },
  'human_ai-upper.jpg': { ...turned, mouth: 'open' },
  'human_person-lexi.jpg': { ...turned, mouth: 'closed', gaze: 'camera', expression: 'not neutral' },
  'human_stock-teen-1.jpg': { ...turned, mouth: 'closed', gaze: 'camera', expression: 'neutral' },
  'human_stock-teen-2.jpg': { ...turned, mouth: 'closed', gaze: 'camera', expression: 'neutral' },
  'human_stock-teen-3.jpg': { ...turned, mouth: 'closed' },
  'human_stock-teen-5.jpg': { ...turned, mouth: 'closed', expression: 'not neutral' },
  'wh_obama_speech.jpg': { ...turned, mouth: 'open', gaze: 'away' },
  // The one head covering in the corpora: a wide red hat, a blonde fringe under its brim.
  'kodak_kodim04.png': { ...turned, mouth: 'open', head: 'covered' },
  'skimage_camera_gray.png': { facing: 'turned' },
  'wiki_usnavy_sailor_patient.png': { facing: 'turned' },
  'kodak_kodim12.png': { facing: 'turned' },
  'kodak_kodim17.png': { facing: 'turned' },
  // One sitter pulling faces (a-*), another turned 15-33° (b-*), both before a dark studio wall.
  'human_stock-emotions-a-1.jpg': { ...frontal, mouth: 'closed', gaze: 'camera', expression: 'neutral' },
  'human_stock-emotions-a-2.jpg': { ...turned, mouth: 'closed', expression: 'neutral' },
  'human_stock-emotions-a-3.jpg': { eyes: 'open', mouth: 'open', gaze: 'camera', expression: 'neutral' },
  'human_stock-emotions-a-4.jpg': { ...frontal, mouth: 'open', gaze: 'camera', expression: 'not neutral' },
  'human_stock-emotions-a-5.jpg': { ...frontal, mouth: 'closed', gaze: 'camera', expression: 'not neutral' },
  'human_stock-emotions-a-6.jpg': { ...frontal, mouth: 'open', gaze: 'camera', expression: 'not neutral' },
  'human_stock-emotions-a-7.jpg': { ...frontal, mouth: 'closed', gaze: 'away', expression: 'not neutral' },
  'human_stock-emotions-a-8.jpg': { ...frontal, mouth: 'open', gaze: 'camera', expression: 'not neutral' },
  'human_stock-emotions-b-1.jpg': {
    facing: 'turned',
    eyes: 'closed',
    mouth: 'closed',
    expression: 'not neutral',
  },
  'human_stock-emotions-b-2.jpg': { ...turned, mouth: 'closed', expression: 'not neutral' },
  'human_stock-emotions-b-3.jpg': { ...turned, mouth: 'open' },
  'human_stock-emotions-b-4.jpg': { facing: 'turned', eyes: 'closed', mouth: 'open' },
  'human_stock-emotions-b-5.jpg': { ...turned, mouth: 'open' },
  'human_stock-emotions-b-6.jpg': { ...turned },
  'human_stock-emotions-b-7.jpg': { ...turned, mouth: 'closed', expression: 'not neutral' },
  'human_stock-emotions-b-8.jpg': {
    facing: 'turned',
    eyes: 'closed',
    mouth: 'closed',
    expression: 'not neutral',
  },
  'human_ai-face.jpg': { ...frontal, mouth: 'closed', gaze: 'camera', expression: 'neutral' },
  // The one pair of glasses in the corpora: sunglasses on a small face (40 px between the eyes).
  'human_person-vlado5.jpg': { facing: 'camera', glasses: 'on' },
}

/**
 * Which label each check is scored on, and the label that is its defect. Eyes open and Facing the camera
 * fail; Mouth closed, Looking at the camera, head covering and glasses (where the document allows them) warn, so a warning
 * counts as flagged.
 */
export const LABELLED_CHECKS = [
  { check: 'yaw', label: 'facing', defect: 'turned' },
  { check: 'eyesOpen', label: 'eyes', defect: 'closed' },
  { check: 'mouthClosed', label: 'mouth', defect: 'open' },
  { check: 'gaze', label: 'gaze', defect: 'away' },
  { check: 'glasses', label: 'glasses', defect: 'on' },
  { check: 'headCovering', label: 'head', defect: 'covered' },
  { check: 'expression', label: 'expression', defect: 'not neutral' },
] as const
