import { Link } from '@tanstack/react-router'
import { COMPRESS_TARGETS, SITE } from '@vps/specs'
import { useCountryNav } from './use-country-nav.ts'

// The first destinations of the site's order, so built-ins lead and a disabled one is never linked.
const POPULAR_COUNTRY_COUNT = 8
const LINK_CLASS = 'text-slate-600 hover:text-blue-700'
const POPULAR_SIZES = COMPRESS_TARGETS.filter((target) => [20, 50, 100, 200].includes(target.size))

interface FooterLink {
  name: string
  href: string
  /** A file the server sends (the feed, the licences), not a page of the router. */
  file?: boolean
}

const MORE_LINKS: readonly FooterLink[] = [
  { name: 'Country guides', href: '/blog' },
  { name: 'Feedback', href: '/feedback' },
  { name: 'About and contact', href: '/about' },
  { name: 'Privacy policy', href: '/privacy' },
  { name: 'Terms of use', href: '/terms' },
  { name: 'RSS feed', href: '/rss.xml', file: true },
  { name: 'Model licences', href: '/models/LICENSES.txt', file: true },
]

export function Footer() {
  const popularCountries = useCountryNav().slice(0, POPULAR_COUNTRY_COUNT)
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="font-bold text-slate-900">{SITE.name}</p>
          <p className="mt-1 text-sm text-slate-600">{SITE.brandLine}</p>
          <p className="mt-3 text-sm text-slate-600">
            {/* True on every page, the feedback form's too: a screenshot attached there is sent on purpose. */}
            Your visa photos and compressed images are processed on your own device and are never uploaded or
            stored. Only a screenshot you attach to feedback is sent to us.
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
        <FooterList title="More" items={MORE_LINKS} />
      </div>
      <p className="border-t border-slate-200 py-4 text-center text-xs text-slate-500">
        © {SITE.name}. Free to use. Meets the published measurable rules; the issuing authority makes the
        final decision.
      </p>
    </footer>
  )
}

function FooterList({ title, items }: { title: string; items: readonly FooterLink[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-slate-900">{title}</h2>
      <ul className="mt-3 space-y-2 text-sm">
        {items.map((item) => (
          <li key={item.href}>
            {item.file ? (
              <a href={item.href} className={LINK_CLASS}>
                {item.name}
              </a>
            ) : (
              <Link to={item.href} className={LINK_CLASS}>
                {item.name}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}
