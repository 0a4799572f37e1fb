import type { RequirementItem } from '../content/requirements.ts'
import { ColorSwatch } from './ColorSwatch.tsx'

/** The country's requirements: each label above its value, so long values never squeeze the label. */
export function RequirementsList({ items }: { items: RequirementItem[] }) {
  return (
    <ul className="divide-y divide-slate-100">
      {items.map((item) => (
        <li key={item.key} className="py-3">
          <span className="block text-sm text-slate-500">{item.label}</span>
          {item.swatches ? (
            <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 font-medium text-slate-900">
              {item.swatches.map((swatch) => (
                <li key={swatch.hex}>
                  <ColorSwatch swatch={swatch} />
                </li>
              ))}
            </ul>
          ) : (
            <span className="mt-0.5 block font-medium text-slate-900">{item.value}</span>
          )}
        </li>
      ))}
    </ul>
  )
}
