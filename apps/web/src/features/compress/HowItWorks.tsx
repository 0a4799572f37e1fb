import { Download, Gauge, Upload } from 'lucide-react'
import { Section } from './Section.tsx'
import { COMPRESS_MAX_LABEL, PICKER_FORMATS_PROSE, TOLERANCE_LABEL } from './upload-rules.ts'

/** The three steps; on a tool page the target is named, on the hub it stays general. */
export function HowItWorks({ size, className }: { size?: number; className?: string }) {
  const target = size ? `${size}KB` : 'your target size'
  const steps = [
    {
      icon: Upload,
      title: 'Upload Your Image',
      text: `Click or drag and drop a ${PICKER_FORMATS_PROSE} image up to ${COMPRESS_MAX_LABEL}. It stays on your device.`,
    },
    {
      icon: Gauge,
      title: 'Automatic Compression',
      text: `The tool searches for the JPEG quality that lands within ${TOLERANCE_LABEL} of ${target}, keeping the original dimensions whenever it can.`,
    },
    {
      icon: Download,
      title: 'Download Your JPEG',
      text: 'Compare the original and compressed sizes and dimensions, then download the compressed JPEG.',
    },
  ]
  return (
    <Section id="how-it-works" title="How It Works" className={className}>
      <ol className="grid gap-6 md:grid-cols-3">
        {steps.map((step, index) => (
          <li
            key={step.title}
            className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <div className="flex items-center gap-3">
              <span className="flex h-10 w-10 items-center justify-center rounded-full bg-blue-700 font-bold text-white">
                {index + 1}
              </span>
              <step.icon aria-hidden="true" className="h-6 w-6 text-blue-700" />
            </div>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{step.title}</h3>
            <p className="mt-2 text-slate-600">{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  )
}
