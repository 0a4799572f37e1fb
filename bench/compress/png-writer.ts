// A minimal PNG writer (IHDR, one IDAT, IEND) for the held-out images: 8-bit grey, 16-bit grey or RGB, and
// 8-bit RGB(A). The repository has a PNG decoder but no encoder, and the 16-bit and 1-channel files the
// held-out set needs are exactly what a canvas cannot save. node:zlib does the deflate and the CRC32.
import { crc32, deflateSync } from 'node:zlib'

/** PNG colour types: 0 grey, 2 RGB, 6 RGBA. */
const COLOUR_TYPE = { 1: 0, 3: 2, 4: 6 } as const

export interface PngPixels {
  width: number
  height: number
  channels: 1 | 3 | 4
  /** 16: samples are 0-65535 (written big-endian, as PNG stores them). */
  depth: 8 | 16
  /** width × height × channels samples, row by row. */
  samples: Uint8Array | Uint8ClampedArray | Uint16Array
}

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length)
  out.writeUInt32BE(data.length, 0)
  out.write(type, 4, 'latin1')
  out.set(data, 8)
  // The CRC covers the type and the data, not the length.
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length)
  return out
}

/** The image's bytes as PNG stores a row: samples big-endian, one filter byte in front. */
function rawRows(p: PngPixels): { rows: Uint8Array; stride: number; bpp: number } {
  const bpp = (p.channels * p.depth) / 8
  const stride = p.width * bpp
  const rows = new Uint8Array(p.height * stride)
  if (p.depth === 8) rows.set(p.samples)
  else {
    for (let i = 0; i < p.samples.length; i++) {
      const v = p.samples[i] as number
      rows[2 * i] = v >> 8
      rows[2 * i + 1] = v & 255
    }
  }
  return { rows, stride, bpp }
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c
  const pa = Math.abs(p - a)
  const pb = Math.abs(p - b)
  const pc = Math.abs(p - c)
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c
}

/**
 * Every row Paeth-filtered (filter type 4): one fixed filter keeps the writer short, and Paeth is the one
 * that suits photos and flat renders alike, so the files weigh about what a real encoder would make.
 */
function filtered(rows: Uint8Array, stride: number, bpp: number, height: number): Uint8Array {
  const out = new Uint8Array(height * (stride + 1))
  for (let y = 0; y < height; y++) {
    const row = y * stride
    const prev = row - stride
    const o = y * (stride + 1)
    out[o] = 4
    for (let x = 0; x < stride; x++) {
      const a = x >= bpp ? (rows[row + x - bpp] as number) : 0
      const b = y > 0 ? (rows[prev + x] as number) : 0
      const c = y > 0 && x >= bpp ? (rows[prev + x - bpp] as number) : 0
      out[o + 1 + x] = ((rows[row + x] as number) - paeth(a, b, c)) & 255
    }
  }
  return out
}

export function encodePng(p: PngPixels): Uint8Array {
  if (p.samples.length !== p.width * p.height * p.channels) throw new Error('PNG: sample count mismatch')
  if (p.depth === 16 && !(p.samples instanceof Uint16Array)) throw new Error('PNG: 16-bit needs Uint16Array')
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(p.width, 0)
  ihdr.writeUInt32BE(p.height, 4)
  ihdr[8] = p.depth
  ihdr[9] = COLOUR_TYPE[p.channels]
  // 10-12: compression 0 (deflate), filter method 0, no interlace.
  const { rows, stride, bpp } = rawRows(p)
  const idat = deflateSync(filtered(rows, stride, bpp, p.height), { level: 6 })
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10])
  return Buffer.concat([
    signature,
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', new Uint8Array(0)),
  ])
}
