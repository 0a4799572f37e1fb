import { Link } from '@tanstack/react-router'
import { COMPRESS_TARGETS, SITE } from '@vps/specs'
import { useCountryNav } from './use-country-nav.ts'

// The first destinations of the site's order, so built-ins lead and a disabled one is never linked.
const POPULAR_COUNTRY_COUNT = 8
const POPULAR_SIZES = COMPRESS_TARGETS.filter((target) => [20, 50, 100, 200].includes(target.size))

export function Footer() {
  const popularCountries = useCountryNav().slice(0, POPULAR_COUNTRY_COUNT)
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="font-bold text-slate-900">{SITE.name}</p>
          <p className="mt-1 text-sm text-slate-600">{SITE.brandLine}</p>
          <p className="mt-3 text-sm text-slate-600">
            Your photos are processed on your own device and are never uploaded or stored.
          </p>
        </div>
        <FooterList title="Visa photos" items={popularCountries} />
        <FooterList
          title="Compress images"
          items={[
            { name: 'All sizes', href: '/general-image-compressions' },
            ...POPULAR_SIZES.map((target) => ({ name: target.title, href: target.href })),
          ]}
        />
        <div>
          <h2 className="text-sm font-semibold text-slate-900">More</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link to="/blog" className="text-slate-600 hover:text-blue-700">
                Country guides
              </Link>
            </li>
            <li>
              <Link to="/feedback" className="text-slate-600 hover:text-blue-700">
                Feedback
              </Link>
            </li>
            <li>
              <Link to="/about" className="text-slate-600 hover:text-blue-700">
                About and contact
              </Link>
            </li>
            <li>
              <Link to="/privacy" className="text-slate-600 hover:text-blue-700">
                Privacy policy
              </Link>
            </li>
            <li>
              <Link to="/terms" className="text-slate-600 hover:text-blue-700">
                Terms of use
              </Link>
            </li>
            <li>
              <a href="/rss.xml" className="text-slate-600 hover:text-blue-700">
                RSS feed
              </a>
            </li>
            <li>
              <a href="/models/LICENSES.txt" className="text-slate-600 hover:text-blue-700">
                Model licences
              </a>
            </li>
          </ul>
        </div>
      </div>
      <p className="border-t border-slate-200 py-4 text-center text-xs text-slate-500">
        © {SITE.name}. Free to use. Meets the published measurable rules; the issuing authority makes the
        final decision.
      </p>
    </footer>
  )
}

function FooterList({ title, items }: { title: string; items: readonly { name: string; href: string }[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-slate-900">{title}</h2>
      <ul className="mt-3 space-y-2 text-sm">
        {items.map((item) => (
          <li key={item.href}>
            <Link to={item.href} className="text-slate-600 hover:text-blue-700">
              {item.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
