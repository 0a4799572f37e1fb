import type { CompressReport } from '@vps/imaging/browser'
import { bytesText, COMPRESSION, type KbUnit, kbFigure, targetWindowBytes } from '@vps/specs'

type Outcome = Pick<CompressReport, 'status' | 'bytes' | 'stoppedEarly'> &
  Partial<Pick<CompressReport, 'unit'>>

/** '34,870 bytes (34.0 KB)': the file's bytes first, its KB cut toward the window (kbFigure). */
export function sizeText(bytes: number, target: number, unit: KbUnit = COMPRESSION.bytesPerKb) {
  const { high } = targetWindowBytes(target, unit)
  return `${bytesText(bytes)} (${kbFigure(bytes, unit, high)} KB)`
}

/** '33,792-35,840 bytes': the window in the visitor's unit. */
export function windowText(target: number, unit: KbUnit = COMPRESSION.bytesPerKb) {
  const { low, high } = targetWindowBytes(target, unit)
  return `${low.toLocaleString('en-US')}-${bytesText(high)}`
}

/**
 * The card's first sentence, which the toast repeats when the file is not in the window: where the file's
 * bytes landed against the window, never a reading of rounded KB.
 */
export function outcomeSentence(report: Outcome, target: number): string {
  const unit = report.unit ?? COMPRESSION.bytesPerKb
  const size = sizeText(report.bytes, target, unit)
  const window = windowText(target, unit)
  switch (report.status) {
    case 'in-window':
      return `${size}: in the ${window} window of your ${target}KB target.`
    case 'below-reachable':
      return `${size}: over your ${target}KB target, whose window is ${window}.`
    default:
      return `${size}: under the ${window} window of your ${target}KB target, never over it.`
  }
}

export function dimensionsLabel(width: number, height: number): string {
  return `${width}x${height}`
}

/** The dimensions row: says plainly when the image was scaled to reach the target. */
export function dimensionsText(
  report: Pick<CompressReport, 'width' | 'height' | 'dimensionsChanged'>,
  target: number,
) {
  const size = dimensionsLabel(report.width, report.height)
  return report.dimensionsChanged
    ? `Scaled to ${size} to reach ${target}KB`
    : `${size} (original dimensions kept)`
}

/**
 * mozjpeg's 1-100 quality, with the colour quality when the engine set it apart, and the smoothing when it
 * used some. A grey picture has no colour to set (the engine reports none); its fine knob is smoothing
 * (docs/compress-engine.md, "Grey pictures").
 */
export function qualityText(report: Pick<CompressReport, 'quality' | 'chromaQuality' | 'smoothing'>): string {
  const colour = report.chromaQuality === undefined ? '' : ` (colour ${report.chromaQuality})`
  const smoothing = report.smoothing ? `, smoothing ${report.smoothing} / 100` : ''
  return `${report.quality} / 100${colour}${smoothing}`
}

/**
 * A sentence for results that are not a plain hit of the window; null when there is nothing to add. Each
 * says only what is true of this file (issue #53: "cannot get as large" was said where another encoder made
 * a file in the window at the original size, with no more detail in it).
 */
export function statusNote(report: Outcome, target: number): string | null {
  const size = bytesText(report.bytes)
  switch (report.status) {
    case 'above-reachable':
      return `At its own size and the best quality this compressor has (100, full colour), this image is ${size}, under the window of your ${target}KB target. A larger JPEG of it would hold no more detail, so this is the best file: it meets your limit.`
    case 'under-window':
      return report.stoppedEarly
        ? `You chose the best result so far: ${size}, under your ${target}KB limit but not in its window.`
        : `This is the closest result under ${target}KB that the compressor found: ${size}.`
    case 'below-reachable':
      return `This image could not be brought under ${target}KB even at the smallest allowed size. The smallest result is ${size}, which is over the target.`
    default:
      return null
  }
}

/** Why a PNG or WebP already under the target came out as a larger JPEG (issue #53). */
export function largerJpegNote(originalBytes: number, format: string, target: number): string {
  return `Your ${format} was already under ${target}KB (${bytesText(originalBytes)}). This page makes a JPEG, and a JPEG at the best quality that fits ${target}KB can take more bytes than a ${format} of flat colours or few details: if your form accepts ${format} files, your original already fits.`
}

/** 'Reduction' for a smaller file; a re-encoded file can come out larger, which is said as such. */
export function reductionText(percent: number): string {
  return percent >= 0 ? `${percent}%` : `${-percent}% larger than the original`
}
