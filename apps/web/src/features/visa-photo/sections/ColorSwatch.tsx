import type { Swatch } from '../../../shared/country/spec-format.ts'

/** A colour chip that always carries its name and hex value, never colour alone. */
export function ColorSwatch({ swatch }: { swatch: Swatch }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span
        aria-hidden="true"
        className="h-5 w-5 shrink-0 rounded-full border border-slate-400 shadow-inner"
        style={{ backgroundColor: swatch.hex }}
      />
      <span>
        {swatch.name} <span className="font-mono text-xs text-slate-600">{swatch.hex}</span>
        {swatch.main ? <span className="text-xs text-slate-600"> (default)</span> : null}
      </span>
    </span>
  )
}
