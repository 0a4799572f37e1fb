// The background rule's samples (docs/photo-checks.md, "Background"): eight points on the frame's edges, each
// the mean of a small patch, judged by the document's rule (its colours, or whitish) where they show the wall.
import { COMPLIANCE, isWhitish } from '@vps/specs'
import { parseHex } from '../pixels/colour.ts'
import type { RasterImage } from '../types.ts'
import type { BackgroundCheck, BackgroundSample, PlacementFacts } from './compliance-types.ts'

export type { BackgroundCheck, BackgroundSample }

import type { PhotoFrame } from './frame.ts'
import { COMPLIANCE_TUNING } from './options.ts'
import { onPerson } from './person-region.ts'

/**
 * Whether a sample shows an accepted wall under the frame's rule: within COMPLIANCE.channelTolerance of one of
 * its colours per channel, or, under the 'whitish' rule (the Vietnam page), white enough (isWhitish).
 */
export function backgroundAccepts(frame: PhotoFrame): (rgb: [number, number, number]) => boolean {
  if (frame.backgroundRule === 'whitish') return ([r, g, b]) => isWhitish(r, g, b)
  const colours = frame.backgrounds.map(parseHex)
  const tolerance = COMPLIANCE.channelTolerance
  return (rgb) => colours.some((c) => c.every((v, k) => Math.abs(v - (rgb[k] as number)) <= tolerance))
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
 * Spare points, used only while fewer than COMPLIANCE.minBackgroundPoints of the eight show background (a
 * large head on a narrow frame covers the side midpoints, a shifted one a corner): the top edge at a quarter
 * and three quarters of the width, and both sides a quarter of the way down. On a well-placed head they lie
 * beside the hair, where the wall is.
 */
function spareEdgePoints(image: RasterImage, replaced: boolean): Omit<BackgroundSample, 'pass'>[] {
  const { width, height } = image
  const ix = Math.max(2, Math.round(width * COMPLIANCE_TUNING.sampleInset))
  const iy = Math.max(2, Math.round(height * COMPLIANCE_TUNING.sampleInset))
  const at: [string, number, number][] = [
    ['top, a quarter in', Math.floor(width / 4), iy],
    ['top, three quarters in', Math.floor((3 * width) / 4), iy],
    ['left, a quarter down', ix, Math.floor(height / 4)],
    ['right, a quarter down', width - 1 - ix, Math.floor(height / 4)],
  ]
  // A wall the page replaced is the new colour wherever the person is not: where long hair covers the
  // points above, the top edge at its eighths and the sides an eighth down still show it.
  if (replaced)
    at.push(
      ['top, an eighth in', Math.floor(width / 8), iy],
      ['top, seven eighths in', Math.floor((7 * width) / 8), iy],
      ['top, three eighths in', Math.floor((3 * width) / 8), iy],
      ['top, five eighths in', Math.floor((5 * width) / 8), iy],
      ['left, an eighth down', ix, Math.floor(height / 8)],
      ['right, an eighth down', width - 1 - ix, Math.floor(height / 8)],
    )
  return at.map(([position, x, y]) => ({
    position,
    x,
    y,
    rgb: patchMean(image, x, y, COMPLIANCE_TUNING.samplePatchRadius),
  }))
}

/**
 * The eight background points: four corners and four edge midpoints, inset a little (COMPLIANCE_TUNING), each
 * the mean of a small patch so one noisy pixel cannot flip it.
 */
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
 * on the person (person-region.ts; with the wall replaced, also any the alpha kept as hair or clothes) does
 * not count. While fewer than COMPLIANCE.minBackgroundPoints of the
 * eight count, the spare points join them (spareEdgePoints, six more on a replaced wall); with fewer than
 * that still, the background cannot be judged and fails.
 */
export function backgroundCheck(
  image: RasterImage,
  facts: Pick<PlacementFacts, 'onPhoto' | 'head' | 'replaced'>,
  accepts: (rgb: [number, number, number]) => boolean,
): BackgroundCheck {
  const classify = (s: Omit<BackgroundSample, 'pass'>): BackgroundSample => {
    const sample: BackgroundSample = { ...s, pass: accepts(s.rgb) }
    const p = { x: s.x + 0.5, y: s.y + 0.5 }
    if (!facts.onPhoto(p)) sample.excluded = 'padding'
    else if (facts.head && onPerson(facts.head, p)) sample.excluded = 'person'
    // With the wall replaced, a point the alpha kept is the person's hair or shoulder, unless it reads as
    // the old wall the mask kept (leftover-wall.ts): only the replaced wall is judged.
    else if (facts.replaced?.showsPerson?.(s.x, s.y, COMPLIANCE_TUNING.samplePatchRadius))
      sample.excluded = 'person'
    return sample
  }
  const samples = sampleEdgePoints(image).map(classify)
  const shown = () => samples.filter((s) => !s.excluded).length
  for (const spare of spareEdgePoints(image, Boolean(facts.replaced?.showsPerson))) {
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
