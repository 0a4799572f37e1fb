import { Link } from '@tanstack/react-router'
import { destinationsClaim, SITE } from '@vps/specs'
import { ArrowDown, ArrowRight, CheckCircle2, Clock, Globe, Lock } from 'lucide-react'
import { trackEvent } from '../../../shared/analytics/analytics.ts'
import { FEATURED_LINKS, FEATURED_SPEC } from '../home-content.ts'
import { PortraitSketch } from '../PortraitSketch.tsx'

const STATS = [
  { icon: Lock, value: 'Free', label: 'No sign-up, no watermark' },
  { icon: Clock, value: capitalise(SITE.resultTime), label: 'From upload to download' },
  // Counted from the data (docs/destinations-data.md): the spec's '180+' only where the data bears it out.
  { icon: Globe, value: destinationsClaim(), label: 'Destinations' },
]

export function HeroSection() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-br from-blue-50 via-white to-indigo-50"
    >
      {/* grid-cols-1, not the implicit column: that one grows to its widest content, and at 320 px the preview
          made the page scroll sideways. */}
      <div className="mx-auto grid max-w-7xl grid-cols-1 items-center gap-12 px-4 py-16 sm:py-24 lg:grid-cols-2">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-blue-800 shadow-sm ring-1 ring-blue-200">
            <Lock aria-hidden="true" className="h-4 w-4" />
            Free · Private · Processed on your device
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl lg:text-6xl"
          >
            Professional Visa Photos <span className="text-blue-700">in Seconds</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg text-slate-600">
            Upload a portrait and get a photo sized, positioned and checked against your destination's rules,
            ready to download in {SITE.resultTime}. We started with Vietnam, and more countries are coming.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link
              to={FEATURED_LINKS.photoTool}
              onClick={() => trackEvent('click_cta', { category: 'home', label: 'hero_start_processing' })}
              className="inline-flex items-center justify-center gap-2 rounded-xl bg-blue-700 px-6 py-3.5 text-base font-semibold text-white shadow-md transition-colors hover:bg-blue-800"
            >
              Start Processing Now
              <ArrowRight aria-hidden="true" className="h-5 w-5" />
            </Link>
            {/* A router Link (not a bare <a> with onClick): it renders href="/#features" and scrolls there. */}
            <Link
              to="/"
              hash="features"
              onClick={() => trackEvent('click_cta', { category: 'home', label: 'hero_learn_more' })}
              className="inline-flex items-center justify-center gap-2 rounded-xl border border-slate-300 bg-white px-6 py-3.5 text-base font-semibold text-slate-800 shadow-sm transition-colors hover:bg-slate-50"
            >
              Learn More<span className="sr-only"> about how it works</span>
              <ArrowDown aria-hidden="true" className="h-5 w-5" />
            </Link>
          </div>
          <dl className="mt-10 grid grid-cols-3 gap-2 border-t border-slate-200 pt-6 sm:gap-4">
            {STATS.map((stat) => (
              <div key={stat.label} className="flex flex-col">
                <dt className="flex items-center gap-1.5 text-xs text-slate-600 sm:text-sm">
                  <stat.icon aria-hidden="true" className="hidden h-4 w-4 text-blue-700 sm:block" />
                  {stat.label}
                </dt>
                <dd className="order-first text-lg font-bold text-slate-900 sm:text-2xl">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <HeroPreview />
      </div>
    </section>
  )
}

/** A schematic of the tool's result: a fitted portrait beside its passing checks. */
function HeroPreview() {
  const spec = FEATURED_SPEC
  const checks = [
    `${spec.width_px}x${spec.height_px} px (${spec.width_mm}x${spec.height_mm} mm)`,
    `Face ${spec.face_coverage_min}-${spec.face_coverage_max}% of photo height`,
    'Plain background',
    `JPEG up to ${spec.max_file_size_kb}KB`,
  ]
  return (
    <figure className="mx-auto w-full max-w-md rounded-3xl bg-white p-6 shadow-xl ring-1 ring-slate-200">
      <div className="flex items-center gap-6">
        <PortraitSketch
          aspect={spec.width_mm / spec.height_mm}
          background={spec.background_color}
          headX={50}
          headY={42}
          headSize={40}
          guide
          className="w-32 shrink-0 sm:w-36"
        />
        <ul className="space-y-3 text-sm">
          {checks.map((check) => (
            <li key={check} className="flex items-start gap-2 text-slate-700">
              <CheckCircle2 aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-green-700" />
              {check}
            </li>
          ))}
        </ul>
      </div>
      <figcaption className="mt-5 rounded-xl bg-green-50 px-4 py-3 text-sm font-medium text-green-800">
        Example: a Vietnam e-visa photo with every check passing.
      </figcaption>
    </figure>
  )
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
