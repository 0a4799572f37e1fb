// The engine's own search and scaling settings are COMPRESS_TUNING in packages/imaging.
export const COMPRESSION = {
  toleranceKb: 2,
  bytesPerKb: 1024,
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
