import { describe, expect, it } from 'vitest'
import {
  bytesText,
  bytesToKb,
  bytesToKbText,
  COMPRESSION,
  compressedFileName,
  kbFigure,
  kbUnitText,
  reductionPercent,
  targetWindowBytes,
} from './compression.ts'

describe('compression helpers', () => {
  it("names the download after the target and the file's bytes (issue #53), with the form's unit said", () => {
    expect(compressedFileName(50, 50_123)).toBe('compressed-50kb-actual-50123-bytes.jpg')
    expect(compressedFileName(35, 34_870, 1000)).toBe('compressed-35kb1000-actual-34870-bytes.jpg')
  })

  it('a form that counts 1 KB as 1,000 bytes caps the file at N x 1000 and keeps 2 of its KB as the window', () => {
    expect(targetWindowBytes(35, 1000)).toEqual({ low: 33_000, high: 35_000 })
    expect(targetWindowBytes(35)).toEqual({ low: 33_792, high: 35_840 })
    expect(kbUnitText(1024)).toBe('1 KB = 1,024 bytes')
    expect(kbUnitText(1000)).toBe('1 KB = 1,000 bytes')
    expect(bytesText(101_331)).toBe('101,331 bytes')
  })

  it('KB figures are cut toward the window, never rounded across it (issue #53: "498KB" beside "Outside tolerance")', () => {
    const { low, high } = targetWindowBytes(500)
    // 509,900 bytes is 497.95 KB: under the window, and says so.
    expect(kbFigure(509_900, 1024, high)).toBe('497.9')
    expect(kbFigure(low, 1024, high)).toBe('498.0')
    expect(kbFigure(high, 1024, high)).toBe('500.0')
    // Over the target reads over it.
    expect(kbFigure(high + 1, 1024, high)).toBe('500.1')
  })

  it('reductionPercent = round((original - actual) / original * 100)', () => {
    expect(reductionPercent(1000, 50)).toBe(95)
    expect(reductionPercent(300, 100)).toBe(67) // 66.67 rounds up
    expect(reductionPercent(3, 2)).toBe(33)
    expect(reductionPercent(200, 200)).toBe(0)
    expect(reductionPercent(100, 120)).toBe(-20)
  })

  it('reductionPercent is 0 without an original', () => {
    expect(reductionPercent(0, 50)).toBe(0)
  })

  it('the window is [target - 2 KB, target] in bytes: 100,072 bytes at 100 KB is under it though it rounds to 98', () => {
    expect(targetWindowBytes(100)).toEqual({ low: 100_352, high: 102_400 })
    expect(targetWindowBytes(1)).toEqual({ low: 0, high: 1024 })
    const { low } = targetWindowBytes(100)
    expect(100_072 < low).toBe(true)
    expect(bytesToKb(100_072)).toBe(98)
    expect(bytesToKbText(100_072)).toBe('97.7')
    expect(bytesToKbText(50 * 1024)).toBe('50')
  })

  it('rounds bytes to whole KB of 1024 bytes', () => {
    expect(bytesToKb(1024)).toBe(1)
    expect(bytesToKb(1535)).toBe(1)
    expect(bytesToKb(1536)).toBe(2)
    expect(bytesToKb(50 * 1024)).toBe(50)
  })
})

describe('COMPRESSION constants', () => {
  it('pins the spec values', () => {
    expect(COMPRESSION.toleranceKb).toBe(2)
    expect(COMPRESSION.bytesPerKb).toBe(1024)
  })
})
