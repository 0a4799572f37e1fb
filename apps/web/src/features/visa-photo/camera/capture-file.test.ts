import { CAMERA, UPLOAD_LIMITS } from '@vps/specs'
import { describe, expect, it } from 'vitest'
import { fittingJpeg, jpegQualities } from './capture-file.ts'

describe('jpegQualities', () => {
  it("runs CAMERA.jpeg's ladder from its quality down to its floor", () => {
    const ladder = jpegQualities()
    expect(ladder[0]).toBe(CAMERA.jpeg.quality)
    expect(ladder.at(-1)).toBeGreaterThanOrEqual(CAMERA.jpeg.min)
    expect(ladder).toEqual([0.95, 0.85, 0.75, 0.65, 0.55])
  })
})

describe('fittingJpeg', () => {
  /** An encoder whose file shrinks with quality: `perQuality` bytes per 0.01 of quality. */
  const encoder = (perQuality: number) => {
    const asked: number[] = []
    const encode = async (quality: number) => {
      asked.push(quality)
      return new Blob([new Uint8Array(Math.round(quality * 100 * perQuality))])
    }
    return { asked, encode }
  }

  it('keeps the best quality when it fits the upload limit', async () => {
    const { asked, encode } = encoder(1000)
    const blob = await fittingJpeg(encode)
    expect(asked).toEqual([0.95])
    expect(blob.size).toBe(95_000)
  })

  it('steps down until the file fits the limit', async () => {
    // 0.95 → 4.75 MB and 0.85 → 4.25 MB are over 4 MB; 0.75 → 3.75 MB fits.
    const { asked, encode } = encoder(50_000)
    const blob = await fittingJpeg(encode)
    expect(asked).toEqual([0.95, 0.85, 0.75])
    expect(blob.size).toBeLessThanOrEqual(UPLOAD_LIMITS.photoMaxBytes)
  })

  it('returns the smallest tried when none fits (the upload check then says why)', async () => {
    const { asked, encode } = encoder(1_000_000)
    const blob = await fittingJpeg(encode)
    expect(asked).toEqual(jpegQualities())
    expect(blob.size).toBe(55_000_000)
  })
})
