// The product spec's original compression procedure (its quality search and scale ladder, summarised in
// docs/compress-engine.md, "What the engine replaces"), written out on canvas as a baseline for the
// benchmark. Not used by the site.
//
// Reading choices where the text is open (each marked SPEC):
// - quality search: the first probe is 0.95 (the start), then the midpoint of [low, high]; a size above the
//   target lowers high, below raises low;
// - "Sizes are rounded blob bytes divided by 1024": Math.round(blob.size / 1024), and the ±2KB test uses them;
// - step 1's result counts as the first "best" candidate; "stop scaling" for targets ≥ 20KB happens once a
//   best (≤ target + 3KB) is held;
// - the canvas is filled white first so transparent images are not encoded onto black (the spec is silent).

const S = {
  tolerance: 2,
  startQuality: 0.95,
  maxQuality: 0.95,
  lowerQuality: 0.4,
  smallTargetLowerQuality: 0.25,
  smallTargetMaxKb: 10,
  lowerQualityFloor: 0.3,
  maxIterations: 15,
  minBracket: 0.01,
  tiePreferHigherAbove: 0.5,
  scaleWhenOverKb: 5,
  acceptBestWithinKb: 3,
  ladder: [0.9, 0.8, 0.75, 0.7, 0.65, 0.6, 0.55, 0.5],
  stopScalingFromKb: 20,
  smallLadder: [0.45, 0.4, 0.35, 0.3],
  smallLadderMaxTargetKb: 20,
  smallLadderMinSide: 100,
  fallbackScale: 0.4,
  fallbackMinSide: 200,
}

function sizeAt(width, height, scale, minSide = 0) {
  let w = Math.max(1, Math.round(width * scale))
  let h = Math.max(1, Math.round(height * scale))
  const short = Math.min(w, h)
  if (minSide && short < minSide) {
    const up = minSide / short
    w = Math.round(w * up)
    h = Math.round(h * up)
  }
  return { w, h }
}

function makeEncoder(bitmap) {
  const canvas = document.createElement('canvas')
  const ctx = canvas.getContext('2d')
  let drawn = ''
  let encodes = 0
  async function encode(w, h, quality) {
    const key = `${w}x${h}`
    if (drawn !== key) {
      canvas.width = w
      canvas.height = h
      ctx.fillStyle = '#fff'
      ctx.fillRect(0, 0, w, h)
      ctx.imageSmoothingQuality = 'high'
      ctx.drawImage(bitmap, 0, 0, w, h)
      drawn = key
    }
    encodes++
    const blob = await new Promise((resolve, reject) =>
      canvas.toBlob(
        (b) => (b ? resolve(b) : reject(new Error('Failed to create blob'))),
        'image/jpeg',
        quality,
      ),
    )
    return { blob, kb: Math.round(blob.size / 1024), quality, w, h }
  }
  function release() {
    canvas.width = 1
    canvas.height = 1
  }
  return { encode, count: () => encodes, release }
}

const within = (r, target) => r && Math.abs(r.kb - target) <= S.tolerance

function closer(a, b, target) {
  if (!a) return b
  const da = Math.abs(a.kb - target)
  const db = Math.abs(b.kb - target)
  if (db < da) return b
  // SPEC: on a tie prefer the higher quality once above 0.5.
  if (db === da && b.quality > a.quality && b.quality > S.tiePreferHigherAbove) return b
  return a
}

async function qualitySearch(encoder, w, h, target) {
  let low = target <= S.smallTargetMaxKb ? S.smallTargetLowerQuality : S.lowerQuality
  low = Math.max(low, S.lowerQualityFloor)
  let high = S.maxQuality
  let best = null
  for (let i = 0; i < S.maxIterations; i++) {
    if (high - low < S.minBracket) break
    const q = i === 0 ? S.startQuality : (low + high) / 2
    const r = await encoder.encode(w, h, q)
    if (within(r, target)) return r
    best = closer(best, r, target)
    if (r.kb > target) high = q
    else low = q
  }
  return best ?? encoder.encode(w, h, Math.max(low, S.lowerQualityFloor))
}

/** Returns { blob, kb, quality, w, h, encodes }. */
export async function specCompress(bitmap, target) {
  const encoder = makeEncoder(bitmap)
  const W = bitmap.width
  const H = bitmap.height
  try {
    const done = (r) => ({ ...r, encodes: encoder.count() })
    // 1. Original dimensions with a quality search.
    const first = await qualitySearch(encoder, W, H, target)
    if (within(first, target)) return done(first)
    let best = first && first.kb <= target + S.acceptBestWithinKb ? first : null
    let closest = first
    // 2. The scale ladder when there is no result or it is more than 5KB over.
    if (!first || first.kb > target + S.scaleWhenOverKb) {
      for (const scale of S.ladder) {
        const { w, h } = sizeAt(W, H, scale)
        const r = await qualitySearch(encoder, w, h, target)
        if (within(r, target)) return done(r)
        closest = closer(closest, r, target)
        if (r && r.kb <= target + S.acceptBestWithinKb) best = closer(best, r, target)
        if (best && target >= S.stopScalingFromKb) break
      }
    }
    // 3. Small targets only: the further ladder with a 100 px minimum side.
    if (target <= S.smallLadderMaxTargetKb) {
      for (const scale of S.smallLadder) {
        const { w, h } = sizeAt(W, H, scale, S.smallLadderMinSide)
        const r = await qualitySearch(encoder, w, h, target)
        if (within(r, target)) return done(r)
        closest = closer(closest, r, target)
      }
      best = closest
    }
    // 4. The best result, if any.
    if (best) return done(best)
    // 5. Final fallback: scale 0.4 with a 200 px minimum side.
    const { w, h } = sizeAt(W, H, S.fallbackScale, S.fallbackMinSide)
    return done(await qualitySearch(encoder, w, h, target))
  } finally {
    encoder.release()
  }
}
