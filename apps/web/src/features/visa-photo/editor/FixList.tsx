import { FIX_ACTION_LABELS, type FixAction, RESULT_COPY } from '@vps/specs'
import { Crosshair, ImagePlus, Wand2 } from 'lucide-react'
import { BackgroundIssueCard } from './DownloadPanel.tsx'
import { type FixItem, shownFixes } from './result-fixes.ts'

type Props = {
  fixes: readonly FixItem[]
  /** The failing rows include the spec's Background row: its problem is the spec's red card. */
  backgroundFails: boolean
  disabled: boolean
  onAction: (action: FixAction) => void
}

const ICONS = { autoCenter: Crosshair, replaceBackground: Wand2, keepBackground: Wand2 } as const

/**
 * The two or three things to fix, under the verdict (docs/result-view.md): each in plain words, naming the rows
 * it is, with the one button that fixes it. The background problem is the spec's 'Background Issue Detected'
 * card, so the toast, the card and the rows say one thing.
 */
export function FixList({ fixes, backgroundFails, disabled, onAction }: Props) {
  const { shown, more } = shownFixes(fixes)
  if (shown.length === 0) return null
  return (
    <div className="mt-3" data-testid="result-fixes">
      <h4 className="text-sm font-bold text-slate-900">{RESULT_COPY.fixHeading(fixes.length)}</h4>
      <ol className="mt-2 space-y-2">
        {shown.map((fix) => {
          // The rows it is and its button first, right under its title, so both show under the photo on a
          // phone; what to do, in a sentence, after them.
          const lead = (
            <>
              <p className="mt-1 text-xs font-medium" data-testid="fix-rows">
                {RESULT_COPY.rowsNamed(fix.rows.map((row) => row.label))}
              </p>
              <FixButton fix={fix} disabled={disabled} onAction={onAction} />
            </>
          )
          const todo = <p className="mt-2 text-sm">{fix.todo}</p>
          return (
            <li key={fix.id} data-fix={fix.id} data-action={fix.action}>
              {fix.id === 'background' && backgroundFails ? (
                <BackgroundIssueCard lead={lead}>{todo}</BackgroundIssueCard>
              ) : (
                <div className="rounded-lg border border-red-200 bg-white p-3 text-red-950">
                  <p className="font-semibold">{fix.title}</p>
                  {lead}
                  {todo}
                </div>
              )}
            </li>
          )
        })}
      </ol>
      {more > 0 ? <p className="mt-2 text-xs text-slate-700">{RESULT_COPY.more(more)}</p> : null}
    </div>
  )
}

function FixButton({
  fix,
  disabled,
  onAction,
}: {
  fix: FixItem
  disabled: boolean
  onAction: (action: FixAction) => void
}) {
  const label = FIX_ACTION_LABELS[fix.action]
  const Icon = fix.action in ICONS ? ICONS[fix.action as keyof typeof ICONS] : ImagePlus
  return (
    <button
      type="button"
      disabled={disabled}
      onClick={() => onAction(fix.action)}
      // The visible words first, then the problem: the editor has its own 'Auto Center' button.
      aria-label={`${label}: ${fix.title}`}
      className="mt-2 inline-flex min-h-10 items-center gap-2 rounded-lg bg-blue-700 px-3 py-2 text-sm font-semibold text-white hover:bg-blue-800 disabled:cursor-not-allowed disabled:opacity-60"
    >
      <Icon aria-hidden="true" className="h-4 w-4" />
      {label}
    </button>
  )
}
