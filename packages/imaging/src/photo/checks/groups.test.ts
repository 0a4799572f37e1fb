// Every compliance row has its group and its problem in packages/specs (copy/result.ts): the result view shows
// each row under a group title, and a failing one as a thing to fix with its one action. A check added to
// COMPLIANCE_CHECKS without them fails here, not silently under the wrong title on the page.
import { CHECK_GROUPS, CHECK_ROWS, FIX_ACTION_LABELS, PROBLEMS } from '@vps/specs'
import { describe, expect, it } from 'vitest'
import { COMPLIANCE_CHECKS } from './index.ts'

describe('the result view groups', () => {
  const keys = COMPLIANCE_CHECKS.map((check) => check.key)

  it.each(keys)('%s has a group and a problem', (key) => {
    const row = CHECK_ROWS[key]
    expect(row, `${key} is missing from CHECK_ROWS`).toBeDefined()
    expect(Object.keys(CHECK_GROUPS)).toContain(row?.group)
    expect(Object.keys(PROBLEMS)).toContain(row?.problem)
  })

  it('names no row the engine does not have, and every group holds a row', () => {
    expect(Object.keys(CHECK_ROWS).sort()).toEqual([...keys].sort())
    const used = new Set(Object.values(CHECK_ROWS).map((row) => row.group))
    expect([...used].sort()).toEqual(Object.keys(CHECK_GROUPS).sort())
  })

  it('gives every problem words and a labelled action, and a fallback its words', () => {
    for (const [id, problem] of Object.entries(PROBLEMS)) {
      expect(problem.title, id).not.toBe('')
      expect(problem.todo, id).not.toBe('')
      expect(FIX_ACTION_LABELS[problem.action], id).toBeTruthy()
      if ('fallback' in problem) expect('fallbackTodo' in problem, id).toBe(true)
    }
  })
})
