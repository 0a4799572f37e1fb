// What the result view lists under the verdict (docs/result-view.md): the rows that do not pass, gathered into
// the problems packages/specs names (copy/result.ts), each with the one action the page can take for it.
import { CHECK_ROWS, type FixAction, MAX_FIXES_SHOWN, PROBLEMS, type ProblemId } from '@vps/specs'

/** The part of a compliance row the list reads. */
export interface RowLike {
  key: string
  label: string
  status: 'pass' | 'fail' | 'warn'
}

/** What the page can do right now. */
export interface FixAbilities {
  /** Auto Center would move the photo: the auto placement exists and is not the current one. */
  autoCenter: boolean
  /** Background replacement is off and the document does not refuse it. */
  replaceBackground: boolean
}

export interface FixItem {
  id: ProblemId
  title: string
  todo: string
  action: FixAction
  /** The failing rows this problem is, by key and label: named in the item so the rows and the item agree. */
  rows: { key: string; label: string }[]
}

function resolve(id: ProblemId, can: FixAbilities): Pick<FixItem, 'action' | 'todo'> {
  const problem = PROBLEMS[id]
  const able =
    problem.action === 'autoCenter'
      ? can.autoCenter
      : problem.action === 'replaceBackground'
        ? can.replaceBackground
        : true
  if (able || !('fallback' in problem)) return { action: problem.action, todo: problem.todo }
  return { action: problem.fallback, todo: problem.fallbackTodo }
}

/** The problems the failing rows make, in PROBLEMS' order; a row the list does not know is its own 'file' one. */
export function fixesFor(rows: readonly RowLike[], can: FixAbilities): FixItem[] {
  const byProblem = new Map<ProblemId, FixItem['rows']>()
  for (const row of rows) {
    if (row.status !== 'fail') continue
    const id = CHECK_ROWS[row.key]?.problem ?? 'file'
    byProblem.set(id, [...(byProblem.get(id) ?? []), { key: row.key, label: row.label }])
  }
  return (Object.keys(PROBLEMS) as ProblemId[])
    .filter((id) => byProblem.has(id))
    .map((id) => ({ id, title: PROBLEMS[id].title, ...resolve(id, can), rows: byProblem.get(id) ?? [] }))
}

/** The first few to show under the verdict, and how many more the rows below hold. */
export function shownFixes(fixes: readonly FixItem[]): { shown: FixItem[]; more: number } {
  return { shown: fixes.slice(0, MAX_FIXES_SHOWN), more: Math.max(0, fixes.length - MAX_FIXES_SHOWN) }
}
