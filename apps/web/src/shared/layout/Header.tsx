import { Link, useLocation } from '@tanstack/react-router'
import { SITE } from '@vps/specs'
import { Camera, Menu, X } from 'lucide-react'
import { useState } from 'react'
import { CountryDropdown } from './CountryDropdown.tsx'
import { MobileMenu } from './MobileMenu.tsx'
import { isActivePath, MAIN_NAV } from './nav-items.ts'
import { navLinkClass } from './nav-style.ts'

export function Header() {
  const pathname = useLocation({ select: (location) => location.pathname })
  const [mobileOpen, setMobileOpen] = useState(false)

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
        {/* The name is the visible text (WCAG 2.5.3, label in name), with where the link goes for screen readers. */}
        <Link to="/" className="flex items-center gap-2 rounded-md">
          <span className="flex h-9 w-9 items-center justify-center rounded-lg bg-blue-600 text-white">
            <Camera aria-hidden="true" className="h-5 w-5" />
          </span>
          <span className="flex flex-col leading-tight">
            <span className="font-bold text-slate-900">{SITE.name}</span>
            <span className="text-xs text-slate-500">{SITE.brandLine}</span>
          </span>
          <span className="sr-only">, home page</span>
        </Link>

        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          {MAIN_NAV.map((item) => (
            <Link
              key={item.href}
              to={item.href}
              aria-current={isActivePath(pathname, item.href) ? 'page' : undefined}
              className={navLinkClass(isActivePath(pathname, item.href))}
            >
              {item.name}
            </Link>
          ))}
          <CountryDropdown pathname={pathname} />
        </nav>

        <button
          type="button"
          className="rounded-md p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
          aria-expanded={mobileOpen}
          aria-controls="mobile-menu"
          aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMobileOpen((open) => !open)}
        >
          {mobileOpen ? (
            <X aria-hidden="true" className="h-6 w-6" />
          ) : (
            <Menu aria-hidden="true" className="h-6 w-6" />
          )}
        </button>
      </div>
      {mobileOpen && <MobileMenu pathname={pathname} onNavigate={() => setMobileOpen(false)} />}
    </header>
  )
}
