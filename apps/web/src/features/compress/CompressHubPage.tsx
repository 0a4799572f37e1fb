import { COMPRESS_TARGET_RANGE, COMPRESS_TARGETS } from '@vps/specs'
import { Gem, Target, Zap } from 'lucide-react'
import { CommonUseCases } from './CommonUseCases.tsx'
import { LARGEST, SMALLEST } from './compress-hub-meta.ts'
import { HowItWorks } from './HowItWorks.tsx'
import { Section } from './Section.tsx'
import { TargetCard } from './TargetCard.tsx'
import { TargetSizeForm } from './TargetSizeForm.tsx'
import { COMPRESS_MAX_LABEL, PICKER_FORMATS_PROSE, TOLERANCE_LABEL } from './upload-rules.ts'

const BLURBS = [
  {
    icon: Zap,
    title: 'Instant Compression',
    text: 'Runs right in your browser: no upload, no queue, no account.',
  },
  {
    icon: Gem,
    title: 'Preserved Quality',
    text: 'Keeps the highest JPEG quality that fits and your original dimensions whenever the target allows.',
  },
  {
    icon: Target,
    title: 'Precise Targets',
    text: `${COMPRESS_TARGETS.length} sizes from ${SMALLEST} to ${LARGEST}, each aiming for within ${TOLERANCE_LABEL}.`,
  },
]

export function CompressHubPage() {
  return (
    <>
      <section
        aria-labelledby="hub-title"
        className="border-b border-slate-200 bg-gradient-to-b from-blue-50 to-white"
      >
        <div className="mx-auto max-w-6xl px-4 py-14 text-center sm:py-20">
          <h1 id="hub-title" className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            General Image Compression
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">
            Compress any {PICKER_FORMATS_PROSE} image (up to {COMPRESS_MAX_LABEL}) to the exact file size a
            form, website or inbox asks for. Choose a target below and get a JPEG close to it in seconds.
          </p>
          <div className="mx-auto mt-8 flex max-w-md flex-col items-center gap-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <p className="text-sm text-slate-700">
              Need another size? Any whole KB from {COMPRESS_TARGET_RANGE.min} to {COMPRESS_TARGET_RANGE.max}{' '}
              works (1 KB = 1,024 bytes; a form that counts 1,000 can be chosen on the next page).
            </p>
            <TargetSizeForm className="items-center" />
          </div>
          <ul className="mt-10 grid gap-4 text-left sm:grid-cols-3">
            {BLURBS.map((blurb) => (
              <li key={blurb.title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                <blurb.icon aria-hidden="true" className="h-7 w-7 text-blue-700" />
                <h2 className="mt-3 text-lg font-semibold text-slate-900">{blurb.title}</h2>
                <p className="mt-1 text-sm text-slate-600">{blurb.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <Section
        id="targets"
        title="Choose Your Target Size"
        lead="Each size has its own page with tips for what it suits best."
      >
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {COMPRESS_TARGETS.map((target) => (
            <li key={target.size}>
              <TargetCard target={target} />
            </li>
          ))}
        </ul>
      </Section>

      <HowItWorks className="bg-slate-50" />
      <CommonUseCases />
    </>
  )
}
