import { Link } from '@tanstack/react-router'
import { MOBILE_MENU_MAX_HEIGHT_REM } from '@vps/specs'
import { useState } from 'react'
import { matchesCountry } from '../country/country-match.ts'
import { isActivePath, MAIN_NAV } from './nav-items.ts'
import { navLinkClass } from './nav-style.ts'
import { useCountryNavByName } from './use-country-nav.ts'

/** Small screens: the main links, then the countries under 'Visa Photo Tools'; any choice closes the menu. */
export function MobileMenu({ pathname, onNavigate }: { pathname: string; onNavigate: () => void }) {
  const countryNav = useCountryNavByName()
  const [query, setQuery] = useState('')
  const shown = countryNav.filter((item) => matchesCountry(query, item.name, item.shortName))
  return (
    <nav
      id="mobile-menu"
      aria-label="Mobile"
      className="overflow-y-auto border-t border-slate-200 bg-white px-4 py-3 lg:hidden"
      style={{ maxHeight: `${MOBILE_MENU_MAX_HEIGHT_REM}rem` }}
    >
      <ul className="flex flex-col gap-1">
        {MAIN_NAV.map((item) => (
          <li key={item.href}>
            <Link
              to={item.href}
              onClick={onNavigate}
              aria-current={isActivePath(pathname, item.href) ? 'page' : undefined}
              className={`block ${navLinkClass(isActivePath(pathname, item.href))}`}
            >
              {item.name}
            </Link>
          </li>
        ))}
      </ul>
      <h2 className="mt-4 mb-1 px-3 text-xs font-semibold uppercase tracking-wide text-slate-500">
        Visa Photo Tools
      </h2>
      <div className="px-3 pb-2">
        <input
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          aria-label="Find a country"
          aria-controls="mobile-menu-countries"
          placeholder="Type a country name"
          autoComplete="off"
          className="w-full rounded-md border border-slate-300 px-3 py-2 text-base text-slate-900 placeholder:text-slate-500"
        />
        {shown.length === 0 ? (
          <p role="status" className="pt-2 text-sm text-slate-700">
            No country matches "{query.trim()}".
          </p>
        ) : null}
      </div>
      <ul id="mobile-menu-countries" className="flex flex-col gap-1">
        {shown.map((item) => (
          <li key={item.href}>
            <Link
              to={item.href}
              onClick={onNavigate}
              aria-current={pathname === item.href ? 'page' : undefined}
              className={`block ${navLinkClass(pathname === item.href)}`}
            >
              {item.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
