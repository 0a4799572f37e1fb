// IEEE 754 half precision (float16), for model weights: MediaPipe's TFLite models store their weights as
// float16 (tflite-to-onnx.mjs widens them), and the iris model's float32 weights are rounded to float16 values
// (convert-iris.mjs) so the served file compresses as well as the others (docs/models.md, "Iris").

/** The number a float16's 16 bits stand for. */
export function halfToFloat(h) {
  const s = h & 0x8000 ? -1 : 1
  const e = (h >> 10) & 0x1f
  const f = h & 0x3ff
  if (e === 0) return s * 2 ** -14 * (f / 1024)
  if (e === 31) return f ? Number.NaN : s * Number.POSITIVE_INFINITY
  return s * 2 ** (e - 15) * (1 + f / 1024)
}

/**
 * The float16 value nearest to x (ties to even), as a number. Below float16's smallest normal (2^-14) the
 * step is 2^-24, as for its subnormals; past its largest (65504) it is an error, since no weight is that big.
 */
export function roundToHalf(x) {
  if (!Number.isFinite(x)) throw new Error(`weight ${x} is not finite`)
  const a = Math.abs(x)
  if (a > 65504) throw new Error(`weight ${x} is beyond float16's range`)
  const step = a < 2 ** -14 ? 2 ** -24 : 2 ** (Math.floor(Math.log2(a)) - 10)
  const q = a / step
  const n = Math.floor(q)
  const r = q - n
  const m = r > 0.5 || (r === 0.5 && n % 2 === 1) ? n + 1 : n
  return Math.sign(x) * m * step
}
