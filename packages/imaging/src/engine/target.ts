import { COMPRESSION } from '@vps/specs'

/**
 * True when the original file is already at or under the target (1 KB = 1024 bytes). The page decides this
 * from the file's size before compressing, and can then offer the file unchanged instead of re-encoding it
 * (which would only lose quality to reach a size it already has).
 */
export function isAlreadyUnderTarget(fileBytes: number, targetKB: number): boolean {
  return fileBytes > 0 && fileBytes <= targetKB * COMPRESSION.bytesPerKb
}

/** The window in bytes for a target: [target − 2 KB, target]. */
export function targetWindow(targetKB: number): { low: number; high: number } {
  const high = Math.floor(targetKB * COMPRESSION.bytesPerKb)
  return { low: Math.max(0, high - COMPRESSION.toleranceKb * COMPRESSION.bytesPerKb), high }
}
