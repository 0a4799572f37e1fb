import { COMPLIANCE, COMPRESSION, isVietnamWhitish } from '@vps/specs'
import { throwIfAborted } from '../errors.ts'
import type { AbortSignalLike, EncodeJpeg, RasterImage } from '../types.ts'
import { type PhotoFrame, parseHex } from './frame.ts'
import { COMPLIANCE_TUNING, EXPORT_TUNING } from './options.ts'
import type { HeadInFrame } from './placement.ts'

/**
 * The compliance result (docs/photo-pipeline.md, "Compliance checks") plus what was measured, so the page
 * can explain a failure.
 */
export interface ComplianceResult {
  dimensions: boolean
  resolution: boolean
  background: boolean
  face: boolean
  fileSize: boolean
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
}

export interface ComplianceDetails {
  size: { width: number; height: number; expectedWidth: number; expectedHeight: number }
  /** Null when no face was detected (the face check then passes, as the spec says). */
  headPercent: number | null
  coverage: { min: number; max: number }
  background: {
    samples: BackgroundSample[]
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

function backgroundCheck(image: RasterImage, accepts: (rgb: [number, number, number]) => boolean) {
  const samples = sampleEdgePoints(image).map((s) => ({ ...s, pass: accepts(s.rgb) }))
  const passing = samples.filter((s) => s.pass).length
  const needed = Math.ceil(COMPLIANCE.passShare * COMPLIANCE.samplePoints)
  return { samples, passing, needed, pass: passing >= needed }
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
 * head's height share is inside the band (passes with no face); background = at least 75 % of the eight edge
 * points are within 30 per channel of the country's colour or an allowed option.
 */
export function checkGenericCompliance(
  rendered: RasterImage,
  frame: PhotoFrame,
  head: HeadInFrame | null,
): ComplianceResult {
  const colours = frame.backgrounds.map(parseHex)
  const tolerance = COMPLIANCE.channelTolerance
  const bg = backgroundCheck(rendered, (rgb) =>
    colours.some((c) => c.every((v, k) => Math.abs(v - (rgb[k] as number)) <= tolerance)),
  )
  const dimensions = rendered.width === frame.width && rendered.height === frame.height
  const headPercent = head ? head.heightPercent : null
  const face =
    headPercent === null || (headPercent >= frame.coverage.min && headPercent <= frame.coverage.max)
  const result = { dimensions, resolution: true, background: bg.pass, face, fileSize: true }
  return {
    ...result,
    overall: Object.values(result).every(Boolean),
    details: {
      size: sizeDetails(rendered, frame),
      headPercent,
      coverage: frame.coverage,
      background: { samples: bg.samples, passing: bg.passing, needed: bg.needed, rule: 'colour-match' },
    },
  }
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
  head: HeadInFrame | null,
  options: VietnamComplianceOptions,
): Promise<ComplianceResult> {
  const bg = backgroundCheck(rendered, ([r, g, b]) => isVietnamWhitish(r, g, b))
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
  const result = {
    dimensions: true,
    resolution: true,
    background: bg.pass,
    face: true,
    fileSize: fit !== null,
  }
  return {
    ...result,
    overall: Object.values(result).every(Boolean),
    details: {
      size: sizeDetails(rendered, frame),
      headPercent: head ? head.heightPercent : null,
      coverage: frame.coverage,
      background: { samples: bg.samples, passing: bg.passing, needed: bg.needed, rule: 'whitish' },
      fileSize: { kb: fit?.kb ?? null, quality: fit?.quality ?? null, limitKb },
    },
  }
}
