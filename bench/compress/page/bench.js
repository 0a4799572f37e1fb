// The benchmark page: runs browser-image-compression and the spec's algorithm on one image and target, and
// measures any tool's output against the original (luma SSIM on the original's grid, dimensions). Driven by
// run.ts through page.evaluate; nothing here runs on its own. --held-out also draws its graphics here.
import { drawGraphic } from './graphics.js'
import { specCompress } from './spec-algorithm.js'

const originals = new Map()

async function fetchOriginal(file) {
  const response = await fetch(`/testdata/${encodeURIComponent(file)}`)
  if (!response.ok) throw new Error(`${file}: ${response.status}`)
  const blob = await response.blob()
  return new File([blob], file, { type: blob.type })
}

/** Draws a bitmap onto white at w×h and returns its luma (BT.601), one byte per pixel. */
function lumaOf(bitmap, w, h) {
  const canvas = new OffscreenCanvas(w, h)
  const ctx = canvas.getContext('2d', { willReadFrequently: true })
  ctx.fillStyle = '#fff'
  ctx.fillRect(0, 0, w, h)
  ctx.imageSmoothingQuality = 'high'
  ctx.drawImage(bitmap, 0, 0, w, h)
  const out = new Uint8Array(w * h)
  const band = 256
  for (let y0 = 0; y0 < h; y0 += band) {
    const rows = Math.min(band, h - y0)
    const { data } = ctx.getImageData(0, y0, w, rows)
    for (let i = 0, p = y0 * w; i < data.length; i += 4, p++) {
      out[p] = (data[i] * 299 + data[i + 1] * 587 + data[i + 2] * 114 + 500) / 1000
    }
  }
  return out
}

async function original(file) {
  let entry = originals.get(file)
  if (!entry) {
    const blob = await fetchOriginal(file)
    const bitmap = await createImageBitmap(blob, { imageOrientation: 'from-image' })
    entry = { blob, width: bitmap.width, height: bitmap.height, luma: null, bitmap }
    originals.set(file, entry)
  }
  return entry
}

async function originalLuma(entry) {
  if (!entry.luma) entry.luma = lumaOf(entry.bitmap, entry.width, entry.height)
  return entry.luma
}

/** Mean SSIM over 8×8 blocks (no overlap) of two luma planes of the same size. */
function ssim(a, b, w, h) {
  const C1 = (0.01 * 255) ** 2
  const C2 = (0.03 * 255) ** 2
  let total = 0
  let blocks = 0
  for (let by = 0; by + 8 <= h; by += 8) {
    for (let bx = 0; bx + 8 <= w; bx += 8) {
      let sa = 0
      let sb = 0
      let saa = 0
      let sbb = 0
      let sab = 0
      for (let y = by; y < by + 8; y++) {
        let p = y * w + bx
        for (let x = 0; x < 8; x++, p++) {
          const va = a[p]
          const vb = b[p]
          sa += va
          sb += vb
          saa += va * va
          sbb += vb * vb
          sab += va * vb
        }
      }
      const ma = sa / 64
      const mb = sb / 64
      const va = saa / 64 - ma * ma
      const vb = sbb / 64 - mb * mb
      const cov = sab / 64 - ma * mb
      total += ((2 * ma * mb + C1) * (2 * cov + C2)) / ((ma * ma + mb * mb + C1) * (va + vb + C2))
      blocks++
    }
  }
  return blocks ? total / blocks : 1
}

async function measureBlob(file, blob) {
  const entry = await original(file)
  const bitmap = await createImageBitmap(blob)
  try {
    const ref = await originalLuma(entry)
    // The output scaled back up to the original's grid, as a viewer would show it at the original's size.
    const out = lumaOf(bitmap, entry.width, entry.height)
    return {
      ssim: ssim(ref, out, entry.width, entry.height),
      width: bitmap.width,
      height: bitmap.height,
      originalWidth: entry.width,
      originalHeight: entry.height,
    }
  } finally {
    bitmap.close()
  }
}

function fromBase64(text) {
  const raw = atob(text)
  const bytes = new Uint8Array(raw.length)
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i)
  return bytes
}

async function runTool(tool, file, target) {
  const entry = await original(file)
  const source = new File([entry.blob], file, { type: entry.blob.type })
  const t0 = performance.now()
  let blob
  if (tool === 'bic') {
    blob = await window.imageCompression(source, {
      maxSizeMB: target / 1024,
      fileType: 'image/jpeg',
      useWebWorker: true,
      // Served by the bench's own server: the library's default is a CDN.
      libURL: new URL('/vendor/browser-image-compression.js', location.href).href,
    })
  } else if (tool === 'spec') {
    // The spec's page decodes the file into an image element; createImageBitmap is the same decode.
    const bitmap = await createImageBitmap(source, { imageOrientation: 'from-image' })
    try {
      blob = (await specCompress(bitmap, target)).blob
    } finally {
      bitmap.close()
    }
  } else {
    throw new Error(`unknown tool ${tool}`)
  }
  const ms = performance.now() - t0
  return { ms, bytes: blob.size, ...(await measureBlob(file, blob)) }
}

window.bench = {
  runTool,
  drawGraphic,
  measure: async (file, base64) => measureBlob(file, new Blob([fromBase64(base64)], { type: 'image/jpeg' })),
  forget: (file) => {
    const entry = originals.get(file)
    entry?.bitmap.close()
    originals.delete(file)
  },
}
window.benchReady = true
