/**
 * The mean over the (2r+1)² window around each pixel, the window clipped at the image's edges (so an edge
 * pixel averages only real pixels). Two running-sum passes: O(pixels) whatever the radius, which is what lets
 * the guided filter and the foreground estimate use windows of tens of pixels on a whole export.
 */
export function boxMean(
  src: Float32Array,
  width: number,
  height: number,
  r: number,
  out?: Float32Array,
): Float32Array {
  const tmp = new Float32Array(width * height)
  const result = out ?? new Float32Array(width * height)
  // Rows: running sum over x.
  for (let y = 0; y < height; y++) {
    const row = y * width
    let sum = 0
    for (let x = 0; x < Math.min(r, width - 1) + 1; x++) sum += src[row + x] as number
    for (let x = 0; x < width; x++) {
      const lo = Math.max(0, x - r)
      const hi = Math.min(width - 1, x + r)
      tmp[row + x] = sum / (hi - lo + 1)
      const enter = x + r + 1
      const leave = x - r
      if (enter < width) sum += src[row + enter] as number
      if (leave >= 0) sum -= src[row + leave] as number
    }
  }
  // Columns: running sum over y, column by column in row order for cache locality.
  const sums = new Float64Array(width)
  for (let y = 0; y < Math.min(r, height - 1) + 1; y++) {
    for (let x = 0; x < width; x++) sums[x] = (sums[x] as number) + (tmp[y * width + x] as number)
  }
  for (let y = 0; y < height; y++) {
    const count = Math.min(height - 1, y + r) - Math.max(0, y - r) + 1
    const enter = y + r + 1
    const leave = y - r
    for (let x = 0; x < width; x++) {
      result[y * width + x] = (sums[x] as number) / count
      let s = sums[x] as number
      if (enter < height) s += tmp[enter * width + x] as number
      if (leave >= 0) s -= tmp[leave * width + x] as number
      sums[x] = s
    }
  }
  return result
}
