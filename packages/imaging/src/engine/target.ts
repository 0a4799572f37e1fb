import { COMPRESSION, type KbUnit } from '@vps/specs'
import { detectFormat } from '../formats/dimensions.ts'

/**
 * True when the original file is already at or under the target (1 KB = 1024 bytes). The page decides this
 * from the file's size before compressing, and can then offer the file unchanged instead of re-encoding it
 * (which would only lose quality to reach a size it already has).
 */
export function isAlreadyUnderTarget(
  fileBytes: number,
  targetKB: number,
  unit: KbUnit = COMPRESSION.bytesPerKb,
): boolean {
  return fileBytes > 0 && fileBytes <= targetKB * unit
}

/**
 * Whether the page may offer the file itself instead of compressing it: a JPEG, by its first bytes, at or
 * under the target. A PNG or WebP is re-encoded even when it is small, because the page promises a JPEG.
 */
export function canOfferUnchanged(
  head: Uint8Array,
  fileBytes: number,
  targetKB: number,
  unit: KbUnit = COMPRESSION.bytesPerKb,
): boolean {
  return detectFormat(head) === 'jpeg' && isAlreadyUnderTarget(fileBytes, targetKB, unit)
}

/** The window in bytes for a target, [target − 2 KB, target]: the specs' one definition, which the search uses. */
export { targetWindowBytes as targetWindow } from '@vps/specs'
