// Flat-colour renders with text and shapes for the held-out set (run.ts --held-out): slides, dashboards,
// UI screens, diagrams, a banner, a logo on a transparent background. Drawn here because only a browser has
// fonts and text layout; saved as PNG by the canvas. Seeded: the same seed draws the same picture.

const PALETTES = [
  ['#1d3557', '#457b9d', '#a8dadc', '#f1faee', '#e63946'],
  ['#264653', '#2a9d8f', '#e9c46a', '#f4a261', '#e76f51'],
  ['#22223b', '#4a4e69', '#9a8c98', '#c9ada7', '#f2e9e4'],
  ['#0b132b', '#1c2541', '#3a506b', '#5bc0be', '#ffffff'],
]
const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'ne',
  'ra',
  'su',
  'to',
  'vi',
  'ze',
  'pa',
  'do',
  'ri',
  'fen',
  'gar',
  'tul',
]

function seeded(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function painter(ctx, random, palette) {
  const int = (lo, hi) => lo + Math.floor(random() * (hi - lo + 1))
  const pick = (list) => list[int(0, list.length - 1)]
  const word = () =>
    Array.from({ length: int(1, 3) }, () => pick(SYLLABLES)).join('') + (random() < 0.1 ? ',' : '')
  const words = (n) => Array.from({ length: n }, word).join(' ')
  const text = (s, x, y, size, colour, weight = 'normal') => {
    ctx.font = `${weight} ${size}px sans-serif`
    ctx.fillStyle = colour
    ctx.fillText(s, x, y)
  }
  const paragraph = (x, y, w, size, lines, colour) => {
    for (let i = 0; i < lines; i++) {
      const line = words(int(4, 12))
      ctx.font = `${size}px sans-serif`
      let s = line
      while (s.length > 3 && ctx.measureText(s).width > w) s = s.slice(0, -2)
      text(s, x, y + i * size * 1.4, size, colour)
    }
  }
  const box = (x, y, w, h, colour, radius = 0) => {
    ctx.fillStyle = colour
    ctx.beginPath()
    ctx.roundRect(x, y, w, h, radius)
    ctx.fill()
  }
  const bars = (x, y, w, h) => {
    const n = int(5, 12)
    ctx.strokeStyle = palette[0]
    ctx.lineWidth = 2
    ctx.strokeRect(x, y, w, h)
    for (let i = 0; i < n; i++) {
      const bh = (0.15 + 0.8 * random()) * (h - 30)
      // Not palette[2] or [3]: the card and page backgrounds.
      box(x + 10 + (i * (w - 20)) / n, y + h - 20 - bh, (w - 20) / n - 6, bh, palette[[0, 1, 4][i % 3]])
      text(String(int(10, 99)), x + 12 + (i * (w - 20)) / n, y + h - 4, 12, palette[0])
    }
  }
  const line = (x, y, w, h) => {
    ctx.strokeStyle = palette[4]
    ctx.lineWidth = 3
    ctx.beginPath()
    for (let i = 0; i <= 20; i++) ctx.lineTo(x + (i * w) / 20, y + h * (0.2 + 0.6 * random()))
    ctx.stroke()
  }
  const arrow = (x0, y0, x1, y1) => {
    ctx.strokeStyle = palette[0]
    ctx.lineWidth = 2
    ctx.beginPath()
    ctx.moveTo(x0, y0)
    ctx.lineTo(x1, y1)
    const a = Math.atan2(y1 - y0, x1 - x0)
    ctx.lineTo(x1 - 12 * Math.cos(a - 0.4), y1 - 12 * Math.sin(a - 0.4))
    ctx.moveTo(x1, y1)
    ctx.lineTo(x1 - 12 * Math.cos(a + 0.4), y1 - 12 * Math.sin(a + 0.4))
    ctx.stroke()
  }
  return { int, pick, words, text, paragraph, box, bars, line, arrow }
}

const STYLES = {
  slide({ p, w, h, palette }) {
    p.box(0, 0, w, h * 0.18, palette[0])
    p.text(p.words(3), w * 0.05, h * 0.12, Math.round(h * 0.07), palette[3], 'bold')
    p.paragraph(w * 0.06, h * 0.3, w * 0.5, Math.round(h * 0.035), 8, palette[0])
    p.box(w * 0.62, h * 0.28, w * 0.32, h * 0.55, palette[2], 24)
    p.bars(w * 0.64, h * 0.32, w * 0.28, h * 0.45)
  },
  dashboard({ p, w, h, palette }) {
    p.box(0, 0, w * 0.16, h, palette[0])
    for (let i = 0; i < 10; i++) p.text(p.words(2), 16, 60 + i * 36, 15, palette[3])
    const cols = 3
    for (let i = 0; i < 6; i++) {
      const x = w * 0.18 + (i % cols) * ((w * 0.8) / cols)
      const y = 30 + Math.floor(i / cols) * (h * 0.46)
      const cw = (w * 0.8) / cols - 16
      const ch = h * 0.42
      p.box(x, y, cw, ch, '#ffffff', 12)
      p.text(p.words(2), x + 14, y + 28, 18, palette[0], 'bold')
      if (i % 2) p.bars(x + 10, y + 44, cw - 20, ch - 56)
      else p.line(x + 10, y + 44, cw - 20, ch - 56)
    }
  },
  ui({ p, w, h, palette }) {
    p.box(0, 0, w, 48, palette[0])
    p.text(p.words(4), 16, 32, 18, '#ffffff', 'bold')
    for (let y = 64, i = 0; y < h - 20; y += 26, i++) {
      if (i % 2) p.box(0, y - 18, w, 26, '#eef1f4')
      p.text(p.words(p.int(3, 9)), 16, y, 13, '#222222')
      p.text(String(p.int(100, 99999)), w - 90, y, 13, palette[4])
    }
  },
  diagram({ p, w, h, palette }) {
    const nodes = Array.from({ length: p.int(6, 10) }, () => ({
      x: p.int(20, w - 200),
      y: p.int(20, h - 90),
    }))
    for (let i = 1; i < nodes.length; i++) {
      const a = nodes[p.int(0, i - 1)]
      const b = nodes[i]
      p.arrow(a.x + 90, a.y + 35, b.x + 90, b.y + 35)
    }
    for (const n of nodes) {
      p.box(n.x, n.y, 180, 70, p.pick(palette.slice(1)), 10)
      p.text(p.words(2), n.x + 12, n.y + 42, 18, '#111111')
    }
  },
  banner({ ctx, p, w, h, palette }) {
    p.box(0, 0, w, h, palette[1])
    for (let i = 0; i < 6; i++) {
      ctx.fillStyle = palette[2 + (i % 3)]
      ctx.beginPath()
      ctx.arc(p.int(0, w), p.int(0, h), p.int(10, h / 2), 0, 2 * Math.PI)
      ctx.fill()
    }
    p.text(p.words(2).toUpperCase(), 14, h * 0.45, Math.round(h * 0.16), '#ffffff', 'bold')
    p.box(14, h * 0.62, w * 0.45, h * 0.2, palette[4], 8)
    p.text(p.words(1), 24, h * 0.76, Math.round(h * 0.1), '#000000', 'bold')
  },
  logo({ ctx, p, w, h, palette }) {
    // Transparent background: the engine flattens it onto white, as the site's JPEG output must.
    ctx.fillStyle = palette[0]
    ctx.beginPath()
    ctx.arc(w / 2, h * 0.42, w * 0.3, 0, 2 * Math.PI)
    ctx.fill()
    ctx.fillStyle = palette[4]
    ctx.beginPath()
    ctx.moveTo(w / 2, h * 0.2)
    ctx.lineTo(w * 0.68, h * 0.58)
    ctx.lineTo(w * 0.32, h * 0.58)
    ctx.fill()
    ctx.textAlign = 'center'
    p.text(p.words(2).toUpperCase(), w / 2, h * 0.88, Math.round(h * 0.09), palette[0], 'bold')
  },
  infographic({ ctx, p, w, h, palette }) {
    p.box(0, 0, w, h * 0.12, palette[0])
    p.text(p.words(5), w * 0.04, h * 0.08, Math.round(h * 0.05), '#ffffff', 'bold')
    for (let i = 0; i < 4; i++) {
      const x = w * 0.04 + i * w * 0.24
      ctx.fillStyle = palette[1 + i]
      ctx.beginPath()
      ctx.arc(x + w * 0.1, h * 0.3, w * 0.08, 0, 2 * Math.PI)
      ctx.fill()
      p.text(`${p.int(10, 99)}%`, x + w * 0.05, h * 0.32, Math.round(w * 0.04), '#ffffff', 'bold')
      p.paragraph(x, h * 0.45, w * 0.2, Math.round(h * 0.018), 6, palette[0])
    }
    p.bars(w * 0.04, h * 0.6, w * 0.44, h * 0.34)
    p.box(w * 0.52, h * 0.6, w * 0.44, h * 0.34, '#ffffff', 16)
    p.line(w * 0.54, h * 0.62, w * 0.4, h * 0.3)
  },
}

async function toBase64(blob) {
  const bytes = new Uint8Array(await blob.arrayBuffer())
  let s = ''
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(s)
}

/** One graphic as base64 PNG: { style, width, height, seed, transparent }. */
export async function drawGraphic({ style, width, height, seed, transparent = false }) {
  const draw = STYLES[style]
  if (!draw) throw new Error(`unknown graphic style ${style}`)
  const random = seeded(seed)
  const palette = PALETTES[Math.floor(random() * PALETTES.length)]
  const canvas = new OffscreenCanvas(width, height)
  const ctx = canvas.getContext('2d')
  if (!transparent) {
    ctx.fillStyle = palette[3]
    ctx.fillRect(0, 0, width, height)
  }
  draw({ ctx, p: painter(ctx, random, palette), w: width, h: height, palette })
  return toBase64(await canvas.convertToBlob({ type: 'image/png' }))
}
