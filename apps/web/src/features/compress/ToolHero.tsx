import { getCompressTarget, isCompressSize } from '@vps/specs'
import { FileImage, Maximize2, Target, Timer } from 'lucide-react'
import { compressHeading } from './compress-content.ts'
import { targetColorClasses } from './target-colors.ts'
import { TOLERANCE_LABEL } from './upload-rules.ts'

/** Badge, h1, subtitle and the four requirement items at the top of a tool page. */
export function ToolHero({ size }: { size: number }) {
  // A size outside the spec's 14 has no colour of its own: the site's blue.
  const colors = targetColorClasses(isCompressSize(size) ? getCompressTarget(size).color : 'blue')
  const requirements = [
    { icon: Target, label: 'Target Size', detail: `${size}KB` },
    {
      icon: Maximize2,
      label: 'Original Dimensions Preserved',
      detail: 'Scaled only when the target needs it',
    },
    { icon: FileImage, label: 'Format: JPEG', detail: 'Opens everywhere' },
    { icon: Timer, label: `Tolerance: ${TOLERANCE_LABEL}`, detail: 'Actual size always shown' },
  ]
  return (
    <div className="text-center">
      <p
        className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ring-1 ${colors.chip}`}
      >
        <Target aria-hidden="true" className="h-4 w-4" />
        Target: {size}KB
      </p>
      <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
        {compressHeading(size)}
      </h1>
      <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">
        Compress your image to {size}KB without changing its dimensions. The original width and height are
        kept whenever {size}KB allows; if the target is too small for them, the image is scaled down evenly
        and the result tells you its new size.
      </p>
      <ul className="mx-auto mt-8 grid max-w-4xl grid-cols-1 gap-3 text-left sm:grid-cols-2 lg:grid-cols-4">
        {requirements.map((item) => (
          <li
            key={item.label}
            className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <item.icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-blue-700" />
            <span>
              <span className="block text-sm font-semibold text-slate-900">{item.label}</span>
              <span className="block text-xs text-slate-600">{item.detail}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}
