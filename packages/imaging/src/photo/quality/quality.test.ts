import { QUALITY } from '@vps/specs'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import {
  blurRgb,
  mapRgb,
  mirrorRgb,
  onPlainWall,
  withCastShadow,
  withGlasses,
  withHat,
} from '../../../test-support/defects.ts'
import { detectPortrait } from '../../../test-support/detections.ts'
import { detectFace } from '../../../test-support/node.ts'
import { decodeJpeg, encodeJpeg, initNodeCodecs } from '../../../test-support/node-codecs.ts'
import { hasFetchedPortrait, hasPortrait } from '../../../test-support/portraits.ts'
import { estimateHead } from '../../face/head.ts'
import type { RasterImage } from '../../types.ts'
import { measureQuality, type QualityMeasures } from './index.ts'
import { qualityVerdicts } from './verdicts.ts'

vi.setConfig({ testTimeout: 60_000 })

/** A committed or fetched portrait's measures and verdicts, as it is and mirrored. */
async function measureBothWays(file: string) {
  const { image } = await detectPortrait(file)
  return [await measure(image), await measure(mirrorRgb(image))]
}

/** The measures and the checks that fail, and those that warn, for a photo, as the product detects it. */
async function measure(
  image: RasterImage,
): Promise<{ m: QualityMeasures; failing: string[]; faceFailing: string[]; warning: string[] }> {
  const face = await detectFace(image)
  const m = measureQuality(image, face, estimateHead(face, image)) as QualityMeasures
  expect(m).not.toBeNull()
  const verdicts = qualityVerdicts(m)
  const named = (status: string) => verdicts.flatMap((v) => (v.status === status ? [v.check] : []))
  const failing = named('fail')
  // The face's checks alone: the portrait's own wall (flags, curtains) fails the wall's checks anyway, and
  // his broad smile fails the neutral expression ICAO 9303 asks for wherever a document says nothing.
  const faceFailing = failing.filter(
    (c) => !c.startsWith('background') && c !== 'mouthClosed' && c !== 'expression',
  )
  return { m, failing, faceFailing, warning: named('warn') }
}

let official: RasterImage
let ied = 0
beforeAll(async () => {
  await initNodeCodecs()
  const { image, face } = await detectPortrait('wh_obama_official.jpg')
  official = image
  const l = face.landmarks
  ied = l ? Math.hypot(l.leftEye.x - l.rightEye.x, l.leftEye.y - l.rightEye.y) : 0
})

describe('photo quality checks on the official portrait and defects seeded into it', () => {
  it('passes every check of the face on the clean portrait but the smile, with its measured values', async () => {
    const { m, failing, warning } = await measure(official)
    // His wall fails (flags and curtains: the page replaces it where the document allows), and so does his
    // smile with the teeth showing, under ICAO 9303's neutral expression (the document states no rule).
    expect(failing).toEqual(['mouthClosed', 'expression', 'backgroundUniform'])
    expect(warning).toEqual([])
    expect(m.mouthOpen).toBeCloseTo(0.25, 1)
    // The corners of the smile stand 9% of the mouth's width above the lips' middle (level: -10% to 4%).
    expect(m.cornerLift).toBeCloseTo(0.09, 1)
    // A document that accepts a natural smile (the US forms) leaves the teeth to a look and passes the corners.
    const smile = qualityVerdicts(m, { expression: 'natural-smile' })
    expect(smile.filter((v) => v.check === 'mouthClosed' || v.check === 'expression')).toEqual([
      { check: 'mouthClosed', status: 'warn' },
      { check: 'expression', status: 'pass' },
    ])
    // Facing the camera, level, eyes open and looking into the lens (the mesh and iris passes).
    expect(Math.abs(m.yaw as number)).toBeLessThan(3)
    expect(Math.abs(m.pitch as number)).toBeLessThan(7)
    expect(m.eyesOpen).toBeGreaterThan(0.45)
    expect(Math.abs(m.gaze as number)).toBeLessThan(3)
    expect(m.luminance).toBeGreaterThan(0.4)
    expect(m.luminance).toBeLessThan(0.7)
    expect(m.dynamicRange).toBeGreaterThan(6.5)
    expect(m.lightingBalance).toBeGreaterThan(0.8)
    expect(m.cheekBalance).toBeGreaterThan(0.7)
    expect(m.sharpness).toBeGreaterThan(0.6)
    expect(m.blockiness).toBeLessThan(1.6)
    expect(m.interEyePx).toBeCloseTo(107, -1)
  })

  it('fails sharpness, and only sharpness, on a copy blurred by 4 % of the eye distance', async () => {
    const { m, faceFailing } = await measure(blurRgb(official, 0.04 * ied))
    expect(m.sharpness).toBeLessThan(QUALITY.checks.sharpness.min / 2)
    expect(faceFailing).toEqual(['sharpness'])
  })

  it('fails even lighting on a copy lit from one side (a fifth of the light on the far cheek)', async () => {
    const { m, failing } = await measure(
      // Full light on the photo's left, a fifth at its right: the already darker side of his face darker.
      mapRgb(official, (v, x) => v * (0.2 + 0.8 * Math.min(1, Math.max(0, (600 - x) / 210)))),
    )
    expect(m.lightingBalance).toBeLessThan(QUALITY.checks.lighting.minBalance)
    expect(failing).toContain('lighting')
  })

  it('fails exposure on a dark copy and contrast on a faded one', async () => {
    const dark = await measure(mapRgb(official, (v) => v * 0.3))
    expect(dark.m.luminance).toBeLessThan(QUALITY.checks.exposure.minLuminance)
    expect(dark.failing).toContain('exposure')
    const flat = await measure(mapRgb(official, (v) => 128 + (v - 128) * 0.3))
    expect(flat.m.dynamicRange).toBeLessThan(QUALITY.checks.dynamicRange.minBits)
    expect(flat.faceFailing).toEqual(['dynamicRange'])
  })

  it('fails JPEG artefacts on a copy saved at quality 10', async () => {
    const bytes = await encodeJpeg(official, { quality: 10, chromaQuality: 10, subsampling: '4:2:0' })
    const { m, failing } = await measure(await decodeJpeg(bytes))
    expect(m.blockiness).toBeGreaterThan(QUALITY.checks.compression.maxBlockiness)
    expect(failing).toContain('compression')
  })

  it('warns, never fails, about a small face: 48 px between the eyes of the 320x240 portrait', async () => {
    const { image } = await detectPortrait('wh_obama_small.jpg')
    const { m } = await measure(image)
    expect(m.interEyePx).toBeLessThan(QUALITY.checks.eyeDistance.minPx)
    expect(qualityVerdicts(m).find((v) => v.check === 'eyeDistance')?.status).toBe('warn')
  })

  it('reads a mirrored copy as turned the other way by the same amount, and as open-eyed and level', async () => {
    const direct = await measure(official)
    const mirrored = await measure(mirrorRgb(official))
    expect(mirrored.m.yaw as number).toBeCloseTo(-(direct.m.yaw as number), 0)
    expect(mirrored.m.pitch as number).toBeCloseTo(direct.m.pitch as number, 0)
    expect(mirrored.m.eyesOpen as number).toBeCloseTo(direct.m.eyesOpen as number, 1)
    expect(mirrored.failing).toEqual(direct.failing)
  })

  // Real turned heads, from the corpus: the speech (head turned, eyes on the audience) and a profile.
  it.runIf(hasPortrait('wh_obama_speech.jpg'))(
    'fails a head turned to the audience (about 14°) and a mouth open mid-word, and says the eyes look away',
    async () => {
      const { image } = await detectPortrait('wh_obama_speech.jpg')
      const { m, failing, warning } = await measure(image)
      expect(Math.abs(m.yaw as number)).toBeGreaterThan(10)
      expect(Math.abs(m.yaw as number)).toBeLessThan(20)
      // Lips apart by about 40 % of the mouth's width: past the 15 % that is refused, not a look to take.
      expect(m.mouthOpen as number).toBeGreaterThan(QUALITY.checks.mouthClosed.sureOpen)
      expect(failing).toEqual(expect.arrayContaining(['yaw', 'mouthClosed']))
      expect(Math.abs(m.gaze as number)).toBeGreaterThan(20)
      expect(warning).toContain('gaze')
    },
  )

  it.runIf(hasPortrait('skimage_camera_gray.png'))('fails a profile (the cameraman, about 55°)', async () => {
    const { image } = await detectPortrait('skimage_camera_gray.png')
    const { m, failing } = await measure(image)
    expect(Math.abs(m.yaw as number)).toBeGreaterThan(40)
    expect(failing).toContain('yaw')
  })

  it('passes a plain wall, and fails the shadow a side light casts on it beside the head (30 % of the light lost)', async () => {
    const { face } = await detectPortrait('wh_obama_official.jpg')
    const mask = face.person
    if (!mask) throw new Error('the person mask did not run')
    const plainCopy = onPlainWall(official, mask)
    const plain = await measure(plainCopy)
    expect(plain.m.backgroundSpread as number).toBeLessThan(0.05)
    expect(plain.m.backgroundShadow as number).toBeGreaterThan(0.95)
    // On a plain wall only his smile fails.
    expect(plain.failing).toEqual(['mouthClosed', 'expression'])
    const head = estimateHead(face, official)
    const shadowed = await measure(withCastShadow(plainCopy, mask, head, { depth: 0.3 }))
    expect(shadowed.m.backgroundShadow as number).toBeLessThan(QUALITY.checks.backgroundShadow.minRatio)
    expect(shadowed.failing).toContain('backgroundShadow')
    // His own wall, flags and curtains, is anything but plain.
    const own = await measure(official)
    expect(own.m.backgroundSpread as number).toBeGreaterThan(0.3)
    expect(qualityVerdicts(own.m).find((v) => v.check === 'backgroundUniform')?.status).toBe('fail')
  })

  it('sees a dark glasses frame, and warns where the document says nothing of glasses', async () => {
    const { face } = await detectPortrait('wh_obama_official.jpg')
    const eyes = face.landmarks
    if (!eyes) throw new Error('no landmarks')
    const bare = await measure(official)
    expect(bare.m.glasses).toBeLessThan(QUALITY.checks.glasses.maxBridgeEdges / 2)
    const framed = await measure(withGlasses(official, eyes, { thickness: 0.04, shade: 30 }))
    expect(framed.m.glasses).toBeGreaterThan(QUALITY.checks.glasses.maxBridgeEdges)
    expect(framed.warning).toContain('glasses')
    expect(
      qualityVerdicts(framed.m, { glasses: 'forbidden' }).find((v) => v.check === 'glasses')?.status,
    ).toBe('fail')
  })

  it('sees a thin grey metal frame: a line about a pixel wide in the face crop, not an edge', async () => {
    // On this portrait (turned 25° in the photo) the frame's bridge read 0.30 as an edge alone: missed. As a
    // line it reads 0.37-0.45, with where the head's crop falls on the pixel grid (the crown moved 2 px).
    const { image, face } = await detectPortrait('derived_wh_biden_official_rot-25.jpg')
    const eyes = face.landmarks
    if (!eyes) throw new Error('no landmarks')
    const framed = await measure(withGlasses(image, eyes, { thickness: 0.015, shade: 120 }))
    expect(framed.m.glasses).toBeGreaterThan(QUALITY.checks.glasses.maxBridgeEdges)
    expect(framed.warning).toContain('glasses')
  })

  it('fails eyes hidden behind sunglasses, and then reads neither their openness nor their gaze', async () => {
    const { face } = await detectPortrait('wh_obama_official.jpg')
    const eyes = face.landmarks
    if (!eyes) throw new Error('no landmarks')
    const bare = await measure(official)
    expect(bare.m.eyesVisible as number).toBeGreaterThan(QUALITY.checks.eyesVisible.sureContrast)
    // Lenses darkened to 15 %: the landmark models still place irises and lids behind them.
    const shaded = await measure(withGlasses(official, eyes, { tint: 0.15 }))
    expect(shaded.m.eyesVisible as number).toBeLessThan(QUALITY.checks.eyesVisible.minContrast)
    expect(shaded.failing).toContain('eyesVisible')
    expect(shaded.failing).not.toContain('eyesOpen')
    expect(shaded.warning).toEqual(expect.arrayContaining(['eyesOpen', 'gaze']))
  })

  it('fails a cap down over the forehead, dark or white: the face must show from the hairline', async () => {
    const { face } = await detectPortrait('wh_obama_official.jpg')
    const eyes = face.landmarks
    if (!eyes) throw new Error('no landmarks')
    const bare = await measure(official)
    expect(bare.m.forehead as number).toBeGreaterThan(0.8)
    expect(bare.warning).not.toContain('headCovering')
    for (const rgb of [
      [35, 40, 70],
      [235, 235, 235],
    ] as const) {
      const capped = await measure(withHat(official, eyes, { rgb }))
      expect(capped.m.forehead as number).toBeLessThan(0.1)
      expect(capped.failing).toContain('headCovering')
    }
  })

  // Bench-only expression photos (docs/testing.md), where they were fetched: real closed eyes and eyes turned away.
  it.runIf(hasFetchedPortrait('human_stock-emotions-b-1.jpg'))('fails eyes squeezed shut', async () => {
    const { image } = await detectPortrait('human_stock-emotions-b-1.jpg')
    const { m, failing } = await measure(image)
    expect(m.eyesOpen as number).toBeLessThan(QUALITY.checks.eyesOpen.minOpen)
    expect(failing).toContain('eyesOpen')
  })

  it.runIf(hasFetchedPortrait('human_stock-emotions-a-7.jpg'))(
    'warns about eyes turned to the side while the head faces the camera',
    async () => {
      const { image } = await detectPortrait('human_stock-emotions-a-7.jpg')
      const { m, failing, warning } = await measure(image)
      expect(Math.abs(m.yaw as number)).toBeLessThan(QUALITY.checks.yaw.maxDegrees)
      expect(Math.abs(m.gaze as number)).toBeGreaterThan(20)
      expect(warning).toContain('gaze')
      expect(failing).not.toContain('yaw')
      expect(failing).not.toContain('eyesOpen')
      // She smirks with her lips closed: the mouth row passes, the expression row says 'Check'.
      expect(m.cornerLift as number).toBeGreaterThan(QUALITY.checks.expression.maxCornerLift)
      expect(warning).toContain('expression')
      expect(warning).not.toContain('mouthClosed')
    },
  )

  it.runIf(hasFetchedPortrait('human_stock-emotions-a-1.jpg'))(
    'passes the expression of the same sitter with a neutral face, as it is and mirrored',
    async () => {
      for (const { m, warning } of await measureBothWays('human_stock-emotions-a-1.jpg')) {
        expect(m.cornerLift as number).toBeGreaterThan(QUALITY.checks.expression.minCornerLift)
        expect(m.cornerLift as number).toBeLessThan(0)
        expect(warning).not.toContain('expression')
      }
    },
  )

  it.runIf(hasFetchedPortrait('human_person-christina.jpg'))(
    'reads a head tilted 38° that faces the camera as facing it: the yaw is fitted over the whole mesh',
    async () => {
      // Four mirrored pairs of points read 5.0° here and failed her; the whole mesh reads 4.3° (4.1° mirrored).
      for (const { m, failing } of await measureBothWays('human_person-christina.jpg')) {
        expect(Math.abs(m.yaw as number)).toBeGreaterThan(3.5)
        expect(Math.abs(m.yaw as number)).toBeLessThan(QUALITY.checks.yaw.maxDegrees)
        expect(failing).not.toContain('yaw')
      }
    },
  )

  it('measures nothing without a detected face', async () => {
    const { image, face } = await detectPortrait('wh_obama_official.jpg')
    expect(measureQuality(image, { ...face, detected: false }, null)).toBeNull()
  })
})
