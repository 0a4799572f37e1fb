import { COMPLIANCE, COMPRESSION, isVietnamWhitish } from '@vps/specs'
import { throwIfAborted } from '../errors.ts'
import type { Point } from '../face/types.ts'
import { parseHex } from '../pixels/colour.ts'
import type { AbortSignalLike, EncodeJpeg, RasterImage } from '../types.ts'
import type { PhotoFrame } from './frame.ts'
import type { FrameCover } from './frame-cover.ts'
import { COMPLIANCE_TUNING, EXPORT_TUNING } from './options.ts'
import { onPerson } from './person-region.ts'
import type { HeadInFrame } from './placement.ts'
import type { QualityMeasures } from './quality/index.ts'
import { type QualityVerdict, qualityVerdicts } from './quality/verdicts.ts'

/**
 * What is known of the placed photo besides its pixels: the head in the frame, the faces found, and which
 * frame points show the photo rather than padding. `placementFacts` (pipeline.ts) builds it.
 */
export interface PlacementFacts {
  head: HeadInFrame | null
  /** Whether detection has run, the faces it found, and how many besides the chosen one show in the frame. */
  faces: { checked: boolean; found: number; othersInFrame: number }
  cover: FrameCover
  /** False where the frame shows padding instead of the photo. */
  onPhoto: (p: Point) => boolean
  /** Export pixels per photo pixel: above 1 the export enlarges the photo. */
  enlargement: number
  /** Set when the wall was replaced (backdrop.ts): person pixels on the photo's edge inside the frame. */
  replaced?: { bodyCutPx: number }
  /** The quality measures of the photo's face (quality/index.ts); null with no face to measure. */
  quality?: QualityMeasures | null
  /**
   * What Auto Center's own placement does (pipeline.ts, autoCenterFacts): levels the head (levelsRoll),
   * keeps it in the frame (headPlaced), covers the frame. Absent: not known, taken as yes.
   */
  autoCenter?: AutoCenterFacts
}

export interface AutoCenterFacts {
  levels: boolean
  placesHead: boolean
  covers: boolean
}

/**
 * The compliance result (docs/photo-pipeline.md, "Compliance checks") plus what was measured, so the page
 * can explain a failure.
 */
export interface ComplianceResult {
  /** The spec's five checks, with the spec's verdicts. */
  dimensions: boolean
  resolution: boolean
  background: boolean
  face: boolean
  fileSize: boolean
  /** Our own checks (docs/product-rules.md, "Compliance rows"), each of which also gates 'Ready to Download'. */
  faceFound: boolean
  fillsFrame: boolean
  headStraight: boolean
  /** The photo has enough pixels for the export: it is enlarged at most COMPLIANCE.maxUpscale. */
  enoughDetail: boolean
  /** The head's measured height is inside the band (on every page; false with no face or a cut crown). */
  headInBand: boolean
  /** False only when the wall was replaced for a document whose authority refuses edited photos. */
  editsAccepted: boolean
  /** The eyes sit in the document's eye-line band (true where the document states none). */
  eyeLineInBand: boolean
  /** The room above the crown is inside the document's top-margin band (true where it states none). */
  topMarginInBand: boolean
  /** No quality check fails (docs/photo-checks.md); true with nothing to measure, where 'Face found' fails. */
  qualityOk: boolean
  /** Every check above. */
  overall: boolean
  details: ComplianceDetails
}

export interface BackgroundSample {
  /** Which of the eight points: 'top-left', 'top', 'top-right', 'right', 'bottom-right', 'bottom', 'bottom-left', 'left'. */
  position: string
  x: number
  y: number
  rgb: [number, number, number]
  pass: boolean
  /** Why the point does not count: it shows padding, or it falls on the person. Absent when it counts. */
  excluded?: 'padding' | 'person'
}

export interface ComplianceDetails {
  size: { width: number; height: number; expectedWidth: number; expectedHeight: number }
  /** The face's quality measures and each check's verdict (empty with no face). */
  quality: { measures: QualityMeasures | null; verdicts: QualityVerdict[]; wallReplaced: boolean }
  /** Null when no face was detected (the spec's face check then passes; headInBand does not). */
  headPercent: number | null
  coverage: { min: number; max: number }
  /** The head's roll left in the export, degrees; null with no face. */
  rollDegrees: number | null
  /** What Auto Center's placement does (PlacementFacts.autoCenter): where it cannot help, the rows say so. */
  autoCenter: AutoCenterFacts
  /** The photo's top edge cuts the head, so its height cannot be measured (the face rows fail). */
  crownCut: boolean
  faces: { checked: boolean; found: number; othersInFrame: number }
  cover: FrameCover
  enlargement: number
  /**
   * The wall: kept, or replaced (and then how many person pixels end on the photo's edge inside the frame,
   * and how many may: COMPLIANCE.maxBodyCutShare of the width).
   */
  backdrop: { replaced: boolean; bodyCutPx: number; maxBodyCutPx: number; edits: 'allowed' | 'refused' }
  /** The eyes' height above the bottom edge, percent (null with no face), and the document's band (or null). */
  eyeLine: { percent: number | null; band: { min: number; max: number } | null }
  /** From the top edge to the band's crown, percent (null with no face), and the document's band (or null). */
  topMargin: { percent: number | null; band: { min: number; max: number } | null }
  /**
   * Which crown `headPercent` runs to: the hair's top, or the natural crown, estimated (docs/photo-documents.md,
   * "Crown"); then `hairPercent` is the head to the top of the hair.
   */
  crown: { measuredTo: 'hair' | 'natural'; hairPercent: number | null }
  background: {
    samples: BackgroundSample[]
    /** Points that count (not padding, not on the person), and how many of them pass. */
    counted: number
    passing: number
    needed: number
    rule: 'colour-match' | 'whitish'
  }
  /** Vietnam only: the first quality (0-1, the spec's scale) that kept the JPEG at or under the limit. */
  fileSize?: { kb: number | null; quality: number | null; limitKb: number }
}

const POSITIONS = [
  'top-left',
  'top',
  'top-right',
  'right',
  'bottom-right',
  'bottom',
  'bottom-left',
  'left',
] as const

/**
 * The eight background points: four corners and four edge midpoints, inset a little (COMPLIANCE_TUNING), each
 * the mean of a small patch so one noisy pixel cannot flip it.
 */
/**
 * Spare points, used only while fewer than COMPLIANCE.minBackgroundPoints of the eight show background (a
 * large head on a narrow frame covers the side midpoints, a shifted one a corner): the top edge at a quarter
 * and three quarters of the width, and both sides a quarter of the way down. On a well-placed head they lie
 * beside the hair, where the wall is.
 */
function spareEdgePoints(image: RasterImage): Omit<BackgroundSample, 'pass'>[] {
  const { width, height } = image
  const ix = Math.max(2, Math.round(width * COMPLIANCE_TUNING.sampleInset))
  const iy = Math.max(2, Math.round(height * COMPLIANCE_TUNING.sampleInset))
  const at: [string, number, number][] = [
    ['top, a quarter in', Math.floor(width / 4), iy],
    ['top, three quarters in', Math.floor((3 * width) / 4), iy],
    ['left, a quarter down', ix, Math.floor(height / 4)],
    ['right, a quarter down', width - 1 - ix, Math.floor(height / 4)],
  ]
  return at.map(([position, x, y]) => ({
    position,
    x,
    y,
    rgb: patchMean(image, x, y, COMPLIANCE_TUNING.samplePatchRadius),
  }))
}

export function sampleEdgePoints(image: RasterImage): Omit<BackgroundSample, 'pass'>[] {
  const { width, height } = image
  const ix = Math.max(2, Math.round(width * COMPLIANCE_TUNING.sampleInset))
  const iy = Math.max(2, Math.round(height * COMPLIANCE_TUNING.sampleInset))
  const xs = [ix, Math.floor(width / 2), width - 1 - ix]
  const ys = [iy, Math.floor(height / 2), height - 1 - iy]
  const at: [number, number][] = [
    [0, 0],
    [1, 0],
    [2, 0],
    [2, 1],
    [2, 2],
    [1, 2],
    [0, 2],
    [0, 1],
  ]
  return at.map(([i, j], k) => {
    const x = xs[i] as number
    const y = ys[j] as number
    return {
      position: POSITIONS[k] as string,
      x,
      y,
      rgb: patchMean(image, x, y, COMPLIANCE_TUNING.samplePatchRadius),
    }
  })
}

function patchMean(image: RasterImage, x: number, y: number, r: number): [number, number, number] {
  const { data, width, height } = image
  let sr = 0
  let sg = 0
  let sb = 0
  let n = 0
  for (let yy = Math.max(0, y - r); yy <= Math.min(height - 1, y + r); yy++) {
    for (let xx = Math.max(0, x - r); xx <= Math.min(width - 1, x + r); xx++) {
      const i = (yy * width + xx) * 4
      sr += data[i] as number
      sg += data[i + 1] as number
      sb += data[i + 2] as number
      n++
    }
  }
  return [Math.round(sr / n), Math.round(sg / n), Math.round(sb / n)]
}

/**
 * The spec's rule (75 % of the points) applied to the points that show background: a point on padding or
 * on the person (person-region.ts) does not count. While fewer than COMPLIANCE.minBackgroundPoints of the
 * eight count, the spare points join them (spareEdgePoints); with fewer than that still, the background
 * cannot be judged and fails.
 */
function backgroundCheck(
  image: RasterImage,
  facts: PlacementFacts,
  accepts: (rgb: [number, number, number]) => boolean,
) {
  const classify = (s: Omit<BackgroundSample, 'pass'>): BackgroundSample => {
    const sample: BackgroundSample = { ...s, pass: accepts(s.rgb) }
    const p = { x: s.x + 0.5, y: s.y + 0.5 }
    if (!facts.onPhoto(p)) sample.excluded = 'padding'
    else if (facts.head && onPerson(facts.head, p)) sample.excluded = 'person'
    return sample
  }
  const samples = sampleEdgePoints(image).map(classify)
  const shown = () => samples.filter((s) => !s.excluded).length
  for (const spare of spareEdgePoints(image)) {
    if (shown() >= COMPLIANCE.minBackgroundPoints) break
    const sample = classify(spare)
    if (!sample.excluded) samples.push(sample)
  }
  const counted = samples.filter((s) => !s.excluded)
  const passing = counted.filter((s) => s.pass).length
  const needed = Math.ceil(COMPLIANCE.passShare * counted.length)
  const judged = counted.length >= COMPLIANCE.minBackgroundPoints
  return { samples, counted: counted.length, passing, needed, pass: judged && passing >= needed }
}

/**
 * The chosen head lies in the frame, crown to chin (COMPLIANCE.paddingTolerancePx to spare), with its centre
 * at most COMPLIANCE.maxCentreOffset of the width off the middle: panned away or cut off, it is no photo of you.
 */
export function headPlaced(head: HeadInFrame, frame: { width: number; height: number }): boolean {
  const t = COMPLIANCE.paddingTolerancePx
  const inside = (p: Point) => p.x >= -t && p.y >= -t && p.x <= frame.width + t && p.y <= frame.height + t
  // A crown the source photo cuts off is not known (Face size says so): judge the chin and the centring only,
  // or this row would send the visitor to Auto Center, which cannot help.
  return (
    (head.crownCut || inside(head.crown)) &&
    inside(head.chin) &&
    Math.abs(head.centreFraction.x - 0.5) <= COMPLIANCE.maxCentreOffset
  )
}

const maxBodyCutPx = (frame: PhotoFrame) => Math.round(COMPLIANCE.maxBodyCutShare * frame.width)

/**
 * Our own rows, the same on every page. With the wall replaced, padding is new background like the rest
 * (docs/background.md, "Padding"): the frame is filled unless the person ends in a hard edge inside it.
 */
function ownChecks(frame: PhotoFrame, facts: PlacementFacts, quality: QualityVerdict[]) {
  const { head, faces, cover, replaced } = facts
  const headPercent = head ? head.heightPercent : null
  return {
    faceFound: faces.found > 0 && faces.othersInFrame === 0 && head !== null && headPlaced(head, frame),
    fillsFrame: replaced ? replaced.bodyCutPx <= maxBodyCutPx(frame) : cover.covered,
    headStraight: head !== null && Math.abs(head.roll) <= COMPLIANCE.maxRollDegrees,
    enoughDetail: facts.enlargement <= COMPLIANCE.maxUpscale,
    headInBand: headPercent !== null && !head?.crownCut && clearOfBandEdges(headPercent, frame.coverage),
    editsAccepted: !(replaced && frame.backdrop.edits === 'refused'),
    eyeLineInBand: inBand(head?.eyeLinePercent, frame.eyeLine),
    topMarginInBand:
      frame.topMargin === null || (!head?.crownCut && inBand(head?.topMarginPercent, frame.topMargin)),
    qualityOk: quality.every((v) => v.status !== 'fail'),
  }
}

/** The head is inside its band with COMPLIANCE.headEdgeMargin to spare (a quarter of a narrow band). */
export function clearOfBandEdges(percent: number, band: { min: number; max: number }): boolean {
  const margin = Math.min(COMPLIANCE.headEdgeMargin, (band.max - band.min) / 4)
  return percent >= band.min + margin && percent <= band.max - margin
}

// A band the document does not state passes; one it states needs a measured value inside it.
const inBand = (value: number | undefined, band: { min: number; max: number } | null) =>
  band === null || (value !== undefined && value >= band.min && value <= band.max)

/** The quality checks' verdicts, once per check of the photo: the rows and qualityOk read the same list. */
const qualityOf = (frame: PhotoFrame, facts: PlacementFacts): QualityVerdict[] =>
  facts.quality
    ? qualityVerdicts(facts.quality, { wallReplaced: Boolean(facts.replaced), glasses: frame.glasses })
    : []

function measuredDetails(frame: PhotoFrame, facts: PlacementFacts, quality: QualityVerdict[]) {
  return {
    quality: {
      measures: facts.quality ?? null,
      verdicts: quality,
      wallReplaced: Boolean(facts.replaced),
    },
    eyeLine: { percent: facts.head ? facts.head.eyeLinePercent : null, band: frame.eyeLine },
    topMargin: { percent: facts.head ? facts.head.topMarginPercent : null, band: frame.topMargin },
    crown: {
      measuredTo: frame.crown,
      hairPercent: facts.head ? (facts.head.hair ?? facts.head).heightPercent : null,
    },
    backdrop: {
      replaced: facts.replaced !== undefined,
      bodyCutPx: facts.replaced?.bodyCutPx ?? 0,
      maxBodyCutPx: maxBodyCutPx(frame),
      edits: frame.backdrop.edits,
    },
    headPercent: facts.head ? facts.head.heightPercent : null,
    rollDegrees: facts.head ? facts.head.roll : null,
    autoCenter: facts.autoCenter ?? { levels: true, placesHead: true, covers: true },
    crownCut: facts.head?.crownCut ?? false,
    faces: facts.faces,
    cover: facts.cover,
    enlargement: facts.enlargement,
  }
}

function sizeDetails(image: RasterImage, frame: PhotoFrame) {
  return {
    width: image.width,
    height: image.height,
    expectedWidth: frame.width,
    expectedHeight: frame.height,
  }
}

/**
 * Compliance on a generic country page (docs/photo-pipeline.md, "Compliance checks"), on the rendered raster:
 * dimensions = the render is the country's pixel size; resolution and file size always pass; face = the
 * head's height share is inside the band (passes with no face); background = at least 75 % of the counted
 * edge points are within 30 per channel of the country's colour or an allowed option. Then our own checks.
 */
export function checkGenericCompliance(
  rendered: RasterImage,
  frame: PhotoFrame,
  facts: PlacementFacts,
): ComplianceResult {
  const colours = frame.backgrounds.map(parseHex)
  const tolerance = COMPLIANCE.channelTolerance
  const bg = backgroundCheck(rendered, facts, (rgb) =>
    colours.some((c) => c.every((v, k) => Math.abs(v - (rgb[k] as number)) <= tolerance)),
  )
  const dimensions = rendered.width === frame.width && rendered.height === frame.height
  const quality = qualityOf(frame, facts)
  const own = ownChecks(frame, facts, quality)
  // The spec's face row passes with no face, and with the head anywhere in the band; ours (faceFound,
  // headInBand) need a face, and the head clear of the band's edges.
  const { head } = facts
  const face = head === null || (!head.crownCut && inBand(head.heightPercent, frame.coverage))
  const result = { dimensions, resolution: true, background: bg.pass, face, fileSize: true, ...own }
  return {
    ...result,
    overall: Object.values(result).every(Boolean),
    details: {
      size: sizeDetails(rendered, frame),
      coverage: frame.coverage,
      ...measuredDetails(frame, facts, quality),
      background: { ...backgroundDetails(bg), rule: 'colour-match' },
    },
  }
}

function backgroundDetails(bg: ReturnType<typeof backgroundCheck>) {
  return { samples: bg.samples, counted: bg.counted, passing: bg.passing, needed: bg.needed }
}

export interface VietnamComplianceOptions {
  /** The JPEG encoder (the codec layer's); the file-size check really encodes. */
  encode: EncodeJpeg
  signal?: AbortSignalLike
}

/**
 * Compliance on the Vietnam page (docs/photo-pipeline.md, "Compliance checks"): dimensions, resolution and
 * face always pass; background = at least 75 % of the eight points look whitish (isVietnamWhitish); file
 * size = some quality from 0.9 down by 0.1 to 0.1 encodes the render at or under 240 KB (a real encode,
 * stopping at the first that fits).
 */
export async function checkVietnamCompliance(
  rendered: RasterImage,
  frame: PhotoFrame,
  facts: PlacementFacts,
  options: VietnamComplianceOptions,
): Promise<ComplianceResult> {
  const bg = backgroundCheck(rendered, facts, ([r, g, b]) => isVietnamWhitish(r, g, b))
  const { start, step, min } = COMPLIANCE.vietnam.quality
  const limitKb = COMPLIANCE.vietnam.maxFileSizeKb
  let fit: { kb: number; quality: number } | null = null
  // Integer steps avoid 0.9 - 0.1 - 0.1 … drifting past 0.1 in floating point.
  for (let q = Math.round(start * 100); q >= Math.round(min * 100) - 1e-9; q -= Math.round(step * 100)) {
    throwIfAborted(options.signal)
    const bytes = await options.encode(rendered, {
      quality: q,
      chromaQuality: q,
      subsampling: EXPORT_TUNING.subsampling,
    })
    const kb = bytes.length / COMPRESSION.bytesPerKb
    if (kb <= limitKb) {
      fit = { kb, quality: q / 100 }
      break
    }
  }
  // The spec's face row always passes here; the measured head size (headInBand) still gates the verdict.
  const quality = qualityOf(frame, facts)
  const result = {
    dimensions: true,
    resolution: true,
    background: bg.pass,
    face: true,
    fileSize: fit !== null,
    ...ownChecks(frame, facts, quality),
  }
  return {
    ...result,
    overall: Object.values(result).every(Boolean),
    details: {
      size: sizeDetails(rendered, frame),
      coverage: frame.coverage,
      ...measuredDetails(frame, facts, quality),
      background: { ...backgroundDetails(bg), rule: 'whitish' },
      fileSize: { kb: fit?.kb ?? null, quality: fit?.quality ?? null, limitKb },
    },
  }
}
