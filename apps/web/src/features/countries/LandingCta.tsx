import { Link } from '@tanstack/react-router'
import { countryLinks, SITE } from '@vps/specs'
import { ArrowRight } from 'lucide-react'

export function LandingCta({ country, name }: { country: string; name: string }) {
  return (
    <section aria-labelledby="landing-cta-heading" className="rounded-2xl bg-blue-700 p-8 text-white md:p-10">
      <h2 id="landing-cta-heading" className="text-2xl font-bold">
        Make your {name} visa photo now
      </h2>
      <p className="mt-2 max-w-2xl text-blue-50">
        Upload a portrait and the tool positions your face, sizes the photo and checks it against the {name}{' '}
        rules. Free, ready in {SITE.resultTime}, and processed entirely on your device.
      </p>
      <Link
        to={countryLinks(country).photoTool}
        className="mt-6 inline-flex items-center gap-2 rounded-lg bg-white px-5 py-3 font-semibold text-blue-800 hover:bg-blue-50"
      >
        Start Your {name} Photo
        <ArrowRight aria-hidden="true" className="h-5 w-5" />
      </Link>
    </section>
  )
}
