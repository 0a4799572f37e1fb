// The engine's own search and scaling settings are COMPRESS_TUNING in packages/imaging.
export const COMPRESSION = {
  toleranceKb: 2,
  bytesPerKb: 1024,
} as const

// The UI shows whole KB; whether a file is in the window is decided on its bytes (targetWindowBytes).
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

/**
 * The one window a compressed file lands in, in bytes: [target − tolerance, target]. The engine searches
 * for it and reports whether it landed there; the page's card shows that status, never its own reading of
 * rounded KB (a 100,072-byte file at 100 KB is 97.7 KB, under the window, though it rounds to 98).
 */
export function targetWindowBytes(targetKb: number): { low: number; high: number } {
  const high = Math.floor(targetKb * COMPRESSION.bytesPerKb)
  return { low: Math.max(0, high - COMPRESSION.toleranceKb * COMPRESSION.bytesPerKb), high }
}

/** KB with one decimal, for a size that whole KB would round into (or out of) the window. */
export function bytesToKbText(bytes: number): string {
  return (bytes / COMPRESSION.bytesPerKb).toFixed(1).replace(/\.0$/, '')
}
