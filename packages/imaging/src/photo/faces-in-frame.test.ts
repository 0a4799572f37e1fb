import { CHECK_DETAILS, COMPLIANCE } from '@vps/specs'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { besideAnother } from '../../test-support/defects.ts'
import { detectPortrait } from '../../test-support/detections.ts'
import { detectFace, getFaceModel, getSegmentationModel } from '../../test-support/node.ts'
import { initNodeCodecs } from '../../test-support/node-codecs.ts'
import { segmentImage } from '../matting/segment-image.ts'
import type { RasterImage } from '../types.ts'
import { emptyExport } from './empty-export.ts'
import { areaOf, clipToFrame, exportFacePass, headShareInFrame, regionOf } from './faces-in-frame.ts'
import { countryFrame, withBackdrop } from './frame.ts'
import { checkPlacement, optimizePlacement } from './pipeline.ts'
import type { HeadInFrame } from './placement.ts'

vi.setConfig({ testTimeout: 120_000 })

const frame = { width: 600, height: 600 }

describe('the parts of a head a frame shows', () => {
  it('clips a box to the frame and measures what is left, and where', () => {
    // A 100 x 100 box half over the left edge: 50 x 100 inside, centred at x 25.
    const inside = clipToFrame(
      [
        { x: -50, y: 250 },
        { x: 50, y: 250 },
        { x: 50, y: 350 },
        { x: -50, y: 350 },
      ],
      frame,
    )
    const { area, centroid } = areaOf(inside)
    expect(area).toBeCloseTo(5000, 6)
    expect(centroid.x).toBeCloseTo(25, 6)
    expect(centroid.y).toBeCloseTo(300, 6)
    expect(regionOf(centroid, frame)).toBe('left')
    expect(regionOf({ x: 590, y: 10 }, frame)).toBe('top-right')
    expect(
      clipToFrame(
        [
          { x: -20, y: 0 },
          { x: -10, y: 0 },
          { x: -10, y: 10 },
        ],
        frame,
      ),
    ).toEqual([])
  })

  it('counts the share of the chosen head inside the frame', () => {
    const head = (crownY: number, chinY: number) =>
      ({ crown: { x: 300, y: crownY }, chin: { x: 300, y: chinY } }) as HeadInFrame
    expect(headShareInFrame(head(100, 400), frame)).toBeCloseTo(1, 6)
    // Crown 150 px above the top edge: half of a 300 px head shows.
    expect(headShareInFrame(head(-150, 150), frame)).toBeCloseTo(0.5, 6)
    expect(headShareInFrame(head(-400, -100), frame)).toBe(0)
  })
})

describe('faces in the export of real portraits', () => {
  let official: RasterImage
  let pair: RasterImage
  beforeAll(async () => {
    await initNodeCodecs()
    const obama = await detectPortrait('wh_obama_official.jpg')
    const biden = await detectPortrait('wh_biden_official_painting_bg.jpg')
    official = obama.image
    // Biden cheek to cheek on Obama's right (the image's right), 15 % of a face width apart.
    pair = besideAnother(obama.image, obama.face, biden.image, biden.face)
  })

  const checked = async (image: RasterImage, code: string) => {
    const face = await detectFace(image)
    const frameOf = countryFrame(code)
    const { placement, head } = optimizePlacement(image, face, frameOf)
    return checkPlacement(
      image,
      placement,
      frameOf,
      { face, head },
      { findFaces: exportFacePass(getFaceModel) },
    )
  }

  it('fails Face found where a neighbour shows at the edge of the export, and says where', async () => {
    for (const code of ['united-kingdom', 'united-states', 'germany']) {
      const { compliance } = await checked(pair, code)
      const { where } = compliance.details.faces
      // Biden is on the right: beside the head, or at the top right where the frame shows his hair.
      expect(where.length).toBeGreaterThan(0)
      for (const region of where) expect(['right', 'top-right']).toContain(region)
      expect(compliance.rows.find((r) => r.key === 'faceFound')).toMatchObject({
        pass: false,
        detail: CHECK_DETAILS.otherHeadsInside(where),
      })
      expect(compliance.overall).toBe(false)
    }
    // The same portrait alone: one face, and the export pass finds no other.
    const alone = await checked(official, 'united-kingdom')
    expect(alone.compliance.details.faces).toMatchObject({ found: 1, othersInFrame: 0 })
    expect(alone.compliance.rows.find((r) => r.key === 'faceFound')?.pass).toBe(true)
  })

  it('zoomed out to a tenth with the wall replaced, the face is lost: no face found, and nothing to export', async () => {
    const face = await detectFace(official)
    const france = withBackdrop(countryFrame('france'), { replace: true })
    const { placement, head } = optimizePlacement(official, face, france)
    const model = await getSegmentationModel()
    const segment = (raster: RasterImage) => segmentImage(raster, model)
    const tenth = { ...placement, scale: placement.scale / 10 }
    const far = await checkPlacement(official, tenth, france, { face, head }, { segment })
    const shown = far.compliance.details.backdrop.faceShown as number
    expect(shown).toBeLessThan(COMPLIANCE.minFaceShown)
    expect(far.compliance.rows.find((r) => r.key === 'faceFound')).toMatchObject({
      pass: false,
      detail: CHECK_DETAILS.faceLost(shown),
    })
    expect(far.compliance.rows.find((r) => r.key === 'fillsFrame')?.pass).toBe(false)
    expect(emptyExport(far.compliance.details)).toBe('faceLost')
    // At the page's own placement the replacement keeps the whole face.
    const near = await checkPlacement(official, placement, france, { face, head }, { segment })
    expect(near.compliance.details.backdrop.faceShown).toBeGreaterThan(0.95)
    expect(emptyExport(near.compliance.details)).toBeNull()
  })
})
