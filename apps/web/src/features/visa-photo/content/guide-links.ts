import { countryDisplayName, countryLinks, isCountrySlug } from '@vps/specs'

export type GuideLink = { href: string; label: string; description: string }

/**
 * The four guide links every country page carries (docs/product-rules.md, "Photo page layout"). The three
 * articles are seeded for the built-ins only: an added destination links its landing page, which lists
 * whatever guides staff wrote.
 */
export function guideLinks(country: string, name: string = countryDisplayName(country)): GuideLink[] {
  const links = countryLinks(country)
  const all: GuideLink[] = [
    {
      href: links.requirementsGuide,
      label: `${name} visa photo requirements: complete guide`,
      description: 'Every rule explained, with examples of accepted photos.',
    },
    {
      href: links.mistakesGuide,
      label: `Common ${name} visa photo mistakes to avoid`,
      description: 'The errors that get photos rejected and how to fix each one.',
    },
    {
      href: links.processingGuide,
      label: `${name} visa processing times and delays`,
      description: 'How long approval takes and what slows it down.',
    },
    {
      href: links.landing,
      label: `${name} visa photo guides and tips`,
      description: 'Requirements at a glance and all our expert articles.',
    },
  ]
  return isCountrySlug(country) ? all : all.filter((link) => link.href === links.landing)
}
