// The live camera (docs/camera.md): what it asks the device for, how often it coaches, and the coaching's own
// tolerances. The rules a photo is judged by (the document's head band, glasses and edit policy; QUALITY's and
// COMPLIANCE's thresholds) are never restated here: the coaching reads them where they live.

/** The conditions the coaching checks, most important first: the order the instructions are given in. */
export const CAMERA_CONDITIONS = [
  // Nothing else can be judged without one face to judge.
  'face',
  'alone',
  // Distance and position first: the rest is read on the face, and a face that moves reads badly.
  'distance',
  'centre',
  'level',
  'facing',
  'chin',
  'eyes',
  'mouth',
  'glasses',
  // The light and the wall last: the traveller may have to move somewhere else for them.
  'light',
  'wall',
] as const

export type CameraCondition = (typeof CAMERA_CONDITIONS)[number]

export const CAMERA = {
  /**
   * What getUserMedia is asked for: at least 1920x1080 as an ideal (a device with less still opens, with its
   * best), never a minimum, which would refuse a 720p laptop camera outright. The width and height are
   * swapped by the browser on a phone held upright.
   */
  ideal: { width: 1920, height: 1080 },
  /**
   * The document's frame drawn in the picture takes this share of its height (or width, whichever binds),
   * so the crop placement makes of a head in the oval stays inside the picture with room to spare.
   */
  guideShare: 0.9,
  /** The oval's width over its height: a head with its hair is about three quarters as wide as tall. */
  ovalAspect: 0.75,
  /** The face camera first: most travellers take their own photo. */
  firstFacing: 'user' as 'user' | 'environment',
  /**
   * The frame the coaching reads, long side px: YuNet's cost grows with its input's area, and at 160 px a
   * face twice as far as a passport photo's distance still spans 30 px (YuNet finds faces from about 10 px).
   */
  analysisLongSide: 160,
  /**
   * The crop around the head the face mesh and the quality measures read, from the full-resolution frame:
   * `heads` head heights square (the mesh's crop is 1.5 face boxes, the quality crop 1.25 heads) at `side` px,
   * so a head spans about 190 px there, the quality crop's own scale.
   */
  crop: { heads: 1.5, side: 288 },
  /**
   * The face mesh and iris passes run on one frame in `meshEvery` (the others carry the last reading
   * forward): they cost several times the detection (bench:camera: about 40 ms against 3 ms here), and eyes,
   * mouth and pose change slower than position. One in 3 keeps a 4x slower CPU over 10 frames a second.
   */
  meshEvery: 3,
  /** Every live condition must have held this long before the photo is taken on its own. */
  holdMs: 1000,
  /** The countdown shown over the hold: 3, 2, 1. */
  countdownSteps: 3,
  /**
   * An instruction replaces the one shown only after it has been the first unmet condition this long, so a
   * reading on the edge of a threshold does not make the words flicker (nor a screen reader speak twice).
   */
  settleMs: 300,
  /** The best frame is chosen among those of the last `bestOfMs` (the hold's own second). */
  bestOfMs: 1000,
  /** The JPEG the captured frame is handed to the pipeline as; lowered in steps of `step` until it fits the
   * upload limit (a 4K frame at 0.95 can pass 4 MB). */
  jpeg: { quality: 0.95, step: 0.1, min: 0.5 },
  /**
   * The coaching's own tolerances, looser than the verdict's where the pipeline corrects what is left:
   * - `sizeSlack`: the head may be this share of the band's middle smaller or larger than the band's ends
   *   (placement scales it to the middle anyway; the head still has the pixels the verdict wants);
   * - `maxRollDegrees`: placement levels a roll (docs/photo-pipeline.md), but each degree it turns costs
   *   margin at the frame's corners, and YuNet's eye points are only good to a few degrees;
   */
  coach: { sizeSlack: 0.05, maxRollDegrees: 4 },
} as const
