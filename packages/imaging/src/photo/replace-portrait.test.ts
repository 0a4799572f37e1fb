import { describe, expect, it } from 'vitest'
import { detectPortrait } from '../../test-support/detections.ts'
import { getSegmentationModel } from '../../test-support/node.ts'
import { refineAlpha } from '../matting/refine-alpha.ts'
import { replaceBackground } from '../matting/replace-background.ts'
import { segmentImage } from '../matting/segment-image.ts'
import type { RasterImage } from '../types.ts'
import { countryFrame } from './frame.ts'
import { optimizePlacement } from './pipeline.ts'
import { renderPlacement } from './render.ts'

// The matting steps on a real portrait placed by the photo pipeline (their unit tests: matting/matting.test.ts).
describe('segmentImage + refineAlpha + replaceBackground on a portrait', () => {
  it('turns the painting behind Biden into the UK frame colour, and leaves his face untouched', async () => {
    const { image, face } = await detectPortrait('wh_biden_official_painting_bg.jpg')
    const frame = countryFrame('united-kingdom')
    const { placement } = optimizePlacement(image, face, frame)
    const rendered = renderPlacement(image, placement, frame, frame.background)
    const raw = await segmentImage(rendered, await getSegmentationModel())
    const alpha = refineAlpha(rendered, raw)
    const out = replaceBackground(rendered, alpha, [245, 245, 245])
    const { width } = rendered
    const at = (img: RasterImage, x: number, y: number) => [
      ...img.data.subarray((y * width + x) * 4, (y * width + x) * 4 + 3),
    ]
    // Both top corners were painting; the forehead and the tie are the person.
    for (const [x, y] of [
      [5, 5],
      [width - 6, 5],
      [5, 150],
    ] as const) {
      expect(alpha.data[y * width + x]).toBe(0)
      expect(at(out, x, y)).toEqual([245, 245, 245])
    }
    for (const [x, y] of [
      [206, 120],
      [206, 470],
    ] as const) {
      expect(alpha.data[y * width + x]).toBe(1)
      expect(at(out, x, y)).toEqual(at(rendered, x, y))
    }
  })
})
