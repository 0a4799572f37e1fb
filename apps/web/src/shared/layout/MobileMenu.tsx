import { Link } from '@tanstack/react-router'
import { MOBILE_MENU_MAX_HEIGHT_REM } from '@vps/specs'
import { useState } from 'react'
import { CountryFilterField } from './CountryFilterField.tsx'
import { isActivePath, MAIN_NAV, shownCountries } from './nav-items.ts'
import { navLinkClass } from './nav-style.ts'
import { useCountryNavByName } from './use-country-nav.ts'

/** Small screens: the main links, then the countries under 'Visa Photo Tools'; any choice closes the menu. */
export function MobileMenu({ pathname, onNavigate }: { pathname: string; onNavigate: () => void }) {
  const countryNav = useCountryNavByName()
  const [query, setQuery] = useState('')
  const shown = shownCountries(query, countryNav)
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
      <CountryFilterField
        className="px-3 pb-2"
        query={query}
        onQuery={setQuery}
        matches={shown.length}
        controls="mobile-menu-countries"
        large
      />
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
