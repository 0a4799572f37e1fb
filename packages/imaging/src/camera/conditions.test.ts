import { CAMERA, CAMERA_CONDITIONS, COMPLIANCE, QUALITY } from '@vps/specs'
import { describe, expect, it } from 'vitest'
import { type CoachRules, firstInstruction, judgeConditions } from './conditions.ts'
import { cameraGuide } from './guide.ts'
import type { LiveReading } from './reading.ts'

// 540x720, France's frame: the guide is 486x648 at (27, 36), the band 453.6-518.4 px, the oval's centre
// (270, 295.2).
const guide = cameraGuide(
  { width: 540, height: 720 },
  { width: 600, height: 800, coverage: { min: 70, max: 80 } },
)
const rules: CoachRules = { guide, glasses: 'unstated', wall: false }
const q = QUALITY.checks

/** A sitter in place, looking straight, eyes open, mouth closed, evenly lit: every condition met. */
const inPlace: LiveReading = {
  faces: 1,
  head: { centre: { x: 270, y: 295.2 }, height: 486, roll: 0.5 },
  roll: 0.5,
  yaw: 1,
  pitch: -2,
  eyesOpen: 0.6,
  mouthOpen: 0.02,
  glasses: 0.1,
  luminance: 0.5,
  lightingBalance: 0.9,
  wallSpread: 0.05,
  sharpness: 0.6,
  meshed: true,
  ms: { detect: 5, mesh: 10, total: 16 },
}
const withHead = (head: Partial<NonNullable<LiveReading['head']>>): LiveReading => ({
  ...inPlace,
  head: { ...(inPlace.head as NonNullable<LiveReading['head']>), ...head },
})
const unmet = (reading: LiveReading, r: CoachRules = rules) =>
  judgeConditions(reading, r)
    .filter((c) => !c.met)
    .map((c) => c.key)

describe('judgeConditions', () => {
  it('meets every condition for a sitter in place, and says to hold still', () => {
    const states = judgeConditions(inPlace, rules)
    expect(states.every((s) => s.met)).toBe(true)
    expect(firstInstruction(states)).toBe('hold')
  })

  it("lists the conditions in CAMERA_CONDITIONS' order, leaving out those the document does not ask", () => {
    const keys = judgeConditions(inPlace, rules).map((s) => s.key)
    expect(keys).toEqual(CAMERA_CONDITIONS.filter((k) => k !== 'glasses' && k !== 'wall'))
    const strict = judgeConditions(inPlace, { ...rules, glasses: 'forbidden', wall: true }).map((s) => s.key)
    expect(strict).toEqual([...CAMERA_CONDITIONS])
  })

  it('asks for a face first when there is none', () => {
    const states = judgeConditions({ ...inPlace, head: null, faces: 0 }, rules)
    expect(firstInstruction(states)).toBe('noFace')
  })

  it('says move closer or back at the ends of the band, with the coaching slack', () => {
    const slack = CAMERA.coach.sizeSlack * 486
    expect(firstInstruction(judgeConditions(withHead({ height: guide.head.min - slack - 1 }), rules))).toBe(
      'closer',
    )
    expect(unmet(withHead({ height: guide.head.min - slack + 1 }))).toEqual([])
    expect(firstInstruction(judgeConditions(withHead({ height: guide.head.max + slack + 1 }), rules))).toBe(
      'back',
    )
  })

  it("centres within 'Face found''s offset, across and down", () => {
    const limit = COMPLIANCE.maxCentreOffset * guide.frame.width
    expect(unmet(withHead({ centre: { x: 270 + limit - 1, y: 295.2 } }))).toEqual([])
    expect(unmet(withHead({ centre: { x: 270 - limit - 1, y: 295.2 } }))).toEqual(['centre'])
    expect(unmet(withHead({ centre: { x: 270, y: 295.2 + COMPLIANCE.maxCentreOffset * 648 + 1 } }))).toEqual([
      'centre',
    ])
  })

  it('gives the most important of several problems: distance before centre before level', () => {
    const everything = { ...withHead({ height: 200, centre: { x: 400, y: 295 } }), roll: 12 }
    expect(unmet(everything)).toEqual(['distance', 'centre', 'level'])
    expect(firstInstruction(judgeConditions(everything, rules))).toBe('closer')
    const offCentre = { ...withHead({ centre: { x: 400, y: 295 } }), roll: 12 }
    expect(firstInstruction(judgeConditions(offCentre, rules))).toBe('centre')
    expect(firstInstruction(judgeConditions({ ...inPlace, roll: -12 }, rules))).toBe('level')
    // YuNet's own roll is not what decides: on a small frame it barely follows a tilt.
    expect(unmet(withHead({ roll: 12 }))).toEqual([])
  })

  it("reads pose, eyes and mouth against the verdict's own thresholds", () => {
    // A chin up to the verdict's refusal passes: the reading is too rough to coach a finer one.
    expect(unmet({ ...inPlace, pitch: q.pitch.maxDegrees + 1 })).toEqual([])
    expect(unmet({ ...inPlace, yaw: q.yaw.maxDegrees + 1 })).toEqual(['facing'])
    expect(firstInstruction(judgeConditions({ ...inPlace, pitch: q.pitch.sureDegrees + 1 }, rules))).toBe(
      'chinDown',
    )
    expect(firstInstruction(judgeConditions({ ...inPlace, pitch: -q.pitch.sureDegrees - 1 }, rules))).toBe(
      'chinUp',
    )
    expect(unmet({ ...inPlace, eyesOpen: q.eyesOpen.minOpen - 0.01 })).toEqual(['eyes'])
    expect(unmet({ ...inPlace, mouthOpen: q.mouthClosed.maxOpen + 0.01 })).toEqual(['mouth'])
  })

  it('asks to hold on while the face mesh has not read a measure yet', () => {
    const unread = { ...inPlace, roll: null, yaw: null, pitch: null, eyesOpen: null, mouthOpen: null }
    const states = judgeConditions(unread, rules)
    expect(states.filter((s) => !s.met).map((s) => s.key)).toEqual([
      'level',
      'facing',
      'chin',
      'eyes',
      'mouth',
    ])
    expect(firstInstruction(states)).toBe('hold')
  })

  it('asks for glasses off only where the document forbids them', () => {
    const glasses = { ...inPlace, glasses: q.glasses.maxBridgeEdges + 0.1 }
    expect(unmet(glasses)).toEqual([])
    expect(unmet(glasses, { ...rules, glasses: 'allowed' })).toEqual([])
    expect(firstInstruction(judgeConditions(glasses, { ...rules, glasses: 'forbidden' }))).toBe('glasses')
  })

  it('asks for more light, or more even light, from the exposure and lighting rules', () => {
    expect(
      firstInstruction(judgeConditions({ ...inPlace, luminance: q.exposure.minLuminance - 0.01 }, rules)),
    ).toBe('darker')
    expect(
      firstInstruction(judgeConditions({ ...inPlace, lightingBalance: q.lighting.minBalance - 0.01 }, rules)),
    ).toBe('light')
  })

  it('judges the wall only where it is kept', () => {
    const busy = { ...inPlace, wallSpread: q.backgroundUniform.maxSpread + 0.05 }
    expect(unmet(busy)).toEqual([])
    expect(firstInstruction(judgeConditions(busy, { ...rules, wall: true }))).toBe('wall')
  })

  it('wants only one face', () => {
    expect(firstInstruction(judgeConditions({ ...inPlace, faces: 2 }, rules))).toBe('alone')
  })
})
