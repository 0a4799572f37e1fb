import type { ConditionState } from '@vps/imaging'
import { CAMERA_CONDITION_LABELS, CAMERA_COPY } from '@vps/specs'
import { CircleCheck, CircleDashed } from 'lucide-react'

/**
 * Each live condition, ticked as it is met (docs/camera.md, "Coaching"). Not a live region: it changes on
 * every frame; the one instruction above it is what a screen reader hears.
 */
export function ConditionList({ conditions }: { conditions: readonly ConditionState[] }) {
  return (
    <ul
      aria-label={CAMERA_COPY.conditions}
      className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm"
      data-testid="camera-conditions"
    >
      {conditions.map(({ key, met }) => (
        <li
          key={key}
          data-condition={key}
          data-met={met}
          className={`flex items-center gap-1.5 ${met ? 'text-green-800' : 'text-slate-600'}`}
        >
          {met ? (
            <CircleCheck aria-hidden="true" className="h-4 w-4 shrink-0" />
          ) : (
            <CircleDashed aria-hidden="true" className="h-4 w-4 shrink-0" />
          )}
          <span>
            {CAMERA_CONDITION_LABELS[key]}
            <span className="sr-only">{met ? ': yes' : ': not yet'}</span>
          </span>
        </li>
      ))}
    </ul>
  )
}
