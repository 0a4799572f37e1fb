import { describe, expect, it } from 'vitest'
import { detectPortrait } from '../../../test-support/detections.ts'
import { detectFace } from '../../../test-support/node.ts'
import { initNodeCodecs } from '../../../test-support/node-codecs.ts'
import { resizeWithWasm } from '../../codecs/jsquash-resize.ts'
import { estimateHead } from '../../face/head.ts'
import type { RasterImage } from '../../types.ts'
import { detailHeadPx, octaveRatio } from './detail.ts'

async function headOf(image: RasterImage) {
  const face = await detectFace(image)
  const head = estimateHead(face, image)
  if (!head) throw new Error('no head')
  return head
}

describe('the head’s real detail', () => {
  it('is the head’s own pixels in photos at their own resolution', async () => {
    for (const file of [
      'wh_obama_official.jpg',
      'wh_biden_official_painting_bg.jpg',
      'skimage_astronaut.png',
    ]) {
      const { image } = await detectPortrait(file)
      const head = await headOf(image)
      expect(detailHeadPx(image, head), file).toBe(head.height)
    }
  })

  it('is about the true head, not its pixels, in a photo enlarged 6x with a sharp (Lanczos) filter', async () => {
    await initNodeCodecs()
    const { image } = await detectPortrait('wh_obama_small.jpg')
    const trueHead = (await headOf(image)).height
    const big = await resizeWithWasm(image, image.width * 6, image.height * 6)
    const head = await headOf(big)
    expect(head.height).toBeGreaterThan(5 * trueHead)
    // 180 px of real detail read as 240 at most: the ladder's step above it.
    expect(detailHeadPx(big, head)).toBeLessThanOrEqual(1.4 * trueHead)
    expect(detailHeadPx(big, head)).toBeGreaterThanOrEqual(0.7 * trueHead)
  })

  it('reads a plane’s finest octave against the next: full in noise, none in a smooth ramp', () => {
    let seed = 7
    const noise = Float32Array.from({ length: 64 * 64 }, () => {
      seed = (seed * 1103515245 + 12345) >>> 0
      return seed % 256
    })
    expect(octaveRatio(noise, 64, 64)).toBeGreaterThan(1)
    const ramp = Float32Array.from({ length: 64 * 64 }, (_, i) => ((i % 64) + Math.floor(i / 64)) * 2)
    expect(octaveRatio(ramp, 64, 64)).toBeLessThan(0.1)
  })
})
