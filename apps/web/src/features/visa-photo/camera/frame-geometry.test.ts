import { CAMERA } from '@vps/specs'
import { describe, expect, it } from 'vitest'
import { analysisSize, cropRect } from './frame-geometry.ts'

describe('analysisSize', () => {
  it("scales the frame's long side to the coaching's, keeping its shape", () => {
    expect(analysisSize({ width: 1920, height: 1080 })).toEqual({
      width: CAMERA.analysisLongSide,
      height: Math.round((CAMERA.analysisLongSide * 1080) / 1920),
    })
    expect(analysisSize({ width: 1080, height: 1920 })).toEqual({
      width: Math.round((CAMERA.analysisLongSide * 1080) / 1920),
      height: CAMERA.analysisLongSide,
    })
  })

  it('never enlarges a small frame', () => {
    expect(analysisSize({ width: 120, height: 90 })).toEqual({ width: 120, height: 90 })
  })
})

describe('cropRect', () => {
  const camera = { width: 1280, height: 720 }

  it('centres a square of CAMERA.crop.heads head heights on the head', () => {
    const rect = cropRect({ centre: { x: 640, y: 360 }, height: 300 }, camera)
    const size = 300 * CAMERA.crop.heads
    expect(rect).toEqual({ x: 640 - size / 2, y: 360 - size / 2, size })
  })

  it('moves the square inside the frame at an edge, and shrinks it to the short side', () => {
    expect(cropRect({ centre: { x: 100, y: 80 }, height: 300 }, camera)).toEqual({ x: 0, y: 0, size: 450 })
    expect(cropRect({ centre: { x: 1250, y: 700 }, height: 300 }, camera)).toEqual({
      x: 830,
      y: 270,
      size: 450,
    })
    expect(cropRect({ centre: { x: 640, y: 360 }, height: 700 }, camera)).toEqual({ x: 280, y: 0, size: 720 })
  })
})
