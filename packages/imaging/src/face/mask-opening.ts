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
  const isInside = (r: number, c: number) =>
    r > lastRow || (r >= 0 && c >= fromCol && c <= toCol && inside[r * side + c] === 1)
  const fits = (r: number, c: number) => {
    for (let dr = -reach; dr <= reach; dr++) {
      for (let dc = -reach; dc <= reach; dc++) {
        if (dr * dr + dc * dc <= radius * radius && !isInside(r + dr, c + dc)) return false
      }
    }
    return true
  }
  // The highest centre in each column where the disc fits: the eroded region's top (what lies below it
  // in the column can only raise the dilation's top by less).
  const eroded = new Float64Array(toCol - fromCol + 1).fill(Number.POSITIVE_INFINITY)
  for (let c = fromCol; c <= toCol; c++) {
    for (let r = 0; r <= lastRow; r++) {
      if (isInside(r, c) && fits(r, c)) {
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
