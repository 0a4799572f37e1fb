import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { Link } from '@tanstack/react-router'
import { ChevronDown } from 'lucide-react'
import { type KeyboardEvent, useRef, useState } from 'react'
import { isCountryPagePath } from './nav-items.ts'
import { navLinkClass } from './nav-style.ts'
import { useCountryNavByName } from './use-country-nav.ts'

/** The focusable elements of the page in tab order (no positive tabindex is used on this site). */
function tabbables(): HTMLElement[] {
  const selector =
    'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'
  return [...document.querySelectorAll<HTMLElement>(selector)].filter(
    (el) => el.offsetParent !== null || el === document.activeElement,
  )
}

export function CountryDropdown({ pathname }: { pathname: string }) {
  const countryNav = useCountryNavByName()
  const active = isCountryPagePath(pathname, countryNav)
  const [open, setOpen] = useState(false)
  const trigger = useRef<HTMLButtonElement>(null)
  // The menu-button pattern: Tab closes the menu and moves on from the button, Shift+Tab moves back.
  const tabbedAway = useRef<0 | 1 | -1>(0)
  function onContentKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Tab') return
    event.preventDefault()
    tabbedAway.current = event.shiftKey ? -1 : 1
    setOpen(false)
  }
  function onCloseAutoFocus(event: Event) {
    const step = tabbedAway.current
    tabbedAway.current = 0
    if (!step || !trigger.current) return
    event.preventDefault()
    const order = tabbables()
    const next = order[order.indexOf(trigger.current) + step]
    ;(next ?? trigger.current).focus()
  }
  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger
        ref={trigger}
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
          onKeyDown={onContentKeyDown}
          onCloseAutoFocus={onCloseAutoFocus}
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
