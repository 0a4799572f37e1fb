import {
  builtInDocuments,
  builtInEditPolicy,
  COUNTRY_SLUGS,
  COUNTRY_SPECS,
  DESTINATION_RECORDS,
  documentsOf,
} from '@vps/specs'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { detectPortrait } from '../../test-support/detections.ts'
import { getFaceModel } from '../../test-support/node.ts'
import { decodeJpeg, initNodeCodecs, nodeCodecs } from '../../test-support/node-codecs.ts'
import { passes } from './compliance.ts'
import { countryFrame, documentFrame } from './frame.ts'
import { checkPlacement, exportPlacement, optimizePlacement } from './pipeline.ts'

// Real WASM work (YuNet, mozjpeg) on a loaded 2-core box.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 })

const KB = 1024

beforeAll(async () => {
  await Promise.all([getFaceModel(), initNodeCodecs()])
}, 30_000)

describe('documentFrame', () => {
  it.each(COUNTRY_SLUGS.filter((s) => s !== 'vietnam'))(
    '%s: the default document is exactly the country frame of today',
    (slug) => {
      const [first] = documentsOf({
        code: slug,
        spec: COUNTRY_SPECS[slug],
        editPolicy: builtInEditPolicy(slug),
        documents: builtInDocuments(slug),
      })
      expect(first && documentFrame(slug, first)).toStrictEqual(countryFrame(slug))
    },
  )

  const extra = COUNTRY_SLUGS.flatMap((slug) =>
    DESTINATION_RECORDS[slug].documents.map((doc) => [`${slug} ${doc.id}`, slug, doc] as const),
  )

  it.each(extra)(
    '%s: exported at its own size and KB window, read back from the bytes',
    async (_, slug, doc) => {
      const frame = documentFrame(slug, doc)
      const { image, face } = await detectPortrait('skimage_astronaut.png')
      const { placement } = optimizePlacement(image, face, frame)
      const { bytes, report } = await exportPlacement(image, placement, frame, { codecs: nodeCodecs })
      const decoded = await decodeJpeg(bytes)
      expect([decoded.width, decoded.height]).toEqual([doc.width_px, doc.height_px])
      expect(bytes.length).toBeLessThanOrEqual(doc.file_size_kb.max * KB)
      expect(bytes.length).toBeGreaterThanOrEqual((doc.file_size_kb.min ?? 0) * KB)
      if (doc.pixels) {
        expect(decoded.width).toBeGreaterThanOrEqual(doc.pixels.min.width)
        expect(decoded.height).toBeGreaterThanOrEqual(doc.pixels.min.height)
        expect(decoded.width).toBeLessThanOrEqual(doc.pixels.max?.width ?? decoded.width)
        expect(decoded.height).toBeLessThanOrEqual(doc.pixels.max?.height ?? decoded.height)
      }
      expect(report.fileName).toBe(`${slug}-${doc.id}-photo.jpg`)
    },
  )

  it('makes a DS-160 file of 600x600 at no more than 240 KB', async () => {
    const ds160 = builtInDocuments('united-states').find((d) => d.id === 'us-visa-ds-160')
    expect(ds160).toBeDefined()
    if (!ds160) return
    const frame = documentFrame('united-states', ds160)
    expect(frame).toMatchObject({ width: 600, height: 600, fileSizeKb: { min: null, max: 240 } })
    const { image, face } = await detectPortrait('wh_obama_official.jpg')
    const { placement } = optimizePlacement(image, face, frame)
    const { bytes } = await exportPlacement(image, placement, frame, { codecs: nodeCodecs })
    const decoded = await decodeJpeg(bytes)
    expect([decoded.width, decoded.height]).toEqual([600, 600])
    expect(bytes.length).toBeLessThanOrEqual(240 * KB)
    // The highest quality that fits: close under the cap, not far below it.
    expect(bytes.length).toBeGreaterThan(150 * KB)
  })

  const byId = (slug: string, id: string) => {
    const doc = builtInDocuments(slug).find((d) => d.id === id)
    if (!doc) throw new Error(`no document ${id}`)
    return doc
  }

  it('places the crown in the China print top margin, and fails a photo moved out of it', async () => {
    const frame = documentFrame('china', byId('china', 'china-visa-print'))
    expect(frame.topMargin).toEqual({ min: 6.3, max: 10.4 })
    // The portrait's own wall runs only 30 px above the hair: too little for 3-5 mm at this head size.
    const tight = await detectPortrait('wh_obama_official.jpg')
    const tightPlaced = optimizePlacement(tight.image, tight.face, frame)
    const tightCheck = await checkPlacement(tight.image, tightPlaced.placement, frame, {
      face: tight.face,
      head: tightPlaced.head,
    })
    expect(tightCheck.compliance.details.topMargin.percent ?? 0).toBeLessThan(6.3)
    expect(passes(tightCheck.compliance, 'topMargin')).toBe(false)
    // With the wall going on 200 px further up, there is room.
    const { image, face } = await detectPortrait('wh_obama_official.jpg', 200)
    const { placement, head } = optimizePlacement(image, face, frame)
    const placed = await checkPlacement(image, placement, frame, { face, head })
    const margin = placed.compliance.details.topMargin.percent ?? Number.NaN
    // Aimed at the band's middle, 8.35 %, then kept over the frame.
    expect(margin).toBeGreaterThan(6.3)
    expect(margin).toBeLessThan(10.4)
    expect(passes(placed.compliance, 'topMargin')).toBe(true)
    // 5 % of the height further down: the crown leaves the band, and Ready with it.
    const low = { ...placement, y: placement.y + 0.05 }
    const moved = await checkPlacement(image, low, frame, { face, head })
    expect(moved.compliance.details.topMargin.percent).toBeCloseTo(margin + 5, 0)
    expect(passes(moved.compliance, 'topMargin')).toBe(false)
    expect(moved.compliance.overall).toBe(false)
  })

  it('measures a natural-crown band to the estimated top of the head, under the hair', async () => {
    const frame = documentFrame('canada', byId('canada', 'canada-visa-ircc'))
    expect(frame.crown).toBe('natural')
    for (const file of [
      'wh_obama_official.jpg',
      'wh_biden_official_painting_bg.jpg',
      'skimage_astronaut.png',
    ]) {
      const { image, face } = await detectPortrait(file)
      const { placement, head } = optimizePlacement(image, face, frame)
      const { natural, crown } = { natural: head?.naturalCrown, crown: head?.crown }
      // Never above the hair.
      expect(natural?.y ?? 0, file).toBeGreaterThanOrEqual(crown?.y ?? 0)
      const { compliance } = await checkPlacement(image, placement, frame, { face, head })
      const { headPercent, crown: measured } = compliance.details
      expect(measured.measuredTo, file).toBe('natural')
      // Auto placement sizes the natural head to the band's middle (69-80 %: 74.5 %).
      expect(headPercent ?? 0, file).toBeCloseTo(74.5, 0)
      expect(measured.hairPercent ?? 0, file).toBeGreaterThanOrEqual(headPercent ?? 0)
      expect(passes(compliance, 'face'), file).toBe(true)
    }
  })

  it('keeps the default frame measuring to the hair, as today', async () => {
    const frame = countryFrame('united-kingdom')
    const { image, face } = await detectPortrait('wh_obama_official.jpg')
    const { placement, head } = optimizePlacement(image, face, frame)
    const { compliance } = await checkPlacement(image, placement, frame, { face, head })
    expect(compliance.details.crown).toEqual({
      measuredTo: 'hair',
      hairPercent: compliance.details.headPercent,
    })
    expect(compliance.details.topMargin.band).toBeNull()
    expect(compliance.rows.some((r) => r.key === 'topMargin')).toBe(false)
  })
})
