import { describe, expect, it } from 'vitest'
import {
  bytesToKb,
  bytesToKbText,
  COMPRESSION,
  compressedFileName,
  reductionPercent,
  targetWindowBytes,
} from './compression.ts'

describe('compression helpers', () => {
  it('names the download after target and actual size', () => {
    expect(compressedFileName(50, 49)).toBe('compressed-50kb-actual-49kb.jpg')
    expect(compressedFileName(500, 502)).toBe('compressed-500kb-actual-502kb.jpg')
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
