// A foreground whose alpha is exact by construction: real person pixels inside a smooth silhouette drawn
// well inside the person (so no pixel of the old background is in it), its edge anti-aliased by
// supersampling, plus thin strands of hair drawn across that edge, coloured from the person's own hair at
// each strand's root and also supersampled. Alpha and colour are both ours, so they agree exactly.
import type { RasterImage } from '../../src/types.ts'
import { blur, distanceTo, largestComponent, type Plane, type Rgb, rgbOf, rng } from './planes.ts'

export interface HeadBox {
  /** Top of the hair, chin, and the point between them (px). */
  crown: { x: number; y: number }
  chin: { x: number; y: number }
  eyeMid: { x: number; y: number }
  /** Crown to chin, px. */
  height: number
}

export interface ConstructOptions {
  /** How far inside the independent mask's 0.5 contour the silhouette runs, in head heights (default 0.04). */
  inset?: number
  /** Smoothing of the silhouette's outline, head heights (default 0.012). */
  smooth?: number
  /** Strands per 100 px of hair outline (default 18). */
  strandDensity?: number
  /** Scales the strands' lengths (default 1: 2-12% of the head height; short hair wants less). */
  strandLength?: number
  seed?: number
}

export interface Constructed {
  alpha: Plane
  /** Straight (not premultiplied) foreground colour, 0..255. */
  fg: Rgb
  /** The silhouette's coverage alone, before the strands. */
  silhouette: Plane
  strands: number
}

const SS = 4 // subsamples per pixel side

// Bilinear sample of a plane at a real position (pixel centres at +0.5).
function sample(p: Float32Array, w: number, h: number, x: number, y: number): number {
  const u = Math.min(w - 1, Math.max(0, x - 0.5))
  const v = Math.min(h - 1, Math.max(0, y - 0.5))
  const x0 = Math.floor(u)
  const y0 = Math.floor(v)
  const x1 = Math.min(w - 1, x0 + 1)
  const y1 = Math.min(h - 1, y0 + 1)
  const fx = u - x0
  const fy = v - y0
  const a = p[y0 * w + x0] as number
  const b = p[y0 * w + x1] as number
  const c = p[y1 * w + x0] as number
  const d = p[y1 * w + x1] as number
  return (a * (1 - fx) + b * fx) * (1 - fy) + (c * (1 - fx) + d * fx) * fy
}

/** The constructed foreground for one photo (see the file's header). */
export function constructForeground(
  image: RasterImage,
  person: Plane,
  head: HeadBox,
  options: ConstructOptions = {},
): Constructed {
  const { width, height } = image
  const n = width * height
  const I = rgbOf(image).data
  const h = head.height
  const random = rng(options.seed ?? 1)

  // The independent mask's person, holes filled, pulled in by `inset` and smoothed.
  const raw = new Uint8Array(n)
  for (let i = 0; i < n; i++) raw[i] = (person.data[i] as number) >= 0.5 ? 1 : 0
  const body = largestComponent(raw, width, height)
  const outside = new Uint8Array(n)
  for (let i = 0; i < n; i++) outside[i] = body[i] ? 0 : 1
  const depth = distanceTo(outside, width, height)
  const inset = (options.inset ?? 0.04) * h
  const shape = new Float32Array(n)
  for (let i = 0; i < n; i++) shape[i] = (depth[i] as number) > inset ? 1 : 0
  const level = blur(shape, width, height, 1, (options.smooth ?? 0.012) * h)

  // Coverage of the 0.5 level of the smooth shape: SS x SS samples per pixel where it is not flat.
  const sil = new Float32Array(n)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x
      const v = level[i] as number
      if (v <= 0.02) continue
      if (v >= 0.98) {
        sil[i] = 1
        continue
      }
      let inside = 0
      for (let sy = 0; sy < SS; sy++)
        for (let sx = 0; sx < SS; sx++)
          if (sample(level, width, height, x + (sx + 0.5) / SS, y + (sy + 0.5) / SS) >= 0.5) inside++
      sil[i] = inside / (SS * SS)
    }
  }

  // Strand roots: the silhouette's edge pixels around the top of the head (above the brows, within a head
  // height of its middle), where the outline runs through hair.
  const gx = (i: number) => ((sil[i + 1] as number) - (sil[i - 1] as number)) / 2
  const gy = (i: number) => ((sil[i + width] as number) - (sil[i - width] as number)) / 2
  const roots: { x: number; y: number; nx: number; ny: number }[] = []
  const midY = (head.crown.y + head.chin.y) / 2
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x
      const a = sil[i] as number
      if (a < 0.25 || a > 0.75) continue
      if (y > head.eyeMid.y - 0.12 * h) continue
      if (Math.hypot(x - head.eyeMid.x, y - midY) > 0.9 * h) continue
      const ax = gx(i)
      const ay = gy(i)
      const len = Math.hypot(ax, ay)
      if (len < 1e-3) continue
      // The outward normal points down the coverage.
      roots.push({ x: x + 0.5, y: y + 0.5, nx: -ax / len, ny: -ay / len })
    }
  }
  const count = Math.round((roots.length / 100) * (options.strandDensity ?? 18))

  // Strands, drawn one over another into their own premultiplied layer.
  const sAlpha = new Float32Array(n)
  const sColour = new Float32Array(n * 3)
  for (let k = 0; k < count && roots.length; k++) {
    const r = roots[Math.floor(random() * roots.length)] as (typeof roots)[number]
    // Hair colour: the mean over a small window a little inside the outline at the root.
    const inward = 0.03 * h
    const cx = Math.round(r.x - r.nx * inward)
    const cy = Math.round(r.y - r.ny * inward)
    const col = [0, 0, 0]
    let m = 0
    for (let dy = -2; dy <= 2; dy++) {
      for (let dx = -2; dx <= 2; dx++) {
        const xx = Math.min(width - 1, Math.max(0, cx + dx))
        const yy = Math.min(height - 1, Math.max(0, cy + dy))
        for (let c = 0; c < 3; c++) col[c] = (col[c] as number) + (I[(yy * width + xx) * 3 + c] as number)
        m++
      }
    }
    const tone = 0.8 + 0.45 * random()
    const colour = col.map((v) => Math.min(255, (v / m) * tone))
    // Shape: a quadratic curve from just inside the edge, leaving roughly along the normal.
    const turn = (random() - 0.5) * 1.4
    const dirX = r.nx * Math.cos(turn) - r.ny * Math.sin(turn)
    const dirY = r.nx * Math.sin(turn) + r.ny * Math.cos(turn)
    const length = h * (options.strandLength ?? 1) * (0.02 + 0.1 * random() ** 1.5)
    const start = { x: r.x - r.nx * (1 + 4 * random()), y: r.y - r.ny * (1 + 4 * random()) }
    const end = { x: start.x + dirX * length, y: start.y + dirY * length }
    const bend = (random() - 0.5) * 0.8 * length
    const ctrl = {
      x: (start.x + end.x) / 2 - dirY * bend,
      y: (start.y + end.y) / 2 + dirX * bend,
    }
    const halfWidth = 0.25 + 0.45 * random()
    const opacity = 0.45 + 0.5 * random()
    drawStrand(sAlpha, sColour, width, height, start, ctrl, end, halfWidth, opacity, colour)
  }

  // Strands over the silhouette.
  const alpha = new Float32Array(n)
  const fg = new Float32Array(n * 3)
  for (let i = 0; i < n; i++) {
    const as = sAlpha[i] as number
    const a = as + (1 - as) * (sil[i] as number)
    alpha[i] = a
    for (let c = 0; c < 3; c++) {
      const premul = (sColour[i * 3 + c] as number) + (1 - as) * (sil[i] as number) * (I[i * 3 + c] as number)
      fg[i * 3 + c] = a > 0 ? premul / a : (I[i * 3 + c] as number)
    }
  }
  return {
    alpha: { width, height, data: alpha },
    fg: { width, height, data: fg },
    silhouette: { width, height, data: sil },
    strands: count,
  }
}

// Distance from a point to a segment.
function segmentDistance(px: number, py: number, ax: number, ay: number, bx: number, by: number) {
  const vx = bx - ax
  const vy = by - ay
  const l2 = vx * vx + vy * vy
  const t = l2 > 0 ? Math.max(0, Math.min(1, ((px - ax) * vx + (py - ay) * vy) / l2)) : 0
  return { d: Math.hypot(px - ax - t * vx, py - ay - t * vy), t }
}

// One strand: a quadratic curve of half width `hw`, its coverage from SS x SS samples per pixel, its
// opacity fading to a third toward the tip; composited over the layer (premultiplied colour).
function drawStrand(
  layerAlpha: Float32Array,
  layerColour: Float32Array,
  width: number,
  height: number,
  p0: { x: number; y: number },
  p1: { x: number; y: number },
  p2: { x: number; y: number },
  hw: number,
  opacity: number,
  colour: number[],
): void {
  const approx = Math.hypot(p1.x - p0.x, p1.y - p0.y) + Math.hypot(p2.x - p1.x, p2.y - p1.y)
  const steps = Math.max(2, Math.ceil(approx))
  const pts: { x: number; y: number; s: number }[] = []
  for (let k = 0; k <= steps; k++) {
    const t = k / steps
    const u = 1 - t
    pts.push({
      x: u * u * p0.x + 2 * u * t * p1.x + t * t * p2.x,
      y: u * u * p0.y + 2 * u * t * p1.y + t * t * p2.y,
      s: t,
    })
  }
  const xs = pts.map((p) => p.x)
  const ys = pts.map((p) => p.y)
  const x0 = Math.max(0, Math.floor(Math.min(...xs) - hw - 1))
  const x1 = Math.min(width - 1, Math.ceil(Math.max(...xs) + hw + 1))
  const y0 = Math.max(0, Math.floor(Math.min(...ys) - hw - 1))
  const y1 = Math.min(height - 1, Math.ceil(Math.max(...ys) + hw + 1))
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      let covered = 0
      let along = 0
      for (let sy = 0; sy < SS; sy++) {
        for (let sx = 0; sx < SS; sx++) {
          const px = x + (sx + 0.5) / SS
          const py = y + (sy + 0.5) / SS
          let best = Infinity
          let bestS = 0
          for (let k = 0; k < steps; k++) {
            const a = pts[k] as { x: number; y: number; s: number }
            const b = pts[k + 1] as { x: number; y: number; s: number }
            if (Math.abs(px - a.x) > hw + 2 && Math.abs(px - b.x) > hw + 2) continue
            const { d, t } = segmentDistance(px, py, a.x, a.y, b.x, b.y)
            if (d < best) {
              best = d
              bestS = a.s + (b.s - a.s) * t
            }
          }
          if (best <= hw) {
            covered++
            along += bestS
          }
        }
      }
      if (!covered) continue
      const s = along / covered
      const a = (covered / (SS * SS)) * opacity * (1 - (2 / 3) * s)
      const i = y * width + x
      layerAlpha[i] = a + (1 - a) * (layerAlpha[i] as number)
      for (let c = 0; c < 3; c++)
        layerColour[i * 3 + c] = a * (colour[c] as number) + (1 - a) * (layerColour[i * 3 + c] as number)
    }
  }
}
