import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { Link } from '@tanstack/react-router'
import { ChevronDown } from 'lucide-react'
import { type KeyboardEvent, useRef, useState } from 'react'
import { CountryFilterField } from './CountryFilterField.tsx'
import { DATA_NAV, isCountryPagePath, shownCountries } from './nav-items.ts'
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

/** A key that types a character (not a shortcut, not a named key such as ArrowDown). */
const typesText = (event: KeyboardEvent) =>
  event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey

export function CountryDropdown({ pathname }: { pathname: string }) {
  const countryNav = useCountryNavByName()
  const active = isCountryPagePath(pathname, countryNav) || isCountryPagePath(pathname, DATA_NAV)
  const [open, setOpen] = useState(false)
  const [query, setQuery] = useState('')
  const shown = shownCountries(query, countryNav)
  const trigger = useRef<HTMLButtonElement>(null)
  const filter = useRef<HTMLInputElement>(null)
  const content = useRef<HTMLDivElement>(null)
  const items = () => [...(content.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])]

  function changeOpen(next: boolean) {
    setOpen(next)
    // Each opening starts with the whole list.
    if (!next) setQuery('')
  }

  // The menu-button pattern: Tab closes the menu and moves on from the button, Shift+Tab moves back.
  const tabbedAway = useRef<0 | 1 | -1>(0)
  function onContentKeyDown(event: KeyboardEvent) {
    if (event.key === 'Tab') {
      event.preventDefault()
      tabbedAway.current = event.shiftKey ? -1 : 1
      changeOpen(false)
      return
    }
    const onFilter = event.target === filter.current
    // Typing on a country filters the list (instead of jumping to the next name with that letter).
    if (!onFilter && typesText(event)) {
      event.preventDefault()
      setQuery((current) => current + event.key)
      filter.current?.focus()
      return
    }
    // Up from the first country reaches the filter.
    if (!onFilter && event.key === 'ArrowUp' && event.target === items()[0]) {
      event.preventDefault()
      filter.current?.focus()
    }
  }

  function onFilterKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      items()[0]?.focus()
    } else if (event.key === 'Enter') {
      // Enter takes the first match: "japan" then Enter opens Japan's page.
      event.preventDefault()
      items()[0]?.click()
    }
    // Every other key but Tab and Escape is the filter's own (the menu would read letters as a jump).
    if (event.key !== 'Tab' && event.key !== 'Escape') event.stopPropagation()
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
    <DropdownMenu.Root modal={false} open={open} onOpenChange={changeOpen}>
      <DropdownMenu.Trigger
        ref={trigger}
        className={`${navLinkClass(active)} inline-flex items-center gap-1`}
        data-active={active ? 'true' : undefined}
        // It opens a dialog (the filter and the menu of countries), not a bare menu.
        aria-haspopup="dialog"
      >
        Visa Photo Tools
        <ChevronDown aria-hidden="true" className="h-4 w-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          ref={content}
          align="end"
          sideOffset={8}
          onKeyDown={onContentKeyDown}
          onCloseAutoFocus={onCloseAutoFocus}
          // A menu may hold only its items, so the popup is a dialog holding the filter and the menu of
          // countries (Radix keeps the menu's keyboard behaviour; it spreads this role over its own).
          role="dialog"
          aria-orientation={undefined}
          aria-label="Visa Photo Tools"
          className="z-50 max-h-[70vh] w-64 overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          <CountryFilterField
            className="p-1"
            query={query}
            onQuery={setQuery}
            matches={shown.length}
            inputRef={filter}
            onKeyDown={onFilterKeyDown}
          />
          <div role="menu" aria-label="Countries" aria-orientation="vertical">
            {shown.map((item) => (
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
          </div>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
