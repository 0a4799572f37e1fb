import type { PhotoDocument } from '@vps/specs'
import { describe, expect, it } from 'vitest'
import { documentFacts } from './DataGuideSection.tsx'

const EVISA: PhotoDocument = {
  id: 'visa-photo',
  name: 'Testland e-visa photo',
  medium: 'digital',
  width_mm: 42.3,
  height_mm: 42.3,
  width_px: 500,
  height_px: 500,
  dpi: 300,
  pixels: { min: { width: 500, height: 500 }, max: { width: 500, height: 500 } },
  file_size_kb: { min: null, max: 200 },
  head: { min: 70, max: 75, crown: 'natural' },
  background_color: '#ffffff',
  glasses: 'unstated',
  editPolicy: {
    backgroundReplacement: 'refused',
    reason: 'No source says.',
    source: { name: 'Table A: Testland', url: 'https://example.org/a' },
    verifiedOn: '2026-11-29',
  },
  sources: [],
  verification: 'secondary-agree',
}

describe('documentFacts', () => {
  it("says only what the document holds: an exact upload size, its file cap, the band's crown, the wall", () => {
    expect(documentFacts(EVISA)).toEqual([
      ['Size', '500x500 px upload'],
      ['File', 'JPEG, at most 200KB'],
      ['Head', '70-75% of the height, chin to the top of the head without hair'],
      ['Background', 'plain white'],
      ['Glasses', 'not stated'],
      ['Background replacement', 'off: an unaltered photo is asked for, or no source says'],
    ])
  })

  it('gives a print its mm and what we make of it, and an upload its accepted range', () => {
    const print = documentFacts({
      ...EVISA,
      medium: 'print',
      width_mm: 35,
      height_mm: 45,
      width_px: 827,
      height_px: 1063,
      dpi: 600,
      file_size_kb: { min: null, max: 1024 },
      glasses: 'forbidden',
      head: { min: 71.1, max: 80, crown: 'hair' },
      eye_line: { min: 56, max: 69 },
    })
    expect(print.slice(0, 4)).toEqual([
      ['Size', '35x45 mm print (we make 827x1063 px at 600 dpi)'],
      ['File', 'JPEG for printing, at most 1024KB'],
      ['Head', '71.1-80% of the height, chin to the top of the hair'],
      ['Eyes', '56-69% up from the bottom'],
    ])
    expect(print).toContainEqual(['Glasses', 'not allowed'])
    const range = documentFacts({ ...EVISA, pixels: { min: { width: 500, height: 500 } } })
    expect(range[0]).toEqual(['Size', '500x500 px upload, at least 500x500 px accepted'])
  })
})
