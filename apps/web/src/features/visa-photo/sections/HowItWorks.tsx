import { Download, ScanFace, Upload } from 'lucide-react'
import type { Step } from '../content/how-it-works.ts'
import { Section } from './Section.tsx'

const ICONS = [Upload, ScanFace, Download]

export function HowItWorks({ steps }: { steps: Step[] }) {
  return (
    <Section id="how-it-works" title="How it works">
      <ol className="grid gap-4 md:grid-cols-3">
        {steps.map((step, index) => {
          const Icon = ICONS[index] ?? Upload
          return (
            <li key={step.title} className="rounded-xl border border-slate-200 bg-white p-5">
              <span className="flex items-center gap-3">
                <span className="flex h-10 w-10 items-center justify-center rounded-full bg-blue-100 text-blue-700">
                  <Icon aria-hidden="true" className="h-5 w-5" />
                </span>
                <span className="text-sm font-semibold text-blue-700">Step {index + 1}</span>
              </span>
              <h3 className="mt-3 font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-1 text-sm text-slate-600">{step.text}</p>
            </li>
          )
        })}
      </ol>
    </Section>
  )
}
