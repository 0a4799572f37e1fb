import type { CompressReport } from '@vps/imaging/browser'
import { bytesToKbText } from '@vps/specs'

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

/** A sentence for results that are not a plain hit of the window; null when there is nothing to add. */
export function statusNote(
  report: Pick<CompressReport, 'status' | 'kb' | 'bytes' | 'stoppedEarly'>,
  target: number,
): string | null {
  switch (report.status) {
    case 'above-reachable':
      return `This image cannot get as large as ${target}KB at its own size and best quality. Here is the best result it can give: ${report.kb}KB, under your ${target}KB limit.`
    case 'under-window':
      // To a tenth of a KB, as the card's sentence: whole KB could round it into the window's numbers.
      return report.stoppedEarly
        ? `This is the closest result under ${target}KB the compressor found in the time it allows itself: ${bytesToKbText(report.bytes)}KB.`
        : `This is the closest result under ${target}KB that the compressor found: ${bytesToKbText(report.bytes)}KB.`
    case 'below-reachable':
      return `This image could not be brought under ${target}KB even at the smallest allowed size. The smallest result is ${report.kb}KB, which is over the target.`
    default:
      return null
  }
}

/** 'Reduction' for a smaller file; a re-encoded file can come out larger, which is said as such. */
export function reductionText(percent: number): string {
  return percent >= 0 ? `${percent}%` : `${-percent}% larger than the original`
}
