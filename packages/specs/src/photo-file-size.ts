// A document's file-size window in bytes (docs/photo-documents.md, "File size"). No official page we read
// defines a kB as 1,000 or as 1,024 bytes, and validators differ, so a cap of N kB is met at N x 1,000 bytes and
// a floor of N kB at N x 1,024: a file inside both readings passes whichever a form uses.
export const PHOTO_KB = { capBytes: 1000, floorBytes: 1024 } as const

export interface ByteWindow {
  /** The smallest file a form takes, bytes (0 where it states no minimum). */
  min: number
  /** The largest, bytes. */
  max: number
}

/** The bytes a document's KB window allows, read the strict way at each end. */
export function fileSizeBytes(kb: { min: number | null; max: number }): ByteWindow {
  return {
    min: kb.min === null ? 0 : Math.ceil(kb.min * PHOTO_KB.floorBytes),
    max: Math.floor(kb.max * PHOTO_KB.capBytes),
  }
}

/** A window both readings can meet: a floor of N x 1,024 bytes under a cap of M x 1,000. */
export const fileSizeWindowFeasible = (kb: { min: number | null; max: number }): boolean => {
  const { min, max } = fileSizeBytes(kb)
  return min <= max
}

const grouped = (n: number) => Math.round(n).toLocaleString('en-US')
const oneDecimal = (n: number) => (Math.floor(n * 10) / 10).toFixed(1)

/**
 * A file's size in both readings, as the report and the File size row give it: '238,431 bytes (232.8 KB of
 * 1,024 bytes; 238.4 kB of 1,000)'. Rounded down, so neither reading shows more room than the file has.
 */
export function bothKbReadings(bytes: number): string {
  return `${grouped(bytes)} bytes (${oneDecimal(bytes / PHOTO_KB.floorBytes)} KB of 1,024 bytes; ${oneDecimal(bytes / PHOTO_KB.capBytes)} kB of 1,000)`
}
