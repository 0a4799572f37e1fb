import { bothKbReadings, CHECK_DETAILS, COUNTRY_SPECS } from '@vps/specs'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { detectPortrait } from '../../test-support/detections.ts'
import { getFaceModel } from '../../test-support/node.ts'
import { encodeJpeg, initNodeCodecs } from '../../test-support/node-codecs.ts'
import { hasFetchedPortrait } from '../../test-support/portraits.ts'
import { parseHex } from '../pixels/colour.ts'
import type { EncodeJpeg, RasterImage } from '../types.ts'
import { sampleEdgePoints } from './background-samples.ts'
import { type ComplianceResult, checkCompliance, type PlacementFacts, passes } from './compliance.ts'
import { allCountryFrames, countryFrame, type PhotoFrame, targetCoverage } from './frame.ts'
import { checkPlacement, fileFacts, optimizePlacement } from './pipeline.ts'
import type { HeadInFrame } from './placement.ts'
import type { QualityMeasures } from './quality/index.ts'

// Real WASM work (YuNet, mozjpeg): a loaded 2-core CI box can take seconds per test, past vitest's 5 s default.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 })

function solid(width: number, height: number, hex: string): RasterImage {
  const [r, g, b] = parseHex(hex)
  const data = new Uint8ClampedArray(width * height * 4)
  for (let i = 0; i < data.length; i += 4) data.set([r, g, b, 255], i)
  return { data, width, height }
}

/** A head of that share of the frame height, with no size on screen (it covers no sample point). */
const head = (heightPercent: number, roll = 0): HeadInFrame => ({
  crown: { x: 0, y: 0 },
  chin: { x: 0, y: 0 },
  centre: { x: 0, y: 0 },
  heightPercent,
  centreFraction: { x: 0.5, y: 0.4 },
  roll,
  crownCut: false,
  eyeMid: { x: 0, y: 0 },
  eyeLinePercent: 60,
  topMarginPercent: 5,
})

/** One face, covering the frame, unless said otherwise; `null` head = no face found. */
function facts(h: HeadInFrame | null, more: Partial<PlacementFacts> = {}): PlacementFacts {
  return {
    head: h,
    faces: { checked: true, found: h ? 1 : 0, othersInFrame: 0, where: [] },
    cover: { covered: true, paddedPercent: 0 },
    onPhoto: () => true,
    enlargement: 0.9,
    ...more,
  }
}
const none = facts(null)

/** Noise barely compresses: 472x708 of it is ~530 KB at quality 0.9, under 240 KB a few steps lower. */
function noisy(): RasterImage {
  const noise = solid(472, 708, '#ffffff')
  let seed = 1
  for (let i = 0; i < noise.data.length; i += 4) {
    seed = (seed * 1103515245 + 12345) >>> 0
    noise.data.set([seed & 255, (seed >> 8) & 255, (seed >> 16) & 255], i)
  }
  return noise
}

/** Each row's pass by its key, and the verdict. */
const verdict = (result: ComplianceResult) => ({
  ...Object.fromEntries(result.rows.map((row) => [row.key, row.pass])),
  overall: result.overall,
})
const statusOf = (result: ComplianceResult, key: string) => result.rows.find((r) => r.key === key)?.status
/** No quality row fails. */
const qualityOk = (result: ComplianceResult) =>
  result.rows.filter((r) => r.key.startsWith('quality-')).every((r) => r.pass)

/** The Vietnam document's checks: its file planned and the encode ladder run first, as the pipeline runs them. */
async function checkEncoded(
  image: RasterImage,
  frame: PhotoFrame,
  placed: PlacementFacts,
  encode: EncodeJpeg = encodeJpeg,
): Promise<ComplianceResult> {
  const made = await fileFacts(image, frame, encode)
  const ladder = made?.fileFit !== undefined ? { fileFit: made.fileFit } : {}
  return checkCompliance(image, frame, { ...placed, ...ladder, ...(made ? { file: made.file } : {}) })
}

describe('generic compliance on synthetic frames', () => {
  const us = countryFrame('united-states')

  it("a white 600x600 frame with no face passes the spec's five rows for united-states (8 of 8 points)", () => {
    const result = checkCompliance(solid(600, 600, '#ffffff'), us, none)
    expect(verdict(result)).toMatchObject({
      dimensions: true,
      resolution: true,
      background: true,
      fileSize: true,
      face: false,
    })
    // The spec's face rule passes with no face; the row holds the verdict back and says 'Check'.
    expect(statusOf(result, 'face')).toBe('warn')
    expect(result.overall).toBe(false)
    expect(result.details.background).toMatchObject({ passing: 8, needed: 6, rule: 'colour-match' })
    expect(result.details.headPercent).toBeNull()
  })

  it('a white 600x600 frame with a 60 % head, level, one face, filling the frame: every row passes', () => {
    const result = checkCompliance(solid(600, 600, '#ffffff'), us, facts(head(60)))
    expect(verdict(result)).toMatchObject({
      dimensions: true,
      resolution: true,
      background: true,
      face: true,
      fileSize: true,
      faceFound: true,
      fillsFrame: true,
      headStraight: true,
      enoughDetail: true,
      editsAccepted: true,
      overall: true,
    })
    expect(result.rows.every((r) => r.status === 'pass')).toBe(true)
  })

  it('passes the spec face row anywhere in the band, but our head row only 2 points clear of its edges', () => {
    const white = solid(600, 600, '#ffffff')
    // The US band is 50-69 %.
    const at = (percent: number) => {
      const result = checkCompliance(white, us, facts(head(percent)))
      return { status: statusOf(result, 'face'), pass: passes(result, 'face'), overall: result.overall }
    }
    for (const percent of [50.5, 51.9, 67.1, 68.9]) {
      expect(at(percent), `${percent} %`).toEqual({ status: 'warn', pass: false, overall: false })
    }
    for (const percent of [52, 59.5, 67]) {
      expect(at(percent), `${percent} %`).toEqual({ status: 'pass', pass: true, overall: true })
    }
    expect(at(49.9)).toEqual({ status: 'fail', pass: false, overall: false })
    expect(at(69.1)).toEqual({ status: 'fail', pass: false, overall: false })
  })

  it('is never ready while a quality check of the face fails; a warning alone does not stop it', () => {
    const white = solid(600, 600, '#ffffff')
    const clean: QualityMeasures = {
      luminance: 0.55,
      dark: 0,
      bright: 0,
      dynamicRange: 7,
      lightingBalance: 0.9,
      cheekBalance: 0.85,
      sharpness: 0.7,
      blockiness: 1.2,
      interEyePx: 110,
      detailPx: 400,
      yaw: 1.5,
      pitch: -3,
      eyesOpen: 0.6,
      eyesVisible: 0.7,
      mouthOpen: 0.02,
      cornerLift: -0.01,
      gaze: 2,
      backgroundSpread: 0.05,
      backgroundShadow: 0.97,
      glasses: 0.1,
      forehead: 0.93,
    }
    const ready = checkCompliance(white, us, facts(head(60), { quality: clean }))
    expect([qualityOk(ready), ready.overall]).toEqual([true, true])
    expect(ready.details.quality.verdicts.map((v) => v.status)).toEqual(Array(17).fill('pass'))
    const blurred = checkCompliance(white, us, facts(head(60), { quality: { ...clean, sharpness: 0.1 } }))
    expect([qualityOk(blurred), blurred.overall]).toEqual([false, false])
    const small = checkCompliance(white, us, facts(head(60), { quality: { ...clean, interEyePx: 60 } }))
    expect([qualityOk(small), small.overall]).toEqual([true, true])
    expect(small.details.quality.verdicts.find((v) => v.check === 'eyeDistance')?.status).toBe('warn')
    // A turned head or closed eyes fail; a tilt, an open mouth or a look away only warn.
    const status = (over: Partial<QualityMeasures>) => {
      const c = checkCompliance(white, us, facts(head(60), { quality: { ...clean, ...over } }))
      return [c.overall, c.details.quality.verdicts.filter((v) => v.status !== 'pass')]
    }
    expect(status({ yaw: -6 })).toEqual([false, [{ check: 'yaw', status: 'fail' }]])
    expect(status({ eyesOpen: 0.1 })).toEqual([false, [{ check: 'eyesOpen', status: 'fail' }]])
    // Eyes behind dark lenses fail 'Eyes visible'; what the lids seem to do there is not read.
    expect(status({ eyesVisible: 0.1, eyesOpen: 0.1 })).toEqual([
      false,
      [
        { check: 'eyesVisible', status: 'fail' },
        { check: 'eyesOpen', status: 'warn' },
        { check: 'gaze', status: 'warn' },
      ],
    ])
    expect(status({ pitch: 14 })).toEqual([true, [{ check: 'pitch', status: 'warn' }]])
    // One cheek much darker than its twin, the halves even: a look, not a refusal (studio light reads so too).
    expect(status({ cheekBalance: 0.45 })).toEqual([true, [{ check: 'lighting', status: 'warn' }]])
    // The US documents accept a natural smile: teeth showing is a look, a laugh fails, raised corners pass.
    expect(us.expression).toBe('natural-smile')
    expect(status({ mouthOpen: 0.25 })).toEqual([true, [{ check: 'mouthClosed', status: 'warn' }]])
    expect(status({ mouthOpen: 0.35 })).toEqual([false, [{ check: 'mouthClosed', status: 'fail' }]])
    expect(status({ cornerLift: 0.12 })).toEqual([true, []])
    // A document that asks for a neutral face (or says nothing: ICAO 9303) fails a sure smile or open mouth,
    // and leaves the unsure band between to the visitor's eye; a pout only warns.
    const neutral = (over: Partial<QualityMeasures>, expression: PhotoFrame['expression']) => {
      const c = checkCompliance(
        white,
        { ...us, expression },
        facts(head(60), { quality: { ...clean, ...over } }),
      )
      return [c.overall, c.details.quality.verdicts.filter((v) => v.status !== 'pass')]
    }
    for (const rule of ['neutral-mouth-closed', 'unstated'] as const) {
      expect(neutral({ mouthOpen: 0.12 }, rule)).toEqual([true, [{ check: 'mouthClosed', status: 'warn' }]])
      expect(neutral({ mouthOpen: 0.25 }, rule)).toEqual([false, [{ check: 'mouthClosed', status: 'fail' }]])
      expect(neutral({ cornerLift: 0.06 }, rule)).toEqual([true, [{ check: 'expression', status: 'warn' }]])
      expect(neutral({ cornerLift: 0.1 }, rule)).toEqual([false, [{ check: 'expression', status: 'fail' }]])
      expect(neutral({ cornerLift: -0.13 }, rule)).toEqual([true, [{ check: 'expression', status: 'warn' }]])
      expect(neutral({ cornerLift: 0.03 }, rule)).toEqual([true, []])
    }
    expect(status({ gaze: -20 })).toEqual([true, [{ check: 'gaze', status: 'warn' }]])
    // A forehead covered for sure fails on every document, a religious covering too: the face must show
    // from the hairline down. Partly covered (a fringe, a headband's edge) is a look.
    expect(status({ forehead: 0.1 })).toEqual([false, [{ check: 'headCovering', status: 'fail' }]])
    expect(status({ forehead: 0.3 })).toEqual([true, [{ check: 'headCovering', status: 'warn' }]])
    // Glasses warn where the document says nothing or accepts them, and fail where it forbids them (the
    // US page's own rule).
    const unstated = checkCompliance(
      white,
      { ...us, glasses: 'unstated' },
      facts(head(60), { quality: { ...clean, glasses: 0.6 } }),
    )
    expect(unstated.overall).toBe(true)
    expect(unstated.details.quality.verdicts.filter((v) => v.status !== 'pass')).toEqual([
      { check: 'glasses', status: 'warn' },
    ])
    expect(us.glasses).toBe('forbidden')
    const forbidden = checkCompliance(white, us, facts(head(60), { quality: { ...clean, glasses: 0.6 } }))
    expect([qualityOk(forbidden), forbidden.overall]).toEqual([false, false])
    // The row the panel shows says the same as the verdict.
    expect(forbidden.details.quality.verdicts.find((v) => v.check === 'glasses')?.status).toBe('fail')
    // A shadow on the wall, or a busy wall, fails, unless the page replaced the wall.
    expect(status({ backgroundShadow: 0.6 })).toEqual([
      false,
      [{ check: 'backgroundShadow', status: 'fail' }],
    ])
    expect(status({ backgroundSpread: 0.4 })).toEqual([
      false,
      [{ check: 'backgroundUniform', status: 'fail' }],
    ])
    const replaced = checkCompliance(
      white,
      us,
      facts(head(60), {
        quality: { ...clean, backgroundShadow: 0.6, backgroundSpread: 0.4 },
        replaced: { bodyCutPx: 0, faceShown: 1 },
      }),
    )
    expect(qualityOk(replaced)).toBe(true)
    expect(replaced.details.quality.wallReplaced).toBe(true)
    expect(replaced.details.quality.verdicts.filter((v) => v.status !== 'pass')).toEqual([])
    // Without the dense passes nothing of the pose is known: each says so, none passes in silence.
    const unknown = status({
      yaw: null,
      pitch: null,
      eyesOpen: null,
      mouthOpen: null,
      cornerLift: null,
      gaze: null,
      forehead: null,
      backgroundSpread: null,
      backgroundShadow: null,
    })
    expect(unknown[0]).toBe(true)
    expect(unknown[1]).toEqual(
      [
        'yaw',
        'pitch',
        'eyesOpen',
        'mouthClosed',
        'expression',
        'gaze',
        'headCovering',
        'backgroundUniform',
        'backgroundShadow',
      ].map((check) => ({ check, status: 'warn' })),
    )
  })

  it('keeps a quarter of a narrow band as its margin, so the middle still passes', () => {
    const narrow = { ...us, coverage: { min: 60, max: 64 } }
    const white = solid(600, 600, '#ffffff')
    expect(passes(checkCompliance(white, narrow, facts(head(62))), 'face')).toBe(true)
    expect(passes(checkCompliance(white, narrow, facts(head(61))), 'face')).toBe(true)
    expect(passes(checkCompliance(white, narrow, facts(head(60.9))), 'face')).toBe(false)
  })

  it('a head whose crown the photo cuts off fails the face rows, whatever its measured size, but is still a face found', () => {
    // The estimated crown lies above the frame, as it does when the source's top edge cuts the head.
    const cut = { ...head(60), crown: { x: 300, y: -40 }, chin: { x: 300, y: 400 }, crownCut: true }
    const result = checkCompliance(solid(600, 600, '#ffffff'), us, facts(cut))
    expect(verdict(result)).toMatchObject({ face: false, faceFound: true, overall: false })
    expect(statusOf(result, 'face')).toBe('fail')
    expect(result.details.crownCut).toBe(true)
    expect(checkCompliance(solid(600, 600, '#ffffff'), us, facts(head(60))).details.crownCut).toBe(false)
  })

  it('a blank white wall with no face keeps the spec rows green but is never ready: no face found', () => {
    const result = checkCompliance(solid(600, 600, '#ffffff'), us, none)
    expect(verdict(result)).toMatchObject({ face: false, background: true, faceFound: false })
    expect(statusOf(result, 'face')).toBe('warn')
    expect(passes(result, 'headStraight')).toBe(false)
    expect(result.overall).toBe(false)
    expect(result.details).toMatchObject({ headPercent: null, rollDegrees: null, faces: { found: 0 } })
  })

  it('several faces: the largest is used, and the photo fails only while another shows in the frame', () => {
    const outside = facts(head(60), { faces: { checked: true, found: 2, othersInFrame: 0, where: [] } })
    expect(passes(checkCompliance(solid(600, 600, '#ffffff'), us, outside), 'faceFound')).toBe(true)
    const inside = facts(head(60), { faces: { checked: true, found: 3, othersInFrame: 1, where: ['left'] } })
    const result = checkCompliance(solid(600, 600, '#ffffff'), us, inside)
    expect(passes(result, 'faceFound')).toBe(false)
    expect(result.rows.find((r) => r.key === 'faceFound')?.detail).toBe(
      'Part of another face or head shows on the left of the photo: use a photo of you alone, or move and zoom so only your head shows',
    )
    expect(result.overall).toBe(false)
    const unchecked = facts(head(60), { faces: { checked: false, found: 0, othersInFrame: 0, where: [] } })
    expect(passes(checkCompliance(solid(600, 600, '#ffffff'), us, unchecked), 'faceFound')).toBe(false)
  })

  it('the face must be in the frame: panned off its middle, or its crown cut off, it is not a face found', () => {
    const white = solid(600, 600, '#ffffff')
    const placed = (dx: number, dy: number): HeadInFrame => ({
      crown: { x: 300 + dx, y: 60 + dy },
      chin: { x: 300 + dx, y: 420 + dy },
      centre: { x: 300 + dx, y: 240 + dy },
      heightPercent: 60,
      centreFraction: { x: (300 + dx) / 600, y: (240 + dy) / 600 },
      roll: 0,
      crownCut: false,
      eyeMid: { x: 0, y: 0 },
      eyeLinePercent: 60,
      topMarginPercent: 5,
    })
    expect(checkCompliance(white, us, facts(placed(0, 0))).overall).toBe(true)
    expect(passes(checkCompliance(white, us, facts(placed(80, 0))), 'faceFound')).toBe(true)
    const aside = checkCompliance(white, us, facts(placed(100, 0)))
    expect(passes(aside, 'faceFound')).toBe(false)
    expect(aside.overall).toBe(false)
    expect(passes(checkCompliance(white, us, facts(placed(0, -70))), 'faceFound')).toBe(false)
    expect(passes(checkCompliance(white, us, facts(placed(0, 200))), 'faceFound')).toBe(false)
  })

  it('head straight: at most 2° of roll left in the export', () => {
    const white = solid(600, 600, '#ffffff')
    expect(passes(checkCompliance(white, us, facts(head(60, 2))), 'headStraight')).toBe(true)
    expect(passes(checkCompliance(white, us, facts(head(60, -2.1))), 'headStraight')).toBe(false)
    expect(checkCompliance(white, us, facts(head(60, 3.3))).overall).toBe(false)
  })

  it('enough detail: the export may enlarge the photo at most 1.5x', () => {
    const white = solid(600, 600, '#ffffff')
    expect(passes(checkCompliance(white, us, facts(head(60), { enlargement: 1.5 })), 'enoughDetail')).toBe(
      true,
    )
    const blown = checkCompliance(white, us, facts(head(60), { enlargement: 1.51 }))
    expect(passes(blown, 'enoughDetail')).toBe(false)
    expect(blown.overall).toBe(false)
    expect(blown.details.enlargement).toBe(1.51)
  })

  it('padding is not background: white padding on the left third fails the frame and does not count', () => {
    const cover = { covered: false, paddedPercent: 33.3 }
    const result = checkCompliance(
      solid(600, 600, '#ffffff'),
      us,
      facts(head(60), { cover, onPhoto: (p) => p.x > 200 }),
    )
    expect(passes(result, 'fillsFrame')).toBe(false)
    expect(result.overall).toBe(false)
    const excluded = result.details.background.samples.filter((s) => s.excluded === 'padding')
    expect(excluded.map((s) => s.position)).toEqual(['top-left', 'bottom-left', 'left'])
    expect(result.details.background.counted).toBe(5)
    expect(passes(result, 'background')).toBe(true)
  })

  it('points on the person do not count: a white wall passes although the shirt fills the bottom', () => {
    // A 60 % head, crown at y 60 and chin at y 420, centred; a grey shirt from y 440 down.
    const img = solid(600, 600, '#ffffff')
    for (let i = 440 * 600 * 4; i < img.data.length; i += 4) img.data.set([90, 90, 100], i)
    const h: HeadInFrame = {
      crown: { x: 300, y: 60 },
      chin: { x: 300, y: 420 },
      centre: { x: 300, y: 240 },
      heightPercent: 60,
      centreFraction: { x: 0.5, y: 0.4 },
      roll: 0,
      crownCut: false,
      eyeMid: { x: 0, y: 0 },
      eyeLinePercent: 60,
      topMarginPercent: 5,
    }
    const result = checkCompliance(img, us, facts(h))
    const bg = result.details.background
    expect(bg.samples.filter((s) => s.excluded === 'person').map((s) => s.position)).toEqual([
      'bottom-right',
      'bottom',
      'bottom-left',
    ])
    expect([bg.counted, bg.passing, bg.needed]).toEqual([5, 5, 4])
    expect(passes(result, 'background')).toBe(true)
    // Without the head, the three shirt points count and fail the spec's 6-of-8 rule.
    const blind = checkCompliance(img, us, facts(head(60)))
    expect(blind.details.background.passing).toBe(5)
    expect(passes(blind, 'background')).toBe(false)
  })

  it('too few points showing background cannot pass: two counted, even with the spare points, all white', () => {
    const result = checkCompliance(
      solid(600, 600, '#ffffff'),
      us,
      facts(head(60), {
        cover: { covered: false, paddedPercent: 60 },
        onPhoto: (p) => p.y < 100 && p.x < 200,
      }),
    )
    expect(result.details.background).toMatchObject({ counted: 2, passing: 2 })
    expect(passes(result, 'background')).toBe(false)
  })

  it('a #808080 frame fails the background (and so overall)', () => {
    const result = checkCompliance(solid(600, 600, '#808080'), us, none)
    expect(passes(result, 'background')).toBe(false)
    expect(result.overall).toBe(false)
    expect(result.details.background.passing).toBe(0)
    expect(result.details.background.samples.map((s) => s.rgb)).toContainEqual([128, 128, 128])
  })

  it('#f5f5f5 passes for france; within 30 per channel of an allowed colour passes, 31 off fails', () => {
    const france = countryFrame('france')
    expect(passes(checkCompliance(solid(600, 800, '#f5f5f5'), france, none), 'background')).toBe(true)
    // united-states accepts white and #f8f8f8 (248): 248 − 30 = 218 = 0xda passes, 0xd9 does not.
    expect(passes(checkCompliance(solid(600, 600, '#dadada'), us, none), 'background')).toBe(true)
    expect(passes(checkCompliance(solid(600, 600, '#d9d9d9'), us, none), 'background')).toBe(false)
  })

  it('needs 6 of the 8 points: two dark corners pass, three fail', () => {
    const img = solid(600, 600, '#ffffff')
    const paint = (x0: number, y0: number) => {
      for (let y = y0; y < y0 + 40; y++)
        for (let x = x0; x < x0 + 40; x++) img.data.set([0, 0, 0, 255], (y * 600 + x) * 4)
    }
    paint(0, 0)
    paint(560, 0)
    expect(passes(checkCompliance(img, us, none), 'background')).toBe(true)
    paint(0, 560)
    const result = checkCompliance(img, us, none)
    expect(passes(result, 'background')).toBe(false)
    expect(result.details.background.samples.filter((s) => !s.pass).map((s) => s.position)).toEqual([
      'top-left',
      'top-right',
      'bottom-left',
    ])
  })

  it('samples four corners and four edge midpoints', () => {
    const points = sampleEdgePoints(solid(413, 531, '#ffffff'))
    expect(points.map((p) => p.position)).toEqual([
      'top-left',
      'top',
      'top-right',
      'right',
      'bottom-right',
      'bottom',
      'bottom-left',
      'left',
    ])
    expect(points[1]).toMatchObject({ x: 206 })
    expect(points[7]).toMatchObject({ y: 265 })
  })

  it('dimensions fail when the render is not the country size; face checks the band edges inclusively', () => {
    expect(passes(checkCompliance(solid(300, 300, '#ffffff'), us, none), 'dimensions')).toBe(false)
    // The spec's own face rule takes the band's edges in: only outside it does the row say 'Fail'.
    const faceStatus = (percent: number) =>
      statusOf(checkCompliance(solid(600, 600, '#ffffff'), us, facts(head(percent))), 'face')
    expect([faceStatus(50), faceStatus(69)]).toEqual(['warn', 'warn'])
    expect([faceStatus(69.5), faceStatus(49)]).toEqual(['fail', 'fail'])
    expect(
      statusOf(
        checkCompliance(solid(413, 531, '#ffffff'), countryFrame('united-kingdom'), facts(head(72))),
        'face',
      ),
    ).toBe('pass')
  })
})

describe('Vietnam compliance', () => {
  beforeAll(() => initNodeCodecs())
  const vn = countryFrame('vietnam')

  it('whitish backgrounds pass, a cream/grey under the rules fails; the render is always the 4x6 cm size', async () => {
    expect([vn.backgroundRule, vn.fileSizeRule, vn.fileSizeKb.min]).toEqual([
      'whitish',
      'encode-ladder',
      null,
    ])
    const white = await checkEncoded(solid(472, 708, '#f0f0f0'), vn, facts(head(75)))
    expect(verdict(white)).toMatchObject({
      dimensions: true,
      resolution: true,
      face: true,
      background: true,
      fileSize: true,
    })
    expect(white.overall).toBe(true)
    expect(white.details.background.rule).toBe('whitish')
    expect(white.details.fileFit).toMatchObject({ quality: 0.9 })
    // The row states the file the download saves: the highest quality under the cap, not the ladder's first.
    const saved = white.details.file?.bytes ?? 0
    expect(saved).toBeLessThanOrEqual(240_000)
    expect(saved).toBeGreaterThanOrEqual(white.details.fileFit?.bytes ?? 0)
    expect(white.rows.find((r) => r.key === 'fileSize')?.detail).toBe(
      `Saved at ${bothKbReadings(saved)}; the form takes at most 240 KB`,
    )
    // average 210, spread 30: neither rule (>220 & <40, >200 & <20) holds
    const tinted = await checkEncoded(solid(472, 708, '#e6d2c8'), vn, none)
    expect(passes(tinted, 'background')).toBe(false)
    expect(tinted.overall).toBe(false)
    // Dimensions are checked on every document: the spec's Vietnam rule passes them because the render is
    // always 472x708 there, and a raster of another size is no such render.
    const wrongSize = await checkEncoded(solid(100, 100, '#ffffff'), vn, none)
    expect(passes(wrongSize, 'dimensions')).toBe(false)
  })

  it("follows a staff edit of Vietnam's limit: the ladder fits the file under the edited maximum", async () => {
    const edited = countryFrame('vietnam', { ...COUNTRY_SPECS.vietnam, max_file_size_kb: 60 })
    expect(edited.fileSizeKb).toEqual({ min: null, max: 60 })
    const result = await checkEncoded(noisy(), edited, none)
    // A cap of 60 KB is 60,000 bytes: the ladder and the saved file both stay under it.
    expect(result.details.fileFit?.bytes).toBeLessThanOrEqual(60_000)
    const saved = result.details.file?.bytes ?? Number.POSITIVE_INFINITY
    expect(saved).toBeLessThanOrEqual(60_000)
    expect(result.rows.find((r) => r.key === 'fileSize')?.detail).toBe(
      `Saved at ${bothKbReadings(saved)}; the form takes at most 60 KB`,
    )
  })

  it('fails a 28 % head on the Vietnam page, as on every page', async () => {
    const small = await checkEncoded(solid(472, 708, '#ffffff'), vn, facts(head(28)))
    expect(passes(small, 'face')).toBe(false)
    expect(statusOf(small, 'face')).toBe('fail')
    expect(small.details.headPercent).toBe(28)
    expect(small.overall).toBe(false)
  })

  it('file size lowers quality from 0.9 by 0.1 until the JPEG is at most 240 KB (a real encode)', async () => {
    const result = await checkEncoded(noisy(), vn, none)
    expect(passes(result, 'fileSize')).toBe(true)
    const info = result.details.fileFit as NonNullable<typeof result.details.fileFit>
    expect(info.bytes).toBeLessThanOrEqual(240_000)
    expect(info.quality).toBeLessThan(0.9)
    expect(info.quality).toBeGreaterThanOrEqual(0.1)
  })

  it('file size fails when even quality 0.1 stays over 240 KB, after trying 0.9, 0.8 … 0.1', async () => {
    const tried: number[] = []
    // A real JPEG with 241,000 bytes after it: over the 240 KB cap at every quality.
    const real = await encodeJpeg(solid(8, 8, '#ffffff'), {
      quality: 50,
      chromaQuality: 50,
      subsampling: '4:4:4',
    })
    const encode: EncodeJpeg = async (_, settings) => {
      tried.push(settings.quality)
      const big = new Uint8Array(real.length + 241_000)
      big.set(real)
      return big
    }
    const result = await checkEncoded(solid(472, 708, '#ffffff'), vn, none, encode)
    // The ladder's qualities first, then the download's own search for the file it would save.
    expect(tried.slice(0, 9)).toEqual([90, 80, 70, 60, 50, 40, 30, 20, 10])
    expect(passes(result, 'fileSize')).toBe(false)
    expect(result.overall).toBe(false)
    expect(result.details.fileFit).toBeNull()
    expect(result.rows.find((r) => r.key === 'fileSize')?.detail).toBe(
      'Even at quality 0.1 your photo is over 240 KB: use a less detailed photo',
    )
  })

  it('refuses to judge the ladder without its encode', () => {
    expect(() => checkCompliance(solid(472, 708, '#ffffff'), vn, none)).toThrow(TypeError)
  })
})

describe('compliance of real renders', () => {
  beforeAll(async () => {
    await Promise.all([getFaceModel(), initNodeCodecs()])
  }, 30_000)

  it('the astronaut on a mottled grey studio backdrop: face passes, background fails for united-states', async () => {
    const { image, face } = await detectPortrait('skimage_astronaut.png')
    const frame = countryFrame('united-states')
    const { placement, head } = optimizePlacement(image, face, frame)
    const check = await checkPlacement(image, placement, frame, { face, head })
    expect(passes(check.compliance, 'dimensions')).toBe(true)
    expect(passes(check.compliance, 'face')).toBe(true)
    expect(check.compliance.details.headPercent).toBeCloseTo(59.5, 6)
    expect(passes(check.compliance, 'background')).toBe(false)
    expect(check.compliance.overall).toBe(false)
  })

  it('Obama on the Vietnam page: background fails (flags and curtains), the rest passes', async () => {
    const { image, face } = await detectPortrait('wh_obama_official.jpg')
    const frame = countryFrame('vietnam')
    const { placement, head } = optimizePlacement(image, face, frame)
    const check = await checkPlacement(image, placement, frame, { face, head }, { encode: encodeJpeg })
    expect(verdict(check.compliance)).toMatchObject({
      dimensions: true,
      resolution: true,
      face: true,
      fileSize: true,
    })
    expect(passes(check.compliance, 'background')).toBe(false)
  })

  it('a face shrunk below the band fails the face check', async () => {
    const { image, face } = await detectPortrait('wh_obama_official.jpg')
    const frame = countryFrame('united-kingdom')
    const { placement, head } = optimizePlacement(image, face, frame)
    const small = { ...placement, scale: placement.scale * 0.8 }
    const check = await checkPlacement(image, small, frame, { face, head })
    expect(check.compliance.details.headPercent).toBeCloseTo(70 * 0.8, 6)
    expect(passes(check.compliance, 'face')).toBe(false)
  })

  it('the official portrait, filling the UK frame, zoomed out to half is padded: the frame is not filled and padding does not count', async () => {
    const { image, face } = await detectPortrait('wh_obama_official.jpg')
    const frame = countryFrame('united-kingdom')
    const { placement, head } = optimizePlacement(image, face, frame)
    const before = await checkPlacement(image, placement, frame, { face, head })
    expect(passes(before.compliance, 'fillsFrame')).toBe(true)
    expect(passes(before.compliance, 'faceFound')).toBe(true)
    expect(passes(before.compliance, 'headStraight')).toBe(true)
    const half = { ...placement, scale: placement.scale * 0.5 }
    const check = await checkPlacement(image, half, frame, { face, head })
    expect(passes(check.compliance, 'fillsFrame')).toBe(false)
    expect(check.compliance.details.cover.paddedPercent).toBeGreaterThan(20)
    expect(check.compliance.details.background.samples.some((s) => s.excluded === 'padding')).toBe(true)
    expect(check.compliance.overall).toBe(false)
  })

  it('the 320x240 crop of the portrait blown up to 600x600: 180 px of head for 360, not enough detail', async () => {
    const { image, face } = await detectPortrait('wh_obama_small.jpg')
    const frame = countryFrame('united-states')
    const { placement, head } = optimizePlacement(image, face, frame)
    const check = await checkPlacement(image, placement, frame, { face, head })
    expect(check.compliance.details.enlargement).toBeGreaterThan(1.9)
    expect(passes(check.compliance, 'enoughDetail')).toBe(false)
    expect(check.compliance.overall).toBe(false)
    // The full-size portrait is shrunk for the same frame: plenty of detail.
    const full = await detectPortrait('wh_obama_official.jpg')
    const fullPlaced = optimizePlacement(full.image, full.face, frame)
    const fullCheck = await checkPlacement(full.image, fullPlaced.placement, frame, {
      face: full.face,
      head: fullPlaced.head,
    })
    expect(fullCheck.compliance.details.enlargement).toBeLessThan(1)
    expect(passes(fullCheck.compliance, 'enoughDetail')).toBe(true)
  })

  it('the cat: no face found, so never ready, whatever the other rows say', async () => {
    const { image, face } = await detectPortrait('skimage_cat_noface.png')
    const frame = countryFrame('united-kingdom')
    const { placement, head } = optimizePlacement(image, face, frame)
    const check = await checkPlacement(image, placement, frame, { face, head })
    expect(passes(check.compliance, 'faceFound')).toBe(false)
    expect(check.compliance.details.faces.found).toBe(0)
    expect(check.compliance.overall).toBe(false)
  })

  it.runIf(hasFetchedPortrait('human_person-lexi.jpg'))(
    "a photo with too little room around the head: Face found fails, and says Auto Center can't fit it",
    async () => {
      const { image, face } = await detectPortrait('human_person-lexi.jpg')
      const frame = countryFrame('united-states')
      const { placement, head } = optimizePlacement(image, face, frame)
      const { compliance } = await checkPlacement(image, placement, frame, { face, head })
      // Covering the frame lifts the crown above its top edge: the auto placement itself leaves the head out.
      expect(passes(compliance, 'fillsFrame')).toBe(true)
      expect(passes(compliance, 'faceFound')).toBe(false)
      expect(compliance.details.autoCenter).toEqual({ levels: true, placesHead: false, covers: true })
      const row = compliance.rows.find((r) => r.key === 'faceFound')
      expect(row?.detail).toBe(CHECK_DETAILS.noRoomForHead)
      // A portrait with room around the head: the same row passes, and Auto Center places it.
      const roomy = await detectPortrait('wh_obama_official.jpg')
      const auto = optimizePlacement(roomy.image, roomy.face, frame)
      const zoomedIn = { ...auto.placement, scale: auto.placement.scale * 1.6 }
      const off = await checkPlacement(roomy.image, zoomedIn, frame, { face: roomy.face, head: auto.head })
      expect(passes(off.compliance, 'faceFound')).toBe(false)
      expect(off.compliance.details.autoCenter).toEqual({ levels: true, placesHead: true, covers: true })
    },
  )

  it('a 320x240 photo cropped close around the head: Auto Center leaves the frame padded, and the row says why', async () => {
    const { image, face } = await detectPortrait('wh_obama_small.jpg')
    const frame = countryFrame('united-states')
    const { placement, head } = optimizePlacement(image, face, frame)
    const { compliance } = await checkPlacement(image, placement, frame, { face, head })
    expect(passes(compliance, 'fillsFrame')).toBe(false)
    expect(compliance.details.autoCenter).toEqual({ levels: true, placesHead: true, covers: false })
    const row = compliance.rows.find((r) => r.key === 'fillsFrame')
    expect(row?.detail).toBe(CHECK_DETAILS.paddedPhotoTooSmall(compliance.details.cover.paddedPercent))
    // Zoomed in until covered, the head is far past its band: the zoom the plain advice asks for cannot pass.
    const covering = { ...placement, scale: placement.scale * 1.4 }
    const zoomed = await checkPlacement(image, covering, frame, { face, head })
    expect(passes(zoomed.compliance, 'fillsFrame')).toBe(true)
    expect(zoomed.compliance.details.headPercent ?? 0).toBeGreaterThan(frame.coverage.max)
  })

  it('the 25° rolled portrait left unlevelled fails head straight; auto-levelled it passes', async () => {
    const { image, face } = await detectPortrait('derived_wh_biden_official_rot-25.jpg')
    const frame = countryFrame('united-kingdom')
    const { placement, head } = optimizePlacement(image, face, frame)
    const levelled = await checkPlacement(image, placement, frame, { face, head })
    expect(Math.abs(levelled.compliance.details.rollDegrees ?? 99)).toBeLessThanOrEqual(2)
    expect(passes(levelled.compliance, 'headStraight')).toBe(true)
    const tilted = await checkPlacement(image, { ...placement, rotation: 0 }, frame, { face, head })
    expect(tilted.compliance.details.rollDegrees).toBeLessThan(-20)
    expect(passes(tilted.compliance, 'headStraight')).toBe(false)
  })
})

describe('which points show background on a well-placed photo', () => {
  it('a white wall passes on every country frame across the band, 35-50 % down and 5 % either side', () => {
    const frames = allCountryFrames()
    const failures: string[] = []
    for (const frame of frames) {
      const white = solid(frame.width, frame.height, frame.background)
      for (const percent of [frame.coverage.min, targetCoverage(frame), frame.coverage.max]) {
        for (const down of [0.35, 0.4, 0.45, 0.5]) {
          for (const across of [-0.05, 0, 0.05]) {
            const h = (percent / 100) * frame.height
            const cx = frame.width * (0.5 + across)
            const cy = frame.height * down
            const placed: HeadInFrame = {
              crown: { x: cx, y: cy - h / 2 },
              chin: { x: cx, y: cy + h / 2 },
              centre: { x: cx, y: cy },
              heightPercent: percent,
              centreFraction: { x: 0.5 + across, y: down },
              roll: 0,
              crownCut: false,
              eyeMid: { x: 0, y: 0 },
              eyeLinePercent: 60,
              topMarginPercent: 5,
            }
            // Only the wall is judged here: the Vietnam document's ladder is given as not fitting.
            const ladder = frame.fileSizeRule === 'encode-ladder' ? { fileFit: null } : {}
            const result = checkCompliance(white, frame, facts(placed, ladder))
            if (!passes(result, 'background')) {
              failures.push(
                `${frame.code} ${percent}% at ${down}/${across}: ${result.details.background.counted} counted`,
              )
            }
          }
        }
      }
    }
    expect(failures).toEqual([])
  })

  it('a 75 % head on the Vietnam page leaves both top corners and both side midpoints counted', async () => {
    await initNodeCodecs()
    const vn = countryFrame('vietnam')
    // 472x708: the head 531 px tall, its centre 40 % down (y 283), centred.
    const h: HeadInFrame = {
      crown: { x: 236, y: 17.5 },
      chin: { x: 236, y: 548.5 },
      centre: { x: 236, y: 283 },
      heightPercent: 75,
      centreFraction: { x: 0.5, y: 0.4 },
      roll: 0,
      crownCut: false,
      eyeMid: { x: 0, y: 0 },
      eyeLinePercent: 60,
      topMarginPercent: 5,
    }
    const result = await checkEncoded(solid(472, 708, '#ffffff'), vn, facts(h))
    const counted = result.details.background.samples.filter((s) => !s.excluded).map((s) => s.position)
    expect(counted).toEqual(['top-left', 'top-right', 'right', 'left'])
    expect(passes(result, 'background')).toBe(true)
    expect(result.overall).toBe(true)
  })
})

describe('eye line', () => {
  const ds160 = { ...countryFrame('united-states'), eyeLine: { min: 56, max: 69 } }
  const white = solid(600, 600, '#ffffff')
  const at = (percent: number): HeadInFrame => ({ ...head(59.5), eyeLinePercent: percent })

  it('passes with the eyes inside the document band and fails outside it, with the measured value', () => {
    expect(passes(checkCompliance(white, ds160, facts(at(60))), 'eyeLine')).toBe(true)
    const low = checkCompliance(white, ds160, facts(at(52.4)))
    expect(passes(low, 'eyeLine')).toBe(false)
    expect(low.overall).toBe(false)
    expect(low.details.eyeLine).toEqual({ percent: 52.4, band: { min: 56, max: 69 } })
  })

  it('is no rule where the document states none', () => {
    const result = checkCompliance(white, countryFrame('united-states'), facts(at(20)))
    expect(result.rows.some((r) => r.key === 'eyeLine')).toBe(false)
    expect(passes(result, 'eyeLine')).toBeUndefined()
  })
})
