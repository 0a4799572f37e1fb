import { beforeAll, describe, expect, it, vi } from 'vitest'
import { decodeJpeg, encodeJpeg, initNodeCodecs } from '../../test-support/node-codecs.ts'
import {
  commentBytes,
  headerSegments,
  isWellFormedJpeg,
  padWithComments,
  readJfifDensity,
  setJfifDpi,
} from './jfif.ts'

// Real WASM work (YuNet, mozjpeg): a loaded 2-core CI box can take seconds per test, past vitest's 5 s default.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 })

let jpeg: Uint8Array

beforeAll(async () => {
  await initNodeCodecs()
  const data = new Uint8ClampedArray(64 * 48 * 4)
  for (let i = 0; i < data.length; i += 4) data.set([(i / 4) % 256, 80, 160, 255], i)
  jpeg = await encodeJpeg(
    { data, width: 64, height: 48 },
    { quality: 90, chromaQuality: 90, subsampling: '4:4:4' },
  )
})

describe('JFIF density', () => {
  it('mozjpeg writes a JFIF APP0 first; setJfifDpi patches it to 300 dpi in place', () => {
    expect(headerSegments(jpeg)[0]?.marker).toBe(0xe0)
    const out = setJfifDpi(jpeg, 300)
    expect(out.length).toBe(jpeg.length)
    expect(readJfifDensity(out)).toEqual({ units: 1, x: 300, y: 300 })
    // Bytes 13-17 of the file: units, X density, Y density (big-endian).
    expect([...out.subarray(13, 18)]).toEqual([1, 0x01, 0x2c, 0x01, 0x2c])
    expect(readJfifDensity(jpeg)).not.toEqual({ units: 1, x: 300, y: 300 })
  })

  it('inserts a JFIF APP0 when the file has none', async () => {
    const app0 = headerSegments(jpeg)[0] as { offset: number; size: number }
    const stripped = new Uint8Array(jpeg.length - app0.size)
    stripped.set(jpeg.subarray(0, 2))
    stripped.set(jpeg.subarray(2 + app0.size), 2)
    expect(readJfifDensity(stripped)).toBeNull()
    const out = setJfifDpi(stripped, 300)
    expect(readJfifDensity(out)).toEqual({ units: 1, x: 300, y: 300 })
    expect((await decodeJpeg(out)).width).toBe(64)
  })

  it('refuses what is not a JPEG', () => {
    expect(() => setJfifDpi(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), 300)).toThrow(/not a JPEG/)
    expect(() => setJfifDpi(jpeg, 0)).toThrow(RangeError)
    expect(isWellFormedJpeg(jpeg.subarray(0, jpeg.length - 10))).toBe(false)
    expect(isWellFormedJpeg(jpeg)).toBe(true)
  })
})

describe('COM padding', () => {
  it('grows the file to exactly the target with one segment after APP0, pixels unchanged', async () => {
    const target = jpeg.length + 1000
    const out = padWithComments(jpeg, target)
    expect(out.length).toBe(target)
    const segments = headerSegments(out)
    expect(segments[0]?.marker).toBe(0xe0)
    expect(segments[1]).toMatchObject({ marker: 0xfe, size: 1000 })
    expect(commentBytes(out)).toBe(1000)
    expect((await decodeJpeg(out)).data).toEqual((await decodeJpeg(jpeg)).data)
  })

  it('splits large padding into segments of at most 65533 payload bytes', () => {
    const target = jpeg.length + 200_000
    const out = padWithComments(jpeg, target)
    expect(out.length).toBe(target)
    const comments = headerSegments(out).filter((s) => s.marker === 0xfe)
    expect(comments).toHaveLength(4)
    for (const c of comments) expect(c.size - 4).toBeLessThanOrEqual(65533)
    expect(isWellFormedJpeg(out)).toBe(true)
  })

  it('overshoots by at most 3 bytes when the gap is smaller than a segment header, and leaves big files alone', () => {
    expect(padWithComments(jpeg, jpeg.length + 2).length).toBe(jpeg.length + 4)
    expect(padWithComments(jpeg, jpeg.length - 5)).toBe(jpeg)
  })
})
