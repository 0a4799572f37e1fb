// Paragraphs that several guides share, with the country's numbers filled in. Each takes a variant number so
// neighbouring countries do not read word for word alike.
import { COMPRESS_TARGETS, type CountrySlug, countryLinks, HONEST_CLAIM, SITE, withArticle } from '@vps/specs'
import { notesOf } from './country-notes.ts'
import { otherDocumentsList } from './documents.ts'
import { link, note, p } from './html.ts'
import { type GuideSpec, guideSpec, nameOf } from './spec-text.ts'

export const pick = <T>(options: readonly T[], index: number): T => options[index % options.length] as T

/** "For a Japan visa, you hand a printed photo ..." */
export function submissionSentence(country: CountrySlug): string {
  return `For ${withArticle(nameOf(country))} visa, ${notesOf(country).submission}.`
}

/**
 * The "check the official form" box, or null when nothing is known to differ. Where the tool has a photo for
 * a form of its own, the box names it with its numbers (from the document data, never typed in the note).
 */
export function checkBox(country: CountrySlug): string | null {
  const check = notesOf(country).check
  if (!check) return null
  const documents = otherDocumentsList(country)
  return note(`${'<strong>Check before you submit:</strong>'} ${check}${documents ? ` ${documents}` : ''}`)
}

/** Links to the optimizer, the landing page and the two sibling guides. */
export function nextSteps(country: CountrySlug, exclude: 'requirements' | 'mistakes' | 'processing'): string {
  const links = countryLinks(country)
  const name = nameOf(country)
  const guides = [
    exclude !== 'requirements' && link(links.requirementsGuide, `${name} visa photo requirements`),
    exclude !== 'mistakes' && link(links.mistakesGuide, `the most common ${name} visa photo mistakes`),
    exclude !== 'processing' && link(links.processingGuide, `${name} visa processing times and delays`),
  ].filter(Boolean)
  return [
    p(
      `Ready to make your photo? The free ${link(links.photoTool, `${name} visa photo tool`)} crops, positions and sizes your portrait to the numbers above on your own device: nothing is uploaded, and it takes ${SITE.resultTime}.`,
    ),
    p(`Keep reading: ${guides.join(' and ')}, or the ${link(links.landing, `${name} visa photo overview`)}.`),
  ].join('')
}

/** The honest limit of any photo tool, said once per guide. */
export function authorityDecides(country: CountrySlug): string {
  return p(
    `A photo that ${HONEST_CLAIM.replace('; the authority decides', '')} still passes through a person or an automatic check at the other end. The ${nameOf(country)} authority decides, and the office you apply through may publish a checklist that differs from general guidance: when they disagree, follow the office.`,
  )
}

/** The compression page just below the preset's file window, for readers whose form caps files lower. */
export function compressLinkBelow(spec: GuideSpec): string | null {
  // Below the preset's window: a form that refuses the preset's files caps them under its minimum.
  const ceiling = spec.min_file_size_kb ?? spec.max_file_size_kb
  const below = COMPRESS_TARGETS.filter((t) => t.size < ceiling).at(-1)
  return below ? link(below.href, `Compress to ${below.size}KB`) : null
}

export function specOf(country: CountrySlug): GuideSpec {
  return guideSpec(country)
}
