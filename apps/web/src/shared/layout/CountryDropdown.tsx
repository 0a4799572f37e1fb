import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { Link } from '@tanstack/react-router'
import { ChevronDown } from 'lucide-react'
import { isCountryPagePath } from './nav-items.ts'
import { navLinkClass } from './nav-style.ts'
import { useCountryNav } from './use-country-nav.ts'

export function CountryDropdown({ pathname }: { pathname: string }) {
  const countryNav = useCountryNav()
  const active = isCountryPagePath(pathname, countryNav)
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={`${navLinkClass(active)} inline-flex items-center gap-1`}
        data-active={active ? 'true' : undefined}
      >
        Visa Photo Tools
        <ChevronDown aria-hidden="true" className="h-4 w-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 max-h-[70vh] w-64 overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          {countryNav.map((item) => (
            <DropdownMenu.Item key={item.href} asChild>
              <Link
                to={item.href}
                aria-current={pathname === item.href ? 'page' : undefined}
                className={`block rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-blue-50 data-[highlighted]:text-blue-700 ${
                  pathname === item.href ? 'font-semibold text-blue-700' : 'text-slate-700'
                }`}
              >
                {item.name}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
