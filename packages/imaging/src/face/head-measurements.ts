import type { Point } from './types.ts'

/**
 * Crown and chin measured by hand on the test portraits (the committed ones in tests/fixtures/portraits and
 * the TESTDATA_DIR corpus: docs/testing.md), in source pixels, to fit and test the head model (HEAD_MODEL in
 * photo/options.ts).
 *
 * Definitions (the same ones the engine uses for "face %"):
 * - crown: the top of the head's outline INCLUDING hair (stray single hairs ignored; hats are not hair, so
 *   kodim04's crown is not measured). This is the US reading; ICAO's "natural crown" sits under the hair and
 *   cannot be seen, only guessed. Placing the hair-inclusive head at the middle of a 70-80 % band keeps the
 *   natural-crown head (a few % shorter for short hair) inside the band too, and keeps the hair in the frame.
 * - chin: the lowest point of the chin's outline, i.e. the crease where the lit chin meets the shadowed neck.
 *
 * How they were taken (2026-11): each region was cropped and enlarged 3-8x with a pixel ruler (ticks every
 * 10 source px) and dashed guide lines drawn at candidate rows (a scratch Node script using @jsquash/png),
 * then viewed; the row was moved until the line sat on the edge. Reading precision about ±2 px on the
 * crown, ±3-5 px on the chin (a soft shadow edge), i.e. under 1.5 % of the head height everywhere.
 * The x coordinate is where the edge was read (top of the head / middle of the chin), ±10 px.
 *
 * Second reader (2026-11-28): the chins of wh_obama_official, wh_biden_standing_tall and wh_two_people (and
 * the bench's teen-7) were read again by a reader who had not seen these values, on crops levelled by the
 * eyes, with luminance profiles down the chin's middle. Along the levelled face the two readings differ by
 * 0.0, 1.0 and 3.1 px (0.9 on teen-7); each chin here is the mean of the two. The second reading puts
 * wh_two_people's chin 3.1 px lower, half-way to the face mesh's (about 6 px lower): docs/photo-pipeline.md.
 *
 * `derived` rows are not measured again: they are a measured row's points moved by the known rotation that
 * made the derived file (tests/fixtures/SOURCES.md), so they test the model on rolled heads.
 */
export interface HeadMeasurement {
  file: string
  crown: Point | null
  chin: Point
  /**
   * Eye centres (the middle of the iris, the pupil when visible) measured the same way, where taken: the
   * reference for the landmark tests. Reading precision ±1.5 px at these sizes.
   */
  eyes?: { right: Point; left: Point }
  note?: string
}

export const HEAD_MEASUREMENTS: readonly HeadMeasurement[] = [
  {
    file: 'wh_obama_official.jpg',
    crown: { x: 497, y: 30 },
    chin: { x: 488.5, y: 426 },
    eyes: { right: { x: 443, y: 213.8 }, left: { x: 549.5, y: 212 } },
    note: 'smiling, eyes narrowed',
  },
  {
    file: 'wh_biden_official_painting_bg.jpg',
    crown: { x: 623, y: 30 },
    chin: { x: 645, y: 776 },
    eyes: { right: { x: 562, y: 404.4 }, left: { x: 749.4, y: 413.1 } },
    note: 'smiling; thin white hair',
  },
  {
    file: 'wh_obama_small.jpg',
    crown: { x: 160, y: 14 },
    chin: { x: 157, y: 194.5 },
    eyes: { right: { x: 137.5, y: 97 }, left: { x: 185, y: 96.4 } },
  },
  {
    file: 'skimage_astronaut.png',
    crown: { x: 233, y: 16 },
    chin: { x: 224, y: 176 },
    eyes: { right: { x: 203.5, y: 100.8 }, left: { x: 246, y: 103 } },
    note: 'full, raised hair: the most hair above the skull in the set',
  },
  {
    file: 'wh_obama_speech.jpg',
    crown: { x: 366, y: 164.5 },
    chin: { x: 290, y: 633 },
    eyes: { right: { x: 247.5, y: 368.8 }, left: { x: 361.3, y: 377.5 } },
    note: 'mouth open (speaking), head turned to his left',
  },
  {
    file: 'wh_two_people.jpg',
    crown: { x: 860, y: 7.5 },
    chin: { x: 865, y: 251.5 },
    eyes: { right: { x: 845, y: 124.7 }, left: { x: 907.5, y: 137.5 } },
    note: 'the larger (right) face; head pitched down',
  },
  {
    file: 'wh_biden_standing_tall.jpg',
    crown: { x: 580, y: 100 },
    chin: { x: 555, y: 561 },
    note: 'same shot as wh_two_people, another crop and scale; head pitched down',
  },
  {
    file: 'wh_obama_standing_large.jpg',
    crown: { x: 782, y: 221 },
    chin: { x: 760, y: 618 },
  },
  {
    file: 'kodak_kodim04.png',
    crown: null,
    chin: { x: 250, y: 565 },
    eyes: { right: { x: 227.3, y: 329 }, left: { x: 346.7, y: 351.7 } },
    note: 'hat hides the crown; head rolled ~11°; eyes looking aside (pupils off the eye centres)',
  },
  {
    file: 'kodak_kodim15.png',
    crown: null,
    chin: { x: 553, y: 435 },
    note: 'the top of the head is cut by the frame',
  },
]

/**
 * A measurement carried into a rotated copy of its photo: ImageMagick's `-rotate` turns about the centre and
 * grows the canvas to the rotated bounding box, so the old centre lands on the new centre.
 * `clockwise` in degrees (negative = counter-clockwise, as `-rotate -25`).
 */
export function rotateMeasurement(
  m: HeadMeasurement,
  file: string,
  clockwise: number,
  from: { width: number; height: number },
  to: { width: number; height: number },
): HeadMeasurement {
  const t = (clockwise * Math.PI) / 180
  const move = (p: Point): Point => {
    const dx = p.x - from.width / 2
    const dy = p.y - from.height / 2
    return {
      x: to.width / 2 + dx * Math.cos(t) - dy * Math.sin(t),
      y: to.height / 2 + dx * Math.sin(t) + dy * Math.cos(t),
    }
  }
  return {
    file,
    crown: m.crown && move(m.crown),
    chin: move(m.chin),
    ...(m.eyes ? { eyes: { right: move(m.eyes.right), left: move(m.eyes.left) } } : {}),
    note: `derived: ${m.file} rotated ${clockwise}° clockwise`,
  }
}

const byFile = (file: string): HeadMeasurement => {
  const m = HEAD_MEASUREMENTS.find((x) => x.file === file)
  if (!m) throw new Error(`no measurement for ${file}`)
  return m
}

/** The two derived, rotated portraits (`-rotate 15` and `-rotate -25`; the second is committed). */
export const DERIVED_HEAD_MEASUREMENTS: readonly HeadMeasurement[] = [
  rotateMeasurement(
    byFile('wh_obama_official.jpg'),
    'derived_wh_obama_official_rot15.jpg',
    15,
    { width: 910, height: 1137 },
    { width: 1176, height: 1335 },
  ),
  rotateMeasurement(
    byFile('wh_biden_official_painting_bg.jpg'),
    'derived_wh_biden_official_rot-25.jpg',
    -25,
    { width: 1200, height: 1200 },
    { width: 1596, height: 1596 },
  ),
]
