import { FIX_ACTION_LABELS, PROBLEMS } from '@vps/specs'
import { describe, expect, it } from 'vitest'
import { fixesFor, shownFixes } from './result-fixes.ts'

const fail = (key: string, label = key) => ({ key, label, status: 'fail' as const })
const pass = (key: string, label = key) => ({ key, label, status: 'pass' as const })
const ABLE = { autoCenter: true, replaceBackground: true }

describe('fixesFor', () => {
  it('is empty when every row passes or only asks for a look', () => {
    expect(
      fixesFor([pass('face'), { key: 'headStraight', label: 'Head straight', status: 'warn' }], ABLE),
    ).toEqual([])
  })

  it('makes one item of the rows one action fixes, naming each row', () => {
    const fixes = fixesFor([fail('face', 'Face size'), pass('background'), fail('eyeLine', 'Eye line')], ABLE)
    expect(fixes).toHaveLength(1)
    expect(fixes[0]).toMatchObject({
      id: 'placement',
      title: PROBLEMS.placement.title,
      action: 'autoCenter',
      rows: [
        { key: 'face', label: 'Face size' },
        { key: 'eyeLine', label: 'Eye line' },
      ],
    })
    expect(FIX_ACTION_LABELS[fixes[0]?.action ?? 'newPhoto']).toBe('Auto Center')
  })

  it('offers another photo where Auto Center has already placed it, or the wall cannot be replaced', () => {
    const fixes = fixesFor([fail('face'), fail('background')], {
      autoCenter: false,
      replaceBackground: false,
    })
    expect(fixes.map((f) => [f.id, f.action, f.todo])).toEqual([
      ['placement', 'newPhoto', PROBLEMS.placement.fallbackTodo],
      ['background', 'newPhoto', PROBLEMS.background.fallbackTodo],
    ])
  })

  it('lists what stops most first and shows three, counting the rest', () => {
    const fixes = fixesFor(
      [
        fail('quality-sharpness'),
        fail('background'),
        fail('quality-mouthClosed'),
        fail('enoughDetail'),
        fail('faceFound'),
      ],
      ABLE,
    )
    expect(fixes.map((f) => f.id)).toEqual(['noFace', 'background', 'detail', 'expression', 'light'])
    const { shown, more } = shownFixes(fixes)
    expect(shown.map((f) => f.id)).toEqual(['noFace', 'background', 'detail'])
    expect(more).toBe(2)
    expect(fixes.find((f) => f.id === 'detail')?.action).toBe('largerPhoto')
  })
})

describe('a group summary', () => {
  it("counts the rows that fail and those marked 'Check', so a closed group hides neither", async () => {
    const { RESULT_COPY } = await import('@vps/specs')
    expect(RESULT_COPY.groupCount(0, 0, 4)).toBe('4 pass')
    expect(RESULT_COPY.groupCount(0, 1, 10)).toBe('1 to check')
    expect(RESULT_COPY.groupCount(3, 1, 8)).toBe('3 of 8 not passing, 1 to check')
  })
})
