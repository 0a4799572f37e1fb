// Base quantisation tables of the mozjpeg table sets the engine uses (mozjpeg's `quant_table` option), in
// natural (row-major) order, and the IJG quality scaling every libjpeg derivative applies to them. The size
// estimator needs the exact divisors mozjpeg will use; the values are the published tables:
//   0: JPEG Annex K (ITU-T T.81, K.1), the tables browsers' canvas encoders use;
//   3: N. Robidoux's tables from the ImageMagick forum, mozjpeg's default (luma and chroma alike);
//   7: Ahumada, Watson and Peterson, "A visual detection model for DCT coefficient quantization" (1993);
//   8: Peterson, Ahumada and Watson, "An improved detection model for DCT coefficient quantization" (1993).
// Tables 3, 7 and 8 use the same table for chroma as for luma.

const ANNEX_K_LUMA = [
  16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55, 14, 13, 16, 24, 40, 57, 69, 56, 14, 17, 22,
  29, 51, 87, 80, 62, 18, 22, 37, 56, 68, 109, 103, 77, 24, 35, 55, 64, 81, 104, 113, 92, 49, 64, 78, 87, 103,
  121, 120, 101, 72, 92, 95, 98, 112, 100, 103, 99,
]
const ANNEX_K_CHROMA = [
  17,
  18,
  24,
  47,
  99,
  99,
  99,
  99,
  18,
  21,
  26,
  66,
  99,
  99,
  99,
  99,
  24,
  26,
  56,
  99,
  99,
  99,
  99,
  99,
  47,
  66,
  99,
  99,
  99,
  99,
  99,
  99,
  ...new Array<number>(32).fill(99),
]
const ROBIDOUX = [
  16, 16, 16, 18, 25, 37, 56, 85, 16, 17, 20, 27, 34, 40, 53, 75, 16, 20, 24, 31, 43, 62, 91, 135, 18, 27, 31,
  40, 53, 74, 106, 156, 25, 34, 43, 53, 69, 94, 131, 189, 37, 40, 62, 74, 94, 124, 169, 238, 56, 53, 91, 106,
  131, 169, 226, 311, 85, 75, 135, 156, 189, 238, 311, 418,
]
const AHUMADA_WATSON_PETERSON = [
  15, 11, 11, 12, 15, 19, 25, 32, 11, 13, 10, 10, 12, 15, 19, 24, 11, 10, 14, 14, 16, 18, 22, 27, 12, 10, 14,
  18, 21, 24, 28, 33, 15, 12, 16, 21, 26, 31, 36, 42, 19, 15, 18, 24, 31, 38, 45, 53, 25, 19, 22, 28, 36, 45,
  55, 65, 32, 24, 27, 33, 42, 53, 65, 77,
]
const PETERSON_AHUMADA_WATSON = [
  14, 10, 11, 14, 19, 25, 34, 45, 10, 11, 11, 12, 15, 20, 26, 33, 11, 11, 15, 18, 21, 25, 31, 38, 14, 12, 18,
  24, 28, 33, 39, 47, 19, 15, 21, 28, 36, 43, 51, 59, 25, 20, 25, 33, 43, 54, 64, 74, 34, 26, 31, 39, 51, 64,
  77, 91, 45, 33, 38, 47, 59, 74, 91, 108,
]

const BASE_TABLES: Record<number, { luma: readonly number[]; chroma: readonly number[] }> = {
  0: { luma: ANNEX_K_LUMA, chroma: ANNEX_K_CHROMA },
  3: { luma: ROBIDOUX, chroma: ROBIDOUX },
  7: { luma: AHUMADA_WATSON_PETERSON, chroma: AHUMADA_WATSON_PETERSON },
  8: { luma: PETERSON_AHUMADA_WATSON, chroma: PETERSON_AHUMADA_WATSON },
}

/** The table sets the estimator knows; others are probed with the real encoder. */
export const ESTIMATED_QUANT_TABLES: readonly number[] = Object.keys(BASE_TABLES).map(Number)

/**
 * IJG's quality → percentage scaling: 5000/q below 50, 200 − 2q from 50 (100 gives all ones), as the
 * integer libjpeg stores it.
 */
export function qualityScaling(quality: number): number {
  const q = Math.min(100, Math.max(1, Math.round(quality)))
  return q < 50 ? Math.floor(5000 / q) : 200 - 2 * q
}

/**
 * The divisors mozjpeg uses for one component at a quality: base × scaling, rounded, limited to 1-255
 * (baseline JPEG, which the engine always writes). Natural order.
 */
export function quantDivisors(table: number, component: 'luma' | 'chroma', quality: number): Uint16Array {
  const base = BASE_TABLES[table]?.[component]
  if (!base) throw new RangeError(`no base table ${table}`)
  const scale = qualityScaling(quality)
  return Uint16Array.from(base, (v) => Math.min(255, Math.max(1, Math.floor((v * scale + 50) / 100))))
}
