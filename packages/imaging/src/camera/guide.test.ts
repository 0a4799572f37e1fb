import { CAMERA, COMPLIANCE, EDITOR } from '@vps/specs'
import { describe, expect, it } from 'vitest'
import { cameraGuide } from './guide.ts'

// France's 35x45 frame (600x800 px, head 70-80 %) and a 1:1 US frame (600x600, head 50-69 %).
const france = { width: 600, height: 800, coverage: { min: 70, max: 80 } }
const us = { width: 600, height: 600, coverage: { min: 50, max: 69 } }

describe('cameraGuide', () => {
  it("fits the document's frame in a phone's upright picture by its width, centred", () => {
    const guide = cameraGuide({ width: 1080, height: 1920 }, france)
    expect(guide.frame.width).toBeCloseTo(1080 * CAMERA.guideShare, 6)
    expect(guide.frame.height).toBeCloseTo((1080 * CAMERA.guideShare * 800) / 600, 6)
    expect(guide.frame.x).toBeCloseTo((1080 - guide.frame.width) / 2, 6)
    expect(guide.frame.y).toBeCloseTo((1920 - guide.frame.height) / 2, 6)
  })

  it("fits it in a laptop's wide picture by its height", () => {
    const guide = cameraGuide({ width: 1920, height: 1080 }, us)
    expect(guide.frame.height).toBeCloseTo(1080 * CAMERA.guideShare, 6)
    expect(guide.frame.width).toBeCloseTo(guide.frame.height, 6)
  })

  it("sizes the oval to the band's middle and centres it where placement puts the head", () => {
    const guide = cameraGuide({ width: 540, height: 720 }, france)
    // 540x720 has France's own aspect: the frame is 486x648.
    expect(guide.frame).toEqual({ x: 27, y: 36, width: 486, height: 648 })
    expect(guide.oval.ry * 2).toBeCloseTo(0.75 * 648, 6)
    expect(guide.oval.rx).toBeCloseTo(guide.oval.ry * CAMERA.ovalAspect, 6)
    expect(guide.oval.centre).toEqual({ x: 270, y: 36 + 648 * EDITOR.faceVerticalCentre })
    expect(guide.head.min).toBeCloseTo(0.7 * 648, 6)
    expect(guide.head.max).toBeCloseTo(0.8 * 648, 6)
  })

  it('keeps a head centred in the oval inside the frame the verdict centres it in', () => {
    const guide = cameraGuide({ width: 1280, height: 720 }, us)
    const offCentre = Math.abs(guide.oval.centre.x - (guide.frame.x + guide.frame.width / 2))
    expect(offCentre).toBeLessThan(COMPLIANCE.maxCentreOffset * guide.frame.width)
  })
})
