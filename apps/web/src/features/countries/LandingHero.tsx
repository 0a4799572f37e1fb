import { Link } from '@tanstack/react-router'
import { countryLinks, SITE, withArticle } from '@vps/specs'
import { Camera } from 'lucide-react'
import { Breadcrumb, breadcrumbLinkClass } from '../../shared/ui/Breadcrumb.tsx'

export function LandingHero({ country, name }: { country: string; name: string }) {
  const links = countryLinks(country)
  return (
    <header className="border-b border-slate-200 bg-gradient-to-b from-blue-50 to-white">
      <div className="mx-auto max-w-7xl px-4 py-10 md:py-14">
        <Breadcrumb
          items={[
            <Link key="home" to="/" className={breadcrumbLinkClass}>
              Home
            </Link>,
            'Countries',
            name,
          ]}
        />
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">
          {name} Visa Photo Requirements
        </h1>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">
          The size, file and background rules for {withArticle(name)} visa photo in one place, plus a free
          tool that makes a matching photo in {SITE.resultTime}, without your photo ever leaving your device.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link
            to={links.photoTool}
            className="inline-flex items-center gap-2 rounded-lg bg-blue-600 px-5 py-3 font-semibold text-white hover:bg-blue-700"
          >
            <Camera aria-hidden="true" className="h-5 w-5" />
            Create {name} Visa Photo
          </Link>
          <Link
            to={links.photoTool}
            hash="requirements"
            className="inline-flex items-center rounded-lg border border-slate-300 bg-white px-5 py-3 font-semibold text-slate-800 hover:bg-slate-50"
          >
            See the full requirements
          </Link>
        </div>
      </div>
    </header>
  )
}
