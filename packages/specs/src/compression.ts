export const COMPRESSION = {
  toleranceKb: 2,
  bytesPerKb: 1024,
  search: {
    startQuality: 0.95,
    // The spec's cap; notes/compress-engine.md found it can keep large targets out of reach.
    maxQuality: 0.95,
    lowerQuality: 0.4,
    smallTargetLowerQuality: 0.25,
    smallTargetMaxKb: 10,
    // The spec floors the small-target bound at 0.3, so in effect it is 0.3; both numbers are kept as written.
    lowerQualityFloor: 0.3,
    maxIterations: 15,
    minBracket: 0.01,
    // On equal distance to the target, prefer the higher quality once above this.
    tiePreferHigherAbove: 0.5,
  },
  defaultQuality: 0.9,
  scaleWhenOverKb: 5,
  acceptBestWithinKb: 3,
  scaleLadder: [0.9, 0.8, 0.75, 0.7, 0.65, 0.6, 0.55, 0.5],
  // Targets this large stop after the first ladder; smaller ones may shrink further.
  stopScalingFromKb: 20,
  smallScaleLadder: [0.45, 0.4, 0.35, 0.3],
  smallLadderMaxTargetKb: 20,
  smallLadderMinSidePx: 100,
  fallbackScale: 0.4,
  fallbackMinSidePx: 200,
} as const

// The UI shows whole KB, and the tolerance check compares those same rounded numbers.
export function bytesToKb(bytes: number): number {
  return Math.round(bytes / COMPRESSION.bytesPerKb)
}

export function compressedFileName(target: number, actualKb: number): string {
  return `compressed-${target}kb-actual-${actualKb}kb.jpg`
}

// 0 without an original avoids showing NaN or Infinity before a file is loaded.
export function reductionPercent(originalKb: number, actualKb: number): number {
  if (!originalKb) return 0
  return Math.round(((originalKb - actualKb) / originalKb) * 100)
}

export function withinTolerance(actualKb: number, targetKb: number): boolean {
  return Math.abs(actualKb - targetKb) <= COMPRESSION.toleranceKb
}
