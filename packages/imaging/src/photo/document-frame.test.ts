import { builtInEditPolicy, COUNTRY_SLUGS, COUNTRY_SPECS, documentsOf, EXTRA_DOCUMENTS } from '@vps/specs'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { getFaceModel } from '../node/face.ts'
import { countryFrame, documentFrame } from './frame.ts'
import { exportPlacement, optimizePlacement } from './pipeline.ts'
import { detectPortrait } from './testing/detections.ts'
import { decodeJpeg, initNodeCodecs, nodeCodecs } from './testing/node-codecs.ts'

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
      const [first] = documentsOf(slug, COUNTRY_SPECS[slug], builtInEditPolicy(slug))
      expect(first && documentFrame(slug, first)).toStrictEqual(countryFrame(slug))
    },
  )

  const extra = Object.entries(EXTRA_DOCUMENTS).flatMap(([slug, docs]) =>
    (docs ?? []).map((doc) => [`${slug} ${doc.id}`, slug, doc] as const),
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
        expect(decoded.height).toBeLessThanOrEqual(doc.pixels.max.height)
      }
      expect(report.fileName).toBe(`${slug}-${doc.id}-photo.jpg`)
    },
  )

  it('makes a DS-160 file of 600x600 at no more than 240 KB', async () => {
    const ds160 = EXTRA_DOCUMENTS['united-states']?.find((d) => d.id === 'us-visa-ds-160')
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
})
