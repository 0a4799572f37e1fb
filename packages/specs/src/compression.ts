// The engine's own search and scaling settings are COMPRESS_TUNING in packages/imaging.
export const COMPRESSION = {
  toleranceKb: 2,
  /** The tool's KB, the spec's: 1 KB = 1,024 bytes. The page says so beside the target. */
  bytesPerKb: 1024,
  /**
   * What some forms count as a KB (1 KB = 1,000 bytes, "kB"). The visitor can choose it (issue #53): the file
   * is then capped at N x 1,000 bytes, and the window is [N − 2, N] of those KB.
   */
  formBytesPerKb: 1000,
} as const

/** Bytes in one KB, as the visitor chose: the tool's 1,024 or a form's 1,000. */
export type KbUnit = typeof COMPRESSION.bytesPerKb | typeof COMPRESSION.formBytesPerKb

export function isKbUnit(n: unknown): n is KbUnit {
  return n === COMPRESSION.bytesPerKb || n === COMPRESSION.formBytesPerKb
}

/** '1 KB = 1,024 bytes', said beside every target. */
export function kbUnitText(unit: KbUnit): string {
  return `1 KB = ${bytesText(unit)}`
}

/** A byte count as the page writes it: '51,093 bytes'. */
export function bytesText(bytes: number): string {
  return `${Math.round(bytes).toLocaleString('en-US')} bytes`
}

/**
 * KB with one decimal, cut toward the window rather than rounded (issue #53: "Actual size 498KB" beside
 * "Outside tolerance" at 500 KB was 497.95 KB rounded up): a file at or under `limit` bytes is cut down, one
 * over it up, so the figure never crosses the target or the window's floor that its bytes did not.
 */
export function kbFigure(bytes: number, unit: KbUnit, limit: number): string {
  const tenths = (bytes / unit) * 10
  const cut = bytes > limit ? Math.ceil(tenths - 1e-9) : Math.floor(tenths + 1e-9)
  return (cut / 10).toFixed(1)
}

// The UI shows whole KB; whether a file is in the window is decided on its bytes (targetWindowBytes).
export function bytesToKb(bytes: number): number {
  return Math.round(bytes / COMPRESSION.bytesPerKb)
}

/**
 * The download's name. The spec's was 'compressed-<target>kb-actual-<actual>kb.jpg'; issue #53 asks for the
 * bytes, since rounded KB can read as a hit that is not one (or the other way round), and a form that counts
 * 1,000 bytes to the KB gets its own word for the unit.
 */
export function compressedFileName(
  target: number,
  bytes: number,
  unit: KbUnit = COMPRESSION.bytesPerKb,
): string {
  const kb = unit === COMPRESSION.formBytesPerKb ? 'kb1000' : 'kb'
  return `compressed-${target}${kb}-actual-${bytes}-bytes.jpg`
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
export function targetWindowBytes(
  targetKb: number,
  unit: KbUnit = COMPRESSION.bytesPerKb,
): { low: number; high: number } {
  const high = Math.floor(targetKb * unit)
  return { low: Math.max(0, high - COMPRESSION.toleranceKb * unit), high }
}

/** KB with one decimal, for a size that whole KB would round into (or out of) the window. */
export function bytesToKbText(bytes: number): string {
  return (bytes / COMPRESSION.bytesPerKb).toFixed(1).replace(/\.0$/, '')
}
