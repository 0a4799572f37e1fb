import type { ComplianceResult, PhotoFrame } from '@vps/imaging/photo'
import { CHECK_DETAILS, EXTRA_DOCUMENTS } from '@vps/specs'
import { describe, expect, it } from 'vitest'
import { complianceRows } from './CompliancePanel.tsx'

const result = (eyePercent: number, eyeBand: { min: number; max: number } | null): ComplianceResult => ({
  dimensions: true,
  resolution: true,
  background: true,
  face: true,
  fileSize: true,
  faceFound: true,
  fillsFrame: true,
  headStraight: true,
  enoughDetail: true,
  headInBand: true,
  editsAccepted: true,
  eyeLineInBand: eyeBand === null || (eyePercent >= eyeBand.min && eyePercent <= eyeBand.max),
  overall: true,
  details: {
    size: { width: 827, height: 1063, expectedWidth: 827, expectedHeight: 1063 },
    headPercent: 72,
    coverage: { min: 64, max: 76 },
    rollDegrees: 0.2,
    crownCut: false,
    faces: { checked: true, found: 1, othersInFrame: 0 },
    cover: { covered: true, paddedPercent: 0 },
    enlargement: 0.9,
    backdrop: { replaced: false, bodyCutPx: 0, maxBodyCutPx: 17, edits: 'refused' },
    eyeLine: { percent: eyePercent, band: eyeBand },
    background: { samples: [], counted: 8, passing: 8, needed: 6, rule: 'colour-match' },
  },
})

const frame = (crown: 'hair' | 'natural', eyeLine: PhotoFrame['eyeLine'] = null) =>
  ({ page: 'generic', dpi: 600, crown, eyeLine, fileSizeKb: { min: 50, max: 1024 } }) as PhotoFrame

describe('complianceRows for documents', () => {
  it('never says Pass beside a head band measured to the natural crown', () => {
    const face = complianceRows(frame('natural'), result(60, null)).find((r) => r.key === 'face')
    expect(face?.status).toBe('warn')
    expect(face?.detail).toBe(CHECK_DETAILS.naturalCrown(72, 64, 76))
    expect(complianceRows(frame('hair'), result(60, null)).find((r) => r.key === 'face')?.status).toBe('pass')
  })

  it('shows an eye-line row only where the document states a band, with the measured value', () => {
    expect(complianceRows(frame('hair'), result(60, null)).some((r) => r.key === 'eyeLine')).toBe(false)
    const band = EXTRA_DOCUMENTS['united-states']?.[0]?.eye_line ?? { min: 56, max: 69 }
    const low = complianceRows(frame('hair', band), result(52, band)).find((r) => r.key === 'eyeLine')
    expect(low).toMatchObject({ status: 'fail', detail: CHECK_DETAILS.eyeLineOut(52, band.min, band.max) })
    expect(low?.detail).toContain('move the photo up')
  })
})
