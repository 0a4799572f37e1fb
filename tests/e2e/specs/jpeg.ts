// What a downloaded JPEG holds, read from its bytes as a decoder would, and its pixels decoded in the page.
import type { Page } from '@playwright/test'
import { expect } from './fixtures.ts'

export interface JpegFacts {
  width: number
  height: number
  /** JFIF APP0 density: units (1 = dpi) and the x / y values. */
  density: { units: number; x: number; y: number } | null
}

/** Reads the frame size from SOF0/SOF2 and the density from JFIF APP0, as a decoder would. */
export function readJpeg(bytes: Buffer): JpegFacts {
  expect(bytes[0]).toBe(0xff)
  expect(bytes[1]).toBe(0xd8)
  let width = 0
  let height = 0
  let density: JpegFacts['density'] = null
  let i = 2
  while (i + 4 <= bytes.length) {
    if (bytes[i] !== 0xff) throw new Error(`no marker at ${i}`)
    const marker = bytes[i + 1] as number
    if (marker === 0xd9 || marker === 0xda) break
    const length = bytes.readUInt16BE(i + 2)
    const body = i + 4
    if (marker === 0xe0 && bytes.toString('latin1', body, body + 5) === 'JFIF\0') {
      density = {
        units: bytes[body + 7] as number,
        x: bytes.readUInt16BE(body + 8),
        y: bytes.readUInt16BE(body + 10),
      }
    }
    if (marker === 0xc0 || marker === 0xc2) {
      height = bytes.readUInt16BE(body + 1)
      width = bytes.readUInt16BE(body + 3)
    }
    i += 2 + length
  }
  return { width, height, density }
}

export type Rgb = [number, number, number]

/** Mean colours of square patches (x, y, side) of the JPEG, decoded by the browser itself. */
export function patchColours(page: Page, bytes: Buffer, patches: [number, number, number][]): Promise<Rgb[]> {
  return page.evaluate(
    async ({ base64, patches }) => {
      const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
      const bitmap = await createImageBitmap(new Blob([data], { type: 'image/jpeg' }))
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
      const ctx = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D
      ctx.drawImage(bitmap, 0, 0)
      return patches.map(([x, y, side]) => {
        const { data: px } = ctx.getImageData(x, y, side, side)
        const sum = [0, 0, 0]
        for (let i = 0; i < px.length; i += 4) {
          for (let k = 0; k < 3; k++) sum[k] = (sum[k] as number) + (px[i + k] as number)
        }
        const n = px.length / 4
        return sum.map((v) => Math.round(v / n)) as [number, number, number]
      })
    },
    { base64: bytes.toString('base64'), patches },
  )
}
