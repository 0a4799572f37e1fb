import { Search, X } from 'lucide-react'
import { type FormEvent, useEffect, useState } from 'react'
import { useEarlyValue } from '../../shared/ui/use-early-value.ts'
import type { CountryOption } from './format.ts'

// Typing updates the URL after a short pause rather than on every key, so history and requests stay calm.
const SEARCH_DEBOUNCE_MS = 300

interface Props {
  search: string | undefined
  country: string | undefined
  countries: CountryOption[]
  onSearch(value: string | undefined): void
  onCountry(value: string | undefined): void
  onClear(): void
}

export function BlogFilters({ search, country, countries, onSearch, onCountry, onClear }: Props) {
  const [draft, setDraft] = useState(search ?? '')

  // The URL is the source of truth: back/forward and 'Clear Filters' must show up in the box.
  useEffect(() => setDraft(search ?? ''), [search])

  useEffect(() => {
    const next = draft.trim() || undefined
    if (next === search) return
    const timer = setTimeout(() => onSearch(next), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [draft, search, onSearch])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSearch(draft.trim() || undefined)
  }
  const active = Boolean(search || country)
  // What a visitor typed or chose before the page hydrated counts too.
  const searchRef = useEarlyValue<HTMLInputElement>(draft, setDraft)
  const chooseCountry = (value: string) => onCountry(value || undefined)
  const countryRef = useEarlyValue<HTMLSelectElement>(country ?? '', chooseCountry)

  return (
    <search>
      <form onSubmit={submit} className="flex flex-col gap-3 md:flex-row md:items-center">
        <label className="relative flex-1">
          <span className="sr-only">Search articles</span>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-slate-400"
          />
          <input
            ref={searchRef}
            type="search"
            autoComplete="off"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder="Search articles..."
            maxLength={100}
            className="w-full rounded-lg border border-slate-300 bg-white py-2.5 pr-3 pl-10 text-slate-900 placeholder:text-slate-400 focus:border-blue-500 focus:ring-2 focus:ring-blue-200 focus:outline-none"
          />
        </label>
        <label className="md:w-64">
          <span className="sr-only">Filter by country</span>
          <select
            ref={countryRef}
            autoComplete="off"
            value={country ?? ''}
            onChange={(event) => chooseCountry(event.target.value)}
            className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 focus:border-blue-500 focus:ring-2 focus:ring-blue-200 focus:outline-none"
          >
            <option value="">All Countries</option>
            {countries.map((option) => (
              <option key={option.code} value={option.code}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        {active && (
          <button
            type="button"
            onClick={onClear}
            className="inline-flex items-center justify-center gap-1.5 rounded-lg border border-slate-300 bg-white px-4 py-2.5 font-medium text-slate-700 hover:bg-slate-50"
          >
            <X aria-hidden="true" className="h-4 w-4" />
            Clear Filters
          </button>
        )}
      </form>
    </search>
  )
}
