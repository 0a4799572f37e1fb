/**
 * The top of a region after a morphological opening with a disc (an erosion, then a dilation, by the same
 * disc): the highest row the opened region reaches in each column. An opening keeps every part of a region
 * that a disc of `radius` fits inside, exactly, and removes every part narrower than the disc: a strand of
 * hair, a streak, or a patch of background the mask half takes for the person and grows up from the head.
 * (docs/photo-pipeline.md, "Head estimate".)
 *
 * `inside` is a side x side grid, 1 where the region is. Rows below `lastRow` count as inside (the region
 * goes on down there: the face, the neck), columns outside [fromCol, toCol] as outside. Returns, for each
 * column from `fromCol` to `toCol`, the opened region's top in rows (row r's centre at r + 0.5, as the
 * mask's crossings are measured: where the disc's arc crosses the column's middle), or Infinity where the
 * opened region does not reach the column.
 */
export function openedTops(
  inside: Uint8Array,
  side: number,
  lastRow: number,
  fromCol: number,
  toCol: number,
  radius: number,
): Float64Array {
  const reach = Math.ceil(radius)
  // Each row's count of inside pixels before each column, so a span of a row is checked in one step.
  const width = toCol - fromCol + 1
  const before = new Int32Array((lastRow + 1) * (width + 1))
  for (let r = 0; r <= lastRow; r++) {
    for (let c = 0; c < width; c++) {
      before[r * (width + 1) + c + 1] =
        (before[r * (width + 1) + c] as number) + (inside[r * side + fromCol + c] === 1 ? 1 : 0)
    }
  }
  // The disc's half width on each of its rows; -1 on a row it does not reach.
  const half = Array.from({ length: 2 * reach + 1 }, (_, k) => {
    const dr = k - reach
    return dr * dr > radius * radius ? -1 : Math.floor(Math.sqrt(radius * radius - dr * dr))
  })
  // The disc at (r, c) fits when every one of its rows' spans lies inside.
  const fits = (r: number, c: number) => {
    for (let dr = -reach; dr <= reach; dr++) {
      const row = r + dr
      const w = half[dr + reach] as number
      if (row > lastRow || w < 0) continue
      if (row < 0 || c - w < fromCol || c + w > toCol) return false
      const base = row * (width + 1)
      const a = c - w - fromCol
      const b = c + w - fromCol + 1
      if ((before[base + b] as number) - (before[base + a] as number) !== b - a) return false
    }
    return true
  }
  // The highest centre in each column where the disc fits, the eroded region's top: a lower centre in the
  // same column raises a lower arc, so it cannot set a column's top.
  const eroded = new Float64Array(toCol - fromCol + 1).fill(Number.POSITIVE_INFINITY)
  for (let c = fromCol; c <= toCol; c++) {
    for (let r = 0; r <= lastRow; r++) {
      if (inside[r * side + c] === 1 && fits(r, c)) {
        eroded[c - fromCol] = r
        break
      }
    }
  }
  // Dilation: each eroded centre raises a disc; a column's top is the highest arc over it.
  const tops = new Float64Array(toCol - fromCol + 1).fill(Number.POSITIVE_INFINITY)
  for (let c = fromCol; c <= toCol; c++) {
    for (let centre = Math.max(fromCol, c - reach); centre <= Math.min(toCol, c + reach); centre++) {
      const dc = c - centre
      const row = eroded[centre - fromCol] as number
      if (dc * dc > radius * radius || !Number.isFinite(row)) continue
      const arc = row + 0.5 - Math.sqrt(radius * radius - dc * dc)
      if (arc < (tops[c - fromCol] as number)) tops[c - fromCol] = arc
    }
  }
  return tops
}
