// The compliance rows' words (docs/product-rules.md, "Compliance rows"): the spec's five and our own, each of
// which gates 'Ready to Download' and says what was measured and what is required.
export const CHECK_LABELS = {
  dimensions: 'Dimensions',
  resolution: 'Resolution',
  background: 'Background',
  face: 'Face size',
  fileSize: 'File size',
  faceFound: 'Face found',
  fillsFrame: 'Photo fills the frame',
  headStraight: 'Head straight',
  enoughDetail: 'Enough detail',
  eyeLine: 'Eye line',
  topMargin: 'Space above the head',
} as const

const round1 = (n: number) => Math.round(Math.abs(n) * 10) / 10

/** Where in the frame another head shows, by thirds of the frame (the Face found row says it). */
export const FRAME_REGION_WORDS = {
  'top-left': 'at the top left',
  top: 'at the top',
  'top-right': 'at the top right',
  left: 'on the left',
  middle: 'in the middle',
  right: 'on the right',
  'bottom-left': 'at the bottom left',
  bottom: 'at the bottom',
  'bottom-right': 'at the bottom right',
} as const

export type FrameRegion = keyof typeof FRAME_REGION_WORDS

/** "on the left", "on the left and at the top right". */
const regionsInWords = (where: readonly FrameRegion[]) => {
  const words = where.map((w) => FRAME_REGION_WORDS[w])
  return words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`
}

export const CHECK_DETAILS = {
  faceNotChecked: 'Face detection has not finished: choose the photo again',
  faceOffFrame: 'Your face is not fully in the photo, or not centred: press Auto Center',
  noFace: 'No face found: upload a photo of one person facing the camera',
  // Where Auto Center's own placement leaves the head out: pressing it would change nothing.
  noRoomForHead:
    'Your face is not fully in the photo, and Auto Center cannot fit it: there is too little photo around your head for this frame. Use one taken from further away',
  oneFace: 'One face found',
  severalFacesOutside: (found: number) =>
    `${found} faces found: the largest is used, and no other shows in the photo`,
  otherHeadsInside: (where: readonly FrameRegion[]) =>
    `Part of another face or head shows ${regionsInWords(where)} of the photo: use a photo of you alone, or move and zoom so only your head shows`,
  faceLost: (shown: number) =>
    `Replacing the wall kept only ${Math.round(shown * 100)}% of your face: zoom in so your head fills the frame, or keep your own wall`,
  covered: 'The photo covers the frame edge to edge',
  padded: (percent: number) =>
    `${Math.max(1, Math.round(percent))}% of the frame is empty: zoom in or move the photo until it covers the frame`,
  // Where Auto Center's own placement leaves the frame padded: zooming in would push the head out of its band.
  paddedPhotoTooSmall: (percent: number) =>
    `${Math.max(1, Math.round(percent))}% of the frame is empty, and Auto Center cannot cover it with your head the right size: there is too little photo around your head for this frame. Use one taken from further away`,
  straight: (degrees: number, max: number) => `Tilted ${round1(degrees)}° (at most ${max}°)`,
  tilted: (degrees: number, max: number) =>
    `Tilted ${round1(degrees)}° (at most ${max}°): press Auto Center to level it, or use a straighter photo`,
  // Past what Auto Center levels (45°): pressing it would change nothing.
  tooTilted: (degrees: number, max: number) =>
    `Tilted ${round1(degrees)}° (at most ${max}°): too far for Auto Center to level; use a photo with your head straight`,
  noHeadToLevel: 'No face to level',
  rollUnread:
    "Not measured: your eyes cannot be seen, and the head's tilt is read from them. Check that your eyes are level",
  detail: (photoPx: number, exportPx: number, neededPx: number) =>
    `${Math.round(photoPx)} px from crown to chin in your photo for ${Math.round(exportPx)} px in the export (at least ${Math.ceil(neededPx)} needed)`,
  tooLittleDetail: (photoPx: number, exportPx: number, neededPx: number) =>
    `${Math.round(photoPx)} px from crown to chin in your photo for ${Math.round(exportPx)} px in the export (at least ${Math.ceil(neededPx)} needed): use a larger or closer photo`,
  enlargedBefore: (realPx: number, photoPx: number, exportPx: number, neededPx: number, pass: boolean) =>
    `About ${Math.round(realPx)} px of real detail from crown to chin in your photo, which was enlarged before (${Math.round(photoPx)} px), for ${Math.round(exportPx)} px in the export (at least ${Math.ceil(neededPx)} needed)${pass ? '' : ': use the original photo, not an enlarged copy, or a closer one'}`,
  enlargement: (factor: number, max: number) =>
    `The photo is enlarged ${factor.toFixed(1)}x (at most ${max}x)`,
  headOutOfBand: (percent: number, min: number, max: number) =>
    `Head ${percent.toFixed(0)}% of the height (required ${min}-${max}%): out of range`,
  headNearEdge: (percent: number, min: number, max: number) =>
    `Head ${percent.toFixed(1)}% of the height, too close to the ${percent < (min + max) / 2 ? min : max}% limit to be sure (required ${min}-${max}%): press Auto Center, or zoom ${percent < (min + max) / 2 ? 'in' : 'out'}`,
  crownCut: 'The top of your head is cut off in your photo: use one with space above your hair',
  eyeLine: (percent: number, min: number, max: number) =>
    `Eyes ${percent.toFixed(0)}% up from the bottom (required ${min}-${max}%)`,
  eyeLineOut: (percent: number, min: number, max: number) =>
    `Eyes ${percent.toFixed(0)}% up from the bottom (required ${min}-${max}%): press Auto Center, or move the photo ${percent < min ? 'up' : 'down'}`,
  noEyesToPlace: (min: number, max: number) =>
    `No face found: the eyes must be ${min}-${max}% up from the bottom`,
  naturalCrown: (percent: number, min: number, max: number, hairPercent: number) =>
    `Head about ${percent.toFixed(0)}% of the height to the top of the head without hair (required ${min}-${max}%; ${hairPercent.toFixed(0)}% with the hair). Estimated from your face: check it against the form's own guide`,
  naturalCrownOut: (percent: number, min: number, max: number) =>
    `Head about ${percent.toFixed(0)}% of the height to the top of the head without hair (required ${min}-${max}%): press Auto Center, or zoom ${percent < (min + max) / 2 ? 'in' : 'out'}`,
  topMargin: (percent: number, min: number, max: number) =>
    `${percent.toFixed(1)}% of the height above the head (required ${min}-${max}%)`,
  topMarginOut: (percent: number, min: number, max: number) =>
    `${percent.toFixed(1)}% of the height above the head (required ${min}-${max}%): press Auto Center, or move the photo ${percent < min ? 'down' : 'up'}`,
  noHeadForMargin: (min: number, max: number) =>
    `No face found: the top of the head must be ${min}-${max}% of the height below the top edge`,
  headNotMeasured: (min: number, max: number) =>
    `No face detected: the head must fill ${min}-${max}% of the height`,
  // The File size row: the file the download will save, both readings of its size (photo-file-size.ts).
  fileSaved: (saved: string, window: string) => `Saved at ${saved}; the form takes ${window}`,
  filePadded: (saved: string, window: string, fullQuality: string, paddingBytes: number) =>
    `Saved at ${saved}; the form takes ${window}. At full quality your photo is ${fullQuality}, under the minimum, so ${paddingBytes.toLocaleString('en-US')} bytes of empty padding (a comment inside the file, not pixels) make up the rest`,
  fileCapOnly: (window: string, maxBytes: number) =>
    `Saved within ${window}: at most ${maxBytes.toLocaleString('en-US')} bytes, so a form that counts 1 KB as 1,000 bytes takes it too`,
  fileLadderFails: (maxKb: number) =>
    `Even at quality 0.1 your photo is over ${maxKb} KB: use a less detailed photo`,
} as const

/** A document's KB window in words: 'at most 240 KB', '250-400 KB'. */
export const fileWindowText = (kb: { min: number | null; max: number }) =>
  kb.min === null ? `at most ${kb.max} KB` : `${kb.min}-${kb.max} KB`

/** How the Background row names the document's rule: its colours matched, or whitish (the Vietnam page). */
export const BACKGROUND_COPY_RULE = {
  'colour-match': 'match the colour',
  whitish: 'look white',
} as const

/** The word beside a row's label: a spec row whose measurement is out of range never says 'Pass'. */
export const CHECK_STATUS = { pass: 'Pass', fail: 'Fail', warn: 'Check' } as const

/**
 * The line under the panel's heading. A row that says 'Check' does not stop the download, so where one
 * shows, the line says so rather than that everything passed.
 */
export const COMPLIANCE_SUMMARY = {
  pass: 'All checks pass.',
  passWithChecks: (n: number) =>
    `All required checks pass. Look at the ${n === 1 ? 'row' : `${n} rows`} marked 'Check' yourself.`,
  attention: 'Some checks need attention.',
  /** Named in the visible line, not only for a screen reader: the visitor sees what to fix first. */
  failing: (labels: readonly string[]) => `Not passing: ${labels.join(', ')}.`,
} as const

/** Why the download stays off: the export would show nobody (imaging's photo/empty-export.ts). */
export const EMPTY_EXPORT = {
  noFace: 'No face was found in this photo, so there is nothing to download: upload a photo of your face',
  faceOutside: 'Your face is outside the frame, so there is nothing to download: press Auto Center',
  faceLost:
    'Replacing the wall left almost nothing of your face, so there is nothing to download: zoom in, or keep your own wall',
} as const
