import { COMPLIANCE } from '@vps/specs'
import { describe, expect, it } from 'vitest'
import { detectPortrait } from '../../test-support/detections.ts'
import { getSegmentationModel } from '../../test-support/node.ts'
import { segmentImage } from '../matting/segment-image.ts'
import type { RasterImage } from '../types.ts'
import { bodyCutPixels, strokesInFrame } from './backdrop.ts'
import { passes } from './compliance.ts'
import { countryFrame, withBackdrop } from './frame.ts'
import { checkPlacement, optimizePlacement, renderOutput } from './pipeline.ts'
import { NEUTRAL_PLACEMENT, placementMatrix, toFrame, toSource } from './placement.ts'

const segment = async (image: RasterImage) => segmentImage(image, await getSegmentationModel())

/** Mean RGB of a side x side patch at (x, y). */
function patch(image: RasterImage, x: number, y: number, side: number): number[] {
  const sum = [0, 0, 0]
  for (let j = y; j < y + side; j++)
    for (let i = x; i < x + side; i++)
      for (let k = 0; k < 3; k++)
        sum[k] = (sum[k] as number) + (image.data[(j * image.width + i) * 4 + k] as number)
  return sum.map((v) => Math.round(v / (side * side)))
}

describe('withBackdrop', () => {
  it('takes one of the frame’s accepted colours, and refuses another', () => {
    const france = countryFrame('france')
    expect(withBackdrop(france, { replace: true, colour: '#FFFFFF' })).toMatchObject({
      background: '#ffffff',
      backdrop: { replace: true, edits: 'allowed' },
    })
    expect(() => withBackdrop(france, { replace: true, colour: '#0000ff' })).toThrow(RangeError)
    expect(countryFrame('united-states').backdrop).toEqual({ replace: false, edits: 'refused' })
  })
})

describe('bodyCutPixels', () => {
  const alpha = (width: number, height: number, person: (x: number, y: number) => boolean) => {
    const data = new Float32Array(width * height)
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) data[y * width + x] = person(x, y) ? 1 : 0
    return { width, height, data }
  }
  // A 100 x 100 frame whose photo ends at y = 80: the last 20 rows are padding.
  const onPhoto = (p: { x: number; y: number }) => p.y <= 80

  it('counts the person pixels along the photo’s edge inside the frame', () => {
    // Shoulders 60 px wide down to the photo's bottom edge: 60 pixels on that edge.
    expect(
      bodyCutPixels(
        alpha(100, 100, (x) => x >= 20 && x < 80),
        onPhoto,
      ),
    ).toBe(60)
  })

  it('is 0 with no padding, or with the person clear of the edge', () => {
    expect(
      bodyCutPixels(
        alpha(100, 100, () => true),
        () => true,
      ),
    ).toBe(0)
    expect(
      bodyCutPixels(
        alpha(100, 100, (_, y) => y < 60),
        onPhoto,
      ),
    ).toBe(0)
  })
})

describe('checkPlacement with the wall replaced', () => {
  it('turns a home wall (door and tiles) into France’s grey, measured on the pixels, and reaches Ready', async () => {
    // A phone photo at home, neutral face, mouth closed: what the page is for.
    const { image, face } = await detectPortrait('cc0_debruine_home_60cm.jpg')
    const kept = countryFrame('france')
    const frame = withBackdrop(kept, { replace: true })
    const { placement, head } = optimizePlacement(image, face, frame)
    const before = await checkPlacement(image, placement, kept, { face, head })
    expect(passes(before.compliance, 'background')).toBe(false)
    const after = await checkPlacement(image, placement, frame, { face, head }, { segment })
    expect(after.compliance.details.backdrop).toMatchObject({ replaced: true, bodyCutPx: 0 })
    expect(passes(after.compliance, 'background')).toBe(true)
    expect(after.compliance.rows.filter((r) => !r.pass).map((r) => r.key)).toEqual([])
    expect(after.compliance.overall).toBe(true)
    // The wall's corners and sides beside the head are #f5f5f5 within 2 levels; the face is not touched.
    const { rendered } = after
    for (const [x, y] of [
      [4, 4],
      [rendered.width - 28, 4],
      [4, 200],
      [rendered.width - 28, 200],
    ] as const) {
      for (const v of patch(rendered, x, y, 24)) expect(Math.abs(v - 245)).toBeLessThanOrEqual(2)
    }
    const centre = after.head?.centre ?? { x: 0, y: 0 }
    const [cx, cy] = [Math.round(centre.x) - 12, Math.round(centre.y) - 12]
    expect(patch(rendered, cx, cy, 24)).toEqual(patch(after.original, cx, cy, 24))
  })

  it('replaces the painting behind Biden too, but finds its grey-green left along his white hair', async () => {
    const { image, face } = await detectPortrait('wh_biden_official_painting_bg.jpg')
    const frame = withBackdrop(countryFrame('france'), { replace: true })
    const { placement, head } = optimizePlacement(image, face, frame)
    const after = await checkPlacement(image, placement, frame, { face, head }, { segment })
    expect(passes(after.compliance, 'background')).toBe(true)
    // Besides his broad smile: the painting's colours stay in the soft edge of his white hair (the issue's
    // grey-green outline), a patch far above the size limit, in the hair on the photo's left.
    expect(after.compliance.rows.filter((r) => !r.pass).map((r) => r.key)).toEqual([
      'quality-mouthClosed',
      'quality-expression',
      'quality-backgroundUniform',
    ])
    const leftover = after.compliance.details.quality.leftover
    expect(leftover?.regions[0]?.place).toBe('hair-left')
    expect(leftover?.regions[0]?.areaPx).toBeGreaterThan(20 * (leftover?.minAreaPx ?? 0))
    expect(after.compliance.rows.find((r) => r.key === 'quality-backgroundUniform')?.detail).toMatch(
      /^Replaced on your device, but colours of your old wall remain in the hair on the left of the photo \(\d+ px\)/,
    )
  })

  it('fails Edits accepted where the document refuses edits, and Fills the frame where the body ends inside it', async () => {
    const { image, face } = await detectPortrait('wh_biden_official_painting_bg.jpg')
    const frame = withBackdrop(countryFrame('united-states'), { replace: true })
    const { placement, head } = optimizePlacement(image, face, frame)
    const { compliance } = await checkPlacement(image, placement, frame, { face, head }, { segment })
    expect(passes(compliance, 'editsAccepted')).toBe(false)
    expect(compliance.overall).toBe(false)
    // The US square frame reaches below the photo's bottom edge, which cuts his jacket: a straight line of body.
    const { bodyCutPx, maxBodyCutPx } = compliance.details.backdrop
    expect(maxBodyCutPx).toBe(Math.round(COMPLIANCE.maxBodyCutShare * 600))
    // More than a tenth of the width: far past the 2 % (12 px) the row allows.
    expect(bodyCutPx).toBeGreaterThan(60)
    expect(passes(compliance, 'fillsFrame')).toBe(false)
  })

  it('refuses to replace without the person segmentation', async () => {
    const { image, face } = await detectPortrait('wh_biden_official_painting_bg.jpg')
    const frame = withBackdrop(countryFrame('germany'), { replace: true })
    const { placement, head } = optimizePlacement(image, face, frame)
    await expect(checkPlacement(image, placement, frame, { face, head })).rejects.toThrow(TypeError)
  })
})

describe('touch-up strokes through the pipeline', () => {
  // A 400x300 source of flat mid-grey; a model that calls every pixel person, so only a stroke takes any away.
  const source: RasterImage = {
    width: 400,
    height: 300,
    data: new Uint8ClampedArray(400 * 300 * 4).map((_, i) => (i % 4 === 3 ? 255 : 128)),
  }
  const everyone = async (image: RasterImage) => ({
    width: image.width,
    height: image.height,
    data: new Float32Array(image.width * image.height).fill(1),
  })
  const frame = withBackdrop(countryFrame('germany'), { replace: true })
  const pixel = (image: RasterImage, p: { x: number; y: number }) => {
    const i = (Math.floor(p.y) * image.width + Math.floor(p.x)) * 4
    return Array.from(image.data.subarray(i, i + 3))
  }
  const wall = [1, 3, 5].map((i) => Number.parseInt(frame.background.slice(i, i + 2), 16))

  it('maps strokes kept in source pixels into each placement’s frame, the radius by its scale', () => {
    const placement = { x: 0.1, y: -0.05, scale: 1.5, rotation: 10 }
    const [stroke] = strokesInFrame(source, placement, frame, [
      { mode: 'keep', points: [{ x: 200, y: 150 }], radius: 4 },
    ])
    const { pixelsPerSourcePixel } = placementMatrix(source, placement, frame)
    expect(stroke?.radius).toBeCloseTo(4 * pixelsPerSourcePixel, 9)
    expect(stroke?.points[0]).toEqual(toFrame(source, placement, frame, { x: 200, y: 150 }))
    // And back: the page turns a point it painted at into source pixels with toSource.
    const back = toSource(source, placement, frame, stroke?.points[0] as { x: number; y: number })
    expect(back.x).toBeCloseTo(200, 9)
    expect(back.y).toBeCloseTo(150, 9)
  })

  it("paints a 'remove' stroke into the export, where the photo is, after the photo moves", async () => {
    const touchUps = [{ mode: 'remove' as const, points: [{ x: 120, y: 100 }], radius: 10 }]
    for (const placement of [NEUTRAL_PLACEMENT, { x: 0.1, y: 0.05, scale: 1.3, rotation: 0 }]) {
      const made = await renderOutput(source, placement, frame, { segment: everyone, touchUps })
      const at = toFrame(source, placement, frame, { x: 120, y: 100 })
      // The stroke's middle is the new wall exactly; well outside it, the photo's grey.
      expect(pixel(made.rendered, at)).toEqual(wall)
      expect(made.alpha?.data[Math.floor(at.y) * frame.width + Math.floor(at.x)]).toBe(0)
      const far = toFrame(source, placement, frame, { x: 300, y: 200 })
      expect(pixel(made.rendered, far)).toEqual([128, 128, 128])
    }
    // Without strokes nothing is taken.
    const plain = await renderOutput(source, NEUTRAL_PLACEMENT, frame, { segment: everyone })
    expect(pixel(plain.rendered, toFrame(source, NEUTRAL_PLACEMENT, frame, { x: 120, y: 100 }))).toEqual([
      128, 128, 128,
    ])
  })
})
