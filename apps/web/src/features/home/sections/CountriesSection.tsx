import { Link } from '@tanstack/react-router'
import {
  countryDisplayName,
  DATA_ONLY_DESTINATIONS,
  type Destination,
  documentOf,
  isCountrySlug,
} from '@vps/specs'
import { ChevronDown, ChevronUp } from 'lucide-react'
import { useState } from 'react'
import { trackEvent } from '../../../shared/analytics/analytics.ts'
import { folded, rankedMatches, searchNames } from '../../../shared/country/country-match.ts'
import { useDestinationList } from '../../../shared/country/use-destination-list.ts'
import { byName } from '../../../shared/layout/nav-items.ts'
import { useEarlyValue } from '../../../shared/ui/use-early-value.ts'
import { HomeSection } from '../HomeSection.tsx'
import { PortraitSketch } from '../PortraitSketch.tsx'

/** Tiles shown before 'View All Countries': two full rows at the widest layout. */
export const INITIAL_TILE_COUNT = 12

const LIST_ID = 'country-tiles'

/** A built-in keeps its short tile name (UAE) unless staff renamed it; any other destination shows its name. */
function tileName({ slug, name }: Pick<Destination, 'slug' | 'name'>): string {
  return isCountrySlug(slug) && name === countryDisplayName(slug)
    ? countryDisplayName(slug, { short: true })
    : name
}

export function CountriesSection() {
  const [showAll, setShowAll] = useState(false)
  const [query, setQuery] = useState('')
  // A name typed before the page hydrated narrows the tiles too.
  const searchRef = useEarlyValue<HTMLInputElement>(query, setQuery)
  // Enabled destinations with their served specs, sorted by name: a disabled one has no tile, an added one
  // gets one.
  const destinations = byName(useDestinationList())
  const wanted = folded(query)
  // Best first: 'us' puts the United States before anything else (see country-match.ts).
  const matches = rankedMatches(query, destinations, (d) => searchNames(d.slug, d.name, tileName(d)))
  // The tiles in the order shown: the matches, best first, while something is typed.
  const tiles = wanted ? [...matches, ...destinations.filter((d) => !matches.includes(d))] : destinations
  // The destinations kept as data have a page but no tile (docs/destinations-data.md): links, matched the same way.
  const tiled = new Set(destinations.map((d) => d.slug))
  const others = DATA_ONLY_DESTINATIONS.filter((d) => !tiled.has(d.slug))
  const otherMatches = wanted ? rankedMatches(query, others, (d) => searchNames(d.slug, d.name)) : []
  const matchCount = matches.length + otherMatches.length

  function toggle() {
    if (!showAll) trackEvent('click_cta', { category: 'home', label: 'view_all_countries' })
    setShowAll(!showAll)
  }

  return (
    <HomeSection
      id="countries"
      eyebrow="Choose your destination"
      // Every destination with a photo page: the tiles and the destinations kept as data.
      title={`Visa Photo Tools for ${destinations.length + others.length} Countries`}
      lead="Each tool follows that country's published photo size, background and face-height rules."
      className="bg-slate-50"
    >
      <div className="mx-auto mb-6 max-w-md">
        <label htmlFor="country-search" className="block text-sm font-semibold text-slate-900">
          Find your country
        </label>
        <input
          ref={searchRef}
          id="country-search"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Type a country name"
          aria-controls={LIST_ID}
          autoComplete="off"
          className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-slate-900 placeholder:text-slate-500"
        />
        <p role="status" className="mt-1 min-h-5 text-sm text-slate-600">
          {wanted
            ? matchCount === 0
              ? `No country matches "${query.trim()}". Tell us which one you need through the feedback form.`
              : `${matchCount} ${matchCount === 1 ? 'country matches' : 'countries match'}`
            : ''}
        </p>
      </div>
      {/* Every tile is in the HTML; the extra ones are hidden until revealed, so crawlers still find them. */}
      {/* One column under 360 px: two would leave a tile about 60 px for its name at 320 px, and 'Australia'
          would break mid-word. */}
      <ul
        id={LIST_ID}
        className="grid grid-cols-1 gap-4 min-[360px]:grid-cols-2 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6"
      >
        {tiles.map((destination, index) => (
          <li
            key={destination.slug}
            hidden={wanted ? !matches.includes(destination) : !showAll && index >= INITIAL_TILE_COUNT}
          >
            <CountryTile destination={destination} />
          </li>
        ))}
      </ul>
      <OtherDestinations
        shown={wanted ? otherMatches : others}
        hidden={wanted ? otherMatches.length === 0 : !showAll}
      />
      <div className="mt-10 flex flex-col items-center gap-3" hidden={Boolean(wanted)}>
        <button
          type="button"
          aria-expanded={showAll}
          aria-controls={LIST_ID}
          onClick={toggle}
          className="inline-flex items-center gap-2 rounded-xl border border-blue-700 bg-white px-6 py-3 font-semibold text-blue-800 shadow-sm transition-colors hover:bg-blue-50"
        >
          {showAll ? 'Show Fewer Countries' : 'View All Countries'}
          {showAll ? (
            <ChevronUp aria-hidden="true" className="h-5 w-5" />
          ) : (
            <ChevronDown aria-hidden="true" className="h-5 w-5" />
          )}
        </button>
        <p className="text-sm text-slate-600">We started with Vietnam, and more countries are coming.</p>
      </div>
    </HomeSection>
  )
}

/**
 * The destinations kept as data, as plain links (a fraction of a tile's markup each): every one once
 * 'View All Countries' is pressed, and those that match while a name is typed. All are in the HTML.
 */
function OtherDestinations({
  shown,
  hidden,
}: {
  shown: readonly { slug: string; name: string }[]
  hidden: boolean
}) {
  return (
    <section
      aria-labelledby="other-destinations"
      className="mt-8"
      hidden={hidden}
      data-testid="other-destinations"
    >
      <h3 id="other-destinations" className="text-base font-semibold text-slate-900">
        More destinations ({shown.length})
      </h3>
      <ul className="mt-3 grid grid-cols-1 gap-x-6 gap-y-1 min-[360px]:grid-cols-2 sm:grid-cols-3 lg:grid-cols-5">
        {shown.map((d) => (
          <li key={d.slug}>
            <Link
              to="/{$country}-visa-photo"
              params={{ country: d.slug }}
              onClick={() => trackEvent('click_country', { category: 'home', label: d.slug })}
              className="inline-block py-1 text-sm text-blue-800 underline-offset-2 hover:underline"
            >
              {d.name}
              <span className="sr-only"> visa photo</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * The document a destination's page opens on (its record's `opensOn`, else the default one): the tile's KB cap
 * is that document's, so the tile says what the page will make (the US page opens on the DS-160, 240 KB, not
 * on the spec's 320 KB row).
 */
export function tileDocument({ slug, spec, editPolicy, documents, defaultRules }: Destination) {
  return documentOf({ code: slug, spec, editPolicy, documents, defaultRules }, undefined)
}

function CountryTile({ destination }: { destination: Destination }) {
  const { slug, spec } = destination
  const opening = tileDocument(destination)
  return (
    <Link
      to="/{$country}-visa-photo"
      params={{ country: slug }}
      onClick={() => trackEvent('click_country', { category: 'home', label: slug })}
      className="group flex h-full items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm transition hover:-translate-y-0.5 hover:border-blue-400 hover:shadow-md"
    >
      <PortraitSketch
        aspect={spec.width_mm / spec.height_mm}
        background={spec.background_color}
        headX={50}
        headY={42}
        headSize={40}
        className="w-10 shrink-0"
      />
      <span className="min-w-0">
        <span className="block leading-tight font-semibold break-words text-slate-900 group-hover:text-blue-800">
          {tileName(destination)}
          <span className="sr-only"> visa photo,</span>
        </span>
        <span className="mt-0.5 block text-xs text-slate-600">
          {spec.width_mm}x{spec.height_mm} mm
        </span>
        <span className="block text-xs text-slate-600">Max {opening.file_size_kb.max}KB</span>
      </span>
    </Link>
  )
}
