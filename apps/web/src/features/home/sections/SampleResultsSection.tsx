import { ArrowRight, CheckCircle2, FileImage, TriangleAlert } from 'lucide-react'
import type { ReactNode } from 'react'
import { HomeSection } from '../HomeSection.tsx'
import { FEATURED_SPEC, PHOTO_MAX_LABEL } from '../home-content.ts'
import { PortraitSketch } from '../PortraitSketch.tsx'

const spec = FEATURED_SPEC
const aspect = spec.width_mm / spec.height_mm
// Schematic stand-ins for a typical phone snapshot: landscape, grey wall, subject off to one side.
const SNAPSHOT_ASPECT = 4 / 3
const SNAPSHOT_WALL = '#cbd5e1'
const faceRange = `${spec.face_coverage_min}-${spec.face_coverage_max}%`

type Sample = {
  title: string
  before: string
  after: string
  beforeArt: ReactNode
  afterArt: ReactNode
}

const SAMPLES: readonly Sample[] = [
  {
    title: 'Face Centred and Sized',
    before: 'A snapshot with the face small and off to one side.',
    after: `The face centred and scaled to ${faceRange} of the photo height, as the Vietnam rules ask.`,
    beforeArt: (
      <PortraitSketch
        aspect={SNAPSHOT_ASPECT}
        background={SNAPSHOT_WALL}
        headX={70}
        headY={45}
        headSize={26}
        className="w-full"
      />
    ),
    afterArt: (
      <PortraitSketch
        aspect={aspect}
        background={spec.background_color}
        headX={50}
        headY={42}
        headSize={40}
        className="h-full"
      />
    ),
  },
  {
    title: 'Cropped to the Exact Size',
    before: 'A wide landscape photo with lots of empty space.',
    after: `A ${spec.width_mm}x${spec.height_mm} mm portrait at exactly ${spec.width_px}x${spec.height_px} pixels.`,
    beforeArt: (
      <PortraitSketch
        aspect={16 / 9}
        background={SNAPSHOT_WALL}
        headX={40}
        headY={45}
        headSize={30}
        className="w-full"
      />
    ),
    afterArt: (
      <PortraitSketch
        aspect={aspect}
        background={spec.background_color}
        headX={50}
        headY={42}
        headSize={40}
        guide
        className="h-full"
      />
    ),
  },
  {
    title: 'File Size Within Limits',
    before: `A heavy camera or phone file of up to ${PHOTO_MAX_LABEL}.`,
    after: `A JPEG of at most ${spec.max_file_size_kb}KB, ready for the e-visa upload form.`,
    beforeArt: <FileBadge label={PHOTO_MAX_LABEL} fill="w-full" tone="bg-red-400" />,
    afterArt: <FileBadge label={`${spec.max_file_size_kb}KB`} fill="w-1/4" tone="bg-green-500" />,
  },
  {
    title: 'Compliance Checked Live',
    before: 'No way to tell whether the photo will be accepted.',
    after:
      'Dimensions, face height, background and file size each shown as pass or fail before you download.',
    beforeArt: <UnknownChecks />,
    afterArt: <PassingChecks />,
  },
]

export function SampleResultsSection() {
  return (
    <HomeSection
      id="samples"
      eyebrow="Sample results"
      title="From Everyday Snapshot to Visa-Ready Photo"
      lead="What the tool does to a typical photo, shown as simple illustrations."
    >
      <ul className="grid gap-6 md:grid-cols-2">
        {SAMPLES.map((sample) => (
          // Sized to fit a 320 px screen (WCAG 1.4.10 reflow): two 96 px slots, the arrow and the paddings.
          <li
            key={sample.title}
            className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
          >
            <div
              aria-hidden="true"
              className="flex items-center justify-center gap-2 rounded-xl bg-slate-50 p-3 sm:gap-4 sm:p-4"
            >
              <ArtSlot tag="Before">{sample.beforeArt}</ArtSlot>
              <ArrowRight className="h-6 w-6 shrink-0 text-blue-700" />
              <ArtSlot tag="After">{sample.afterArt}</ArtSlot>
            </div>
            <h3 className="mt-5 text-lg font-semibold text-slate-900">{sample.title}</h3>
            <dl className="mt-3 space-y-2 text-sm">
              <div>
                <dt className="inline font-semibold text-slate-700">Before: </dt>
                <dd className="inline text-slate-600">{sample.before}</dd>
              </div>
              <div>
                <dt className="inline font-semibold text-green-800">After: </dt>
                <dd className="inline text-slate-600">{sample.after}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </HomeSection>
  )
}

function ArtSlot({ tag, children }: { tag: string; children: ReactNode }) {
  return (
    <div className="flex w-24 flex-col items-center gap-2 sm:w-36">
      <div className="flex h-28 w-full items-center justify-center sm:h-32">{children}</div>
      <span className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{tag}</span>
    </div>
  )
}

function FileBadge({ label, fill, tone }: { label: string; fill: string; tone: string }) {
  return (
    <div className="flex w-24 flex-col items-center gap-2 rounded-lg bg-white p-3 shadow-sm ring-1 ring-slate-200">
      <FileImage className="h-8 w-8 text-slate-500" />
      <span className="text-sm font-bold text-slate-800">{label}</span>
      <span className="h-1.5 w-full overflow-hidden rounded-full bg-slate-200">
        <span className={`block h-full rounded-full ${fill} ${tone}`} />
      </span>
    </div>
  )
}

const CHECK_NAMES = ['Size', 'Face', 'Background', 'File']

function UnknownChecks() {
  return (
    <ul className="w-32 space-y-1.5 rounded-lg bg-white p-3 text-xs shadow-sm ring-1 ring-slate-200">
      {CHECK_NAMES.map((name) => (
        <li key={name} className="flex items-center gap-1.5 text-slate-600">
          <TriangleAlert className="h-3.5 w-3.5 shrink-0 text-amber-600" />
          {name}?
        </li>
      ))}
    </ul>
  )
}

function PassingChecks() {
  return (
    <ul className="w-32 space-y-1.5 rounded-lg bg-green-50 p-3 text-xs shadow-sm ring-1 ring-green-200">
      {CHECK_NAMES.map((name) => (
        <li key={name} className="flex items-center gap-1.5 text-green-800">
          <CheckCircle2 className="h-3.5 w-3.5 shrink-0 text-green-700" />
          {name}
        </li>
      ))}
    </ul>
  )
}
