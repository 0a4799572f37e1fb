// More hand-measured portraits for the geometry benchmark only (bench/geometry-node.ts), from the corpus in
// TESTDATA_DIR (portraits/human_*.jpg; sources in that folder's SOURCES.md). Measured on 2026-11-25 with the
// method and definitions of src/face/head-measurements.ts, by a second reader: crown = top of the hair
// outline (a bun counts), chin = the lower edge of the lit chin. The crowns of the four heads tilted 15° or
// more were measured again on 2026-11-26 with the photo turned so the eyes are level, as the export shows
// the head: there the top of the hair is another point of its outline than the photo's highest one
// (christina's moved 60 px along the outline). Their chins were measured again the same way on 2026-11-28
// (the levelled crop enlarged 4-8x, its contrast stretched, guide lines at candidate rows): the lowest point
// of the chin's outline once levelled lies 3.5-7.5 px below the one read as the photo was taken on three of
// them; christina's reading (the face's midline on the lit chin, no crease) was within 2 px and stays. The bench compares heights measured upright in the export. Not used by the tests: several are posed
// as no passport photo is (heads tilted 20-38°, a near-profile, hands in the hair), which is what a
// benchmark should show and a unit test's tolerance should not absorb.
import type { HeadMeasurement } from '../src/face/head-measurements.ts'

export const BENCH_HEAD_MEASUREMENTS: readonly HeadMeasurement[] = [
  {
    file: 'human_ai-upper.jpg',
    crown: { x: 268, y: 22 },
    chin: { x: 317, y: 311 },
    eyes: { right: { x: 291.5, y: 168 }, left: { x: 360, y: 179.5 } },
    note: 'CG/game render (Detroit character). Head turned ~30deg to image right and slightly tilted; slight smile, lips parted. Crown = top of slicked-back hair (light pillar behind makes edge a bit ambiguous, +-2). Chin is in front of the ponytail; edge readable (+-3).',
  },
  {
    file: 'human_person-christina.jpg',
    crown: { x: 288, y: 42.5 },
    chin: { x: 446, y: 214 },
    eyes: { right: { x: 341, y: 148 }, left: { x: 404, y: 97.5 } },
    note: 'Strong head tilt (~38deg, top of head toward image left) and face tipped up; eyes heavy-lidded/half-closed, looking down: only a slit of iris visible, eye centres uncertain (+-2-3 px). Chin uncertain (+-6 px): soft lighting, no clear crease; chin given where the face midline meets the bottom of the lit chin. Because of the tilt, the lowest image point of the lower-face outline is on her right jaw toward the ear (~x430,y245), not at the chin. Crown: the top of the hair with the eyes levelled (the highest hair point in the photo as taken, near y~11, lies on the side of the head once levelled).',
  },
  {
    file: 'human_person-lexi.jpg',
    crown: { x: 645, y: 63 },
    chin: { x: 562, y: 532 },
    eyes: { right: { x: 520.5, y: 325 }, left: { x: 633, y: 345 } },
    note: 'Hand raised into hair on left side of head; crown read at the hair outline right of the hand against a blurred background (+-2). Head slightly tilted, eyes looking to image right (irises shifted in the eye openings); soft focus on eyes. Chin crease soft (+-3).',
  },
  {
    file: 'human_person-nicole.jpg',
    crown: { x: 1191, y: 68 },
    chin: { x: 1048.5, y: 570 },
    eyes: { right: { x: 1063, y: 319.5 }, left: { x: 1199, y: 371.5 } },
    note: 'Head tilted ~21deg (left eye lower) and turned, smiling (closed mouth). Crown clear against white, read with the eyes levelled. Chin crease soft: read with the eyes levelled and the contrast stretched, the lowest point of the lit chin outline (+-2 levelled rows); as the photo was taken it was near x~1075-1090, y 577 (4 px higher once levelled). Eye centres from iris outline (blue window reflections on iris).',
  },
  {
    file: 'human_stock-models-9.jpg',
    crown: { x: 246, y: 200.5 },
    chin: { x: 451.5, y: 502 },
    eyes: { right: { x: 330.5, y: 402.5 }, left: { x: 411, y: 355 } },
    note: 'Head strongly tilted (~30deg, right eye much lower) and turned; gaze to camera. Crown: the top of the solid hair outline with the eyes levelled (a thin semi-transparent layer lies above it, +-2). Chin outline crisp against shadowed neck: its lowest point with the eyes levelled (+-1.5 levelled rows); the photo as taken has its lowest point at (422, 511), 7.5 px higher once levelled.',
  },
  {
    file: 'human_stock-teen-1.jpg',
    crown: { x: 452, y: 213 },
    chin: { x: 472, y: 621 },
    eyes: { right: { x: 444, y: 456 }, left: { x: 527.5, y: 472 } },
    note: 'Hair bun on top; dark hair against dark brown background with frizz/flyaways, crown = top of bun mass (+-2-3). Head turned/tilted, gaze to image left. Chin outline crisp against light background.',
  },
  {
    file: 'human_stock-teen-2.jpg',
    crown: { x: 450, y: 144 },
    chin: { x: 432, y: 485 },
    eyes: { right: { x: 380, y: 370 }, left: { x: 448, y: 355 } },
    note: 'Hair bun on top (frizzy outline against brown ceiling, +-2). Head slightly turned to image left. Chin: soft lit-chin/neck crease (+-3; darkest crease line ~488).',
  },
  {
    file: 'human_stock-teen-3.jpg',
    crown: { x: 547, y: 166 },
    chin: { x: 322, y: 739 },
    eyes: { right: { x: 267.5, y: 510.5 }, left: { x: 354, y: 491 } },
    note: 'Near-profile (3/4) view facing image left, tall hair bun (crown = tip of bun, frizz above, +-3). Subject’s right eye (image left) is the far eye, heavily foreshortened at the nose silhouette: its centre is uncertain (+-3). Chin: lower outline against black top is crisp, flat from x~318-347; x chosen near chin middle.',
  },
  {
    file: 'human_stock-teen-5.jpg',
    crown: { x: 365, y: 60 },
    chin: { x: 385.5, y: 378.5 },
    eyes: { right: { x: 304.5, y: 222.5 }, left: { x: 386.5, y: 200.5 } },
    note: 'Head turned/tilted, smiling with closed lips, gaze to image right; hand in hair on image right side (not at crown). Crown clear, read with the eyes levelled. Chin crease readable: its lowest point with the eyes levelled (+-2 levelled rows; as taken it was read at (367, 380), 3.5 px higher once levelled).',
  },
  {
    file: 'human_stock-teen-6.jpg',
    crown: { x: 500, y: 264 },
    chin: { x: 505, y: 914 },
    eyes: { right: { x: 380, y: 594.5 }, left: { x: 579.5, y: 580 } },
    note: 'Close-up, head tilted back (nostrils visible) and tilted; mouth open. Very fuzzy, messy hair top with many flyaways; crown = top of the dense tuft (+-3). Irises very dark, pupils not visible; centres from iris/limbus extent (+-2, vertical most uncertain). Chin outline soft (+-3).',
  },
  {
    file: 'human_stock-teen-7.jpg',
    crown: { x: 400, y: 213 },
    chin: { x: 424, y: 501 },
    eyes: { right: { x: 374.5, y: 358.5 }, left: { x: 463, y: 351.5 } },
    note: 'Blonde hair against bright yellow bokeh: crown edge read on the saturation channel (+-2); a few flyaway strands above ignored. Head slightly tilted, gaze to image right. Chin crease soft band ~500-506 (+-3).',
  },
  {
    file: 'human_stock-teen-8.jpg',
    crown: { x: 645, y: 53 },
    chin: { x: 658, y: 586 },
    eyes: { right: { x: 588, y: 339 }, left: { x: 727.5, y: 339 } },
    note: 'Frontal, neutral expression, landscape image. Crown crisp against blue sky. Left eye partly shadowed by hair at outer side. Chin edge soft against shadowed neck (+-3).',
  },
]
