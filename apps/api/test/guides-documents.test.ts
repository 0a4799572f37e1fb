// The guides name each photo document of a destination (docs/photo-documents.md) with the numbers the tool
// uses. Expectations are read from the document data itself, so a changed number fails here unless the
// guides follow it; one DS-160 check is typed out to catch a change to the data that nobody meant.
import {
  allowedBackgrounds,
  builtInDocuments,
  builtInEditPolicy,
  COUNTRY_SLUGS,
  COUNTRY_SPECS,
  type CountrySlug,
  countryLinks,
  DEFAULT_DOCUMENT_ID,
  defaultDocument,
  openingDocumentId,
  type PhotoDocument,
} from '@vps/specs'
import { describe, expect, it } from 'vitest'
import { buildSeedGuides, type SeedGuide } from '../src/seed/guides/index.ts'

const guides = buildSeedGuides()
// Inline tags go without a trace ('<a>name</a>: x' reads 'name: x'); the others separate words.
const text = (html: string) =>
  html
    .replace(/<\/?(a|strong)\b[^>]*>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim()
const guidesOf = (country: CountrySlug) => guides.filter((g) => g.country === country)
const requirementsOf = (country: CountrySlug, list: readonly SeedGuide[] = guides) => {
  const guide = list.find((g) => g.country === country && g.kind === 'requirements')
  if (!guide) throw new Error(`no requirements guide for ${country}`)
  return guide
}

/** The "Which photo do you need?" section: from its heading to the next h2. */
function section(html: string): string {
  const start = html.indexOf('<h2 id="which-photo">')
  if (start === -1) return ''
  const end = html.indexOf('<h2', start + 1)
  return html.slice(start, end === -1 ? undefined : end)
}

/** The section's table as { header cells, rows of [label, ...cells] } (cells as HTML). */
function table(html: string): { head: string[]; rows: Map<string, string[]> } {
  const cells = (row: string) => [...row.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map((m) => m[1] ?? '')
  const [headRow, ...bodyRows] = [...html.matchAll(/<tr>(.*?)<\/tr>/g)].map((m) => cells(m[1] ?? ''))
  const rows = new Map(bodyRows.map(([label, ...rest]) => [label ?? '', rest]))
  return { head: headRow ?? [], rows }
}

const sourceOf = (country: CountrySlug) => ({
  code: country,
  spec: COUNTRY_SPECS[country],
  editPolicy: builtInEditPolicy(country),
  documents: builtInDocuments(country),
})
/** The document the photo page opens on (the DS-160 for the US, the spec's row elsewhere). */
const openingId = (country: CountrySlug) => openingDocumentId(sourceOf(country))

/** The documents the photo page offers, the one it opens on first, as the guides list them. */
const documentsOf = (country: CountrySlug): PhotoDocument[] => {
  const all = [
    defaultDocument(COUNTRY_SPECS[country], builtInEditPolicy(country), country),
    ...builtInDocuments(country),
  ]
  return [
    ...all.filter((d) => d.id === openingId(country)),
    ...all.filter((d) => d.id !== openingId(country)),
  ]
}

const withDocuments = COUNTRY_SLUGS.filter((c) => c !== 'vietnam' && builtInDocuments(c).length > 0)
const withoutDocuments = COUNTRY_SLUGS.filter((c) => !withDocuments.includes(c))

const kb = (doc: PhotoDocument) =>
  doc.file_size_kb.min === null
    ? `at most ${doc.file_size_kb.max}KB`
    : `${doc.file_size_kb.min}-${doc.file_size_kb.max}KB`
const href = (country: CountrySlug, doc: PhotoDocument) =>
  doc.id === openingId(country)
    ? countryLinks(country).photoTool
    : `${countryLinks(country).photoTool}?document=${doc.id}`

describe('guides of a destination with photo documents', () => {
  it('name the US DS-160 upload with its numbers, its link and its source', () => {
    const us = requirementsOf('united-states').content
    const part = section(us)
    expect(text(part)).toContain('US visa (DS-160) and DV lottery')
    const { head, rows } = table(part)
    // The US page opens on the DS-160, so it is the guides' default and comes first.
    const ds160 = head.indexOf('US visa (DS-160) and DV lottery (default)') - 1
    expect(ds160).toBe(0)
    const cell = (label: string) => rows.get(label)?.[ds160]
    expect(cell('Pixels')).toBe('600x600 px (the form takes 600x600 px to 1200x1200 px)')
    expect(cell('Size')).toBe('51x51 mm at 300 dpi, a file to upload')
    expect(cell('File size (JPEG)')).toBe('at most 240KB')
    expect(cell('Head height')).toBe('50-69% of the height, from the chin to the top of the hair')
    expect(cell('Eye line')).toBe('56-69% of the height, up from the bottom edge')
    expect(cell('Background')).toBe('white (#ffffff)')
    expect(cell('Glasses')).toBe('Not allowed')
    expect(cell('Background replacement')).toMatch(/^Not accepted/)
    expect(rows.get('Make it')?.[0]).toContain('href="/united-states-visa-photo"')
    expect(part).toContain(
      '<a href="https://travel.state.gov/content/travel/en/us-visas/visa-information-resources/photos/digital-image-requirements.html">travel.state.gov: Digital image requirements</a> (not verified)',
    )
    // The spec's row follows, under the name that says what it is, linked with its id.
    expect(head[2]).toBe('General 2x2 in photo file, 240-320 KB (not for the DS-160)')
    expect(rows.get('File size (JPEG)')?.[1]).toBe('240-320KB')
    expect(part).toContain('href="/united-states-visa-photo?document=visa-photo"')
  })

  it('say which document the US file-size figures belong to', () => {
    const fileSection = text(
      /<h2 id="section-file">.*?(?=<h2)/.exec(requirementsOf('united-states').content)?.[0] ?? '',
    )
    expect(fileSection).toContain('There is an upper limit of 240KB and no published minimum')
    expect(fileSection).toContain(
      'Those limits belong to the default "US visa (DS-160) and DV lottery"; the tool keeps each of its other photos inside the window of its own form: General 2x2 in photo file, 240-320 KB (not for the DS-160): 240-320KB',
    )
    const mistakes = text(guidesOf('united-states').find((g) => g.kind === 'mistakes')?.content ?? '')
    expect(mistakes).toContain('General 2x2 in photo file, 240-320 KB (not for the DS-160): 240-320KB')
    // The check box names the DS-160 with numbers from the data, not a typed "240 KB".
    for (const guide of guidesOf('united-states')) {
      const box = /<blockquote>.*?<\/blockquote>/.exec(guide.content)?.[0] ?? ''
      expect(text(box), guide.slug).toContain(
        'General 2x2 in photo file, 240-320 KB (not for the DS-160) (600x600 px, 240-320KB)',
      )
      expect(text(box).toLowerCase(), guide.slug).not.toContain('240 kb cap')
    }
  })

  it('name the Schengen 35x45 print in the French guide', () => {
    const part = section(requirementsOf('france').content)
    const { head, rows } = table(part)
    expect(head.slice(1)).toEqual(['Visa photo (default)', 'Schengen visa photo, 35x45 mm print'])
    expect(rows.get('Pixels')?.[1]).toBe('827x1063 px')
    expect(rows.get('Size')?.[1]).toBe('35x45 mm at 600 dpi, to print')
    expect(rows.get('Head height')?.[1]).toBe(
      '70-80% of the height, from the chin to the top of the head without the hair',
    )
    expect(rows.get('Background')?.[1]).toBe('neutral grey (#e0e0e0)')
    expect(part).toContain('href="/france-visa-photo?document=schengen-35x45-print"')
    expect(part).toContain('href="https://www.service-public.fr/particuliers/vosdroits/F10619"')
  })

  it('have no section where the destination has no document beyond the default', () => {
    expect(builtInDocuments('japan')).toEqual([])
    expect(withoutDocuments).toContain('japan')
    for (const country of withoutDocuments) {
      for (const guide of guidesOf(country)) {
        expect(section(guide.content), guide.slug).toBe('')
        expect(guide.content, guide.slug).not.toContain('?document=')
        expect(guide.content, guide.slug).not.toContain('#which-photo')
        expect(guide.content, guide.slug).not.toContain('"Visa photo"')
      }
    }
  })

  it("put every document's own numbers in its column, in every guide of the destination", () => {
    expect(withDocuments.length).toBeGreaterThanOrEqual(15)
    for (const country of withDocuments) {
      const docs = documentsOf(country)
      for (const guide of guidesOf(country)) {
        const where = (doc: PhotoDocument, row: string) => `${guide.slug} ${doc.id} ${row}`
        const part = section(guide.content)
        expect(part, guide.slug).not.toBe('')
        expect(guide.content, guide.slug).toContain('href="#which-photo"')
        const { head, rows } = table(part)
        expect(head.slice(1), guide.slug).toEqual(
          docs.map((d) => (d.id === openingId(country) ? `${d.name} (default)` : d.name)),
        )
        const rendered = text(part)
        docs.forEach((doc, i) => {
          const cell = (row: string) => rows.get(row)?.[i] ?? ''
          // What the issue asks for at the least: each document's pixel size and KB maximum.
          expect(rendered, doc.id).toContain(`${doc.width_px}x${doc.height_px} px`)
          expect(rendered, doc.id).toContain(`${doc.file_size_kb.max}KB`)

          expect(cell('Pixels').startsWith(`${doc.width_px}x${doc.height_px} px`), where(doc, 'px')).toBe(
            true,
          )
          const { min, max } = doc.pixels ?? {}
          if (min) expect(cell('Pixels'), where(doc, 'min px')).toContain(`${min.width}x${min.height} px`)
          if (max) expect(cell('Pixels'), where(doc, 'max px')).toContain(`${max.width}x${max.height} px`)
          expect(cell('Size'), where(doc, 'mm')).toBe(
            `${doc.width_mm}x${doc.height_mm} mm at ${doc.dpi} dpi, ${doc.medium === 'print' ? 'to print' : 'a file to upload'}`,
          )
          expect(cell('File size (JPEG)'), where(doc, 'kb')).toBe(kb(doc))
          expect(cell('Head height'), where(doc, 'head')).toBe(
            `${doc.head.min}-${doc.head.max}% of the height, from the chin to ${doc.head.crown === 'hair' ? 'the top of the hair' : 'the top of the head without the hair'}`,
          )
          if (doc.eye_line)
            expect(cell('Eye line'), where(doc, 'eyes')).toContain(`${doc.eye_line.min}-${doc.eye_line.max}%`)
          else if (rows.has('Eye line')) expect(cell('Eye line'), where(doc, 'eyes')).toBe('Not stated')
          if (doc.top_margin)
            expect(cell('Space above the head'), where(doc, 'margin')).toContain(
              `${doc.top_margin.min}-${doc.top_margin.max}%`,
            )
          else if (rows.has('Space above the head'))
            expect(cell('Space above the head'), where(doc, 'margin')).toBe('Not stated')
          expect(rows.has('Eye line'), guide.slug).toBe(docs.some((d) => d.eye_line))
          expect(rows.has('Space above the head'), guide.slug).toBe(docs.some((d) => d.top_margin))
          const colours = [...cell('Background').matchAll(/#[0-9a-f]{6}/g)].map((m) => m[0])
          expect(colours, where(doc, 'background')).toEqual(allowedBackgrounds(doc))
          expect(cell('Glasses'), where(doc, 'glasses')).toMatch(
            { allowed: /^Allowed$/, forbidden: /^Not allowed$/, unstated: /^Not stated/ }[doc.glasses],
          )
          expect(cell('Background replacement'), where(doc, 'edits')).toMatch(
            doc.editPolicy.backgroundReplacement === 'allowed' ? /^Accepted/ : /^Not accepted/,
          )
          expect(cell('Make it'), where(doc, 'link')).toContain(`href="${href(country, doc)}"`)
          for (const source of doc.sources) {
            const verified =
              source.verifiedOn === 'not verified' ? 'not verified' : `checked ${source.verifiedOn}`
            expect(part, where(doc, source.url)).toContain(
              `<a href="${source.url}">${source.name}</a> (${verified})`,
            )
          }
          expect(part, where(doc, 'policy')).toContain(`href="${doc.editPolicy.source.url}"`)
        })
      }
    }
  })

  it('follow the data: a changed number changes the guide', () => {
    const ds160 = builtInDocuments('united-states').find((d) => d.id === 'us-visa-ds-160')
    if (!ds160) throw new Error('no DS-160 document')
    const before = { ...ds160.file_size_kb }
    try {
      // The data is frozen only by type; change it the way an edit to photo-documents.ts would.
      ;(ds160 as { file_size_kb: { min: number | null; max: number } }).file_size_kb = { min: null, max: 200 }
      const us = section(requirementsOf('united-states', buildSeedGuides()).content)
      expect(table(us).rows.get('File size (JPEG)')?.[0]).toBe('at most 200KB')
      expect(us).not.toContain('at most 240KB')
    } finally {
      ;(ds160 as { file_size_kb: typeof before }).file_size_kb = before
    }
    expect(
      table(section(requirementsOf('united-states', buildSeedGuides()).content)).rows.get(
        'File size (JPEG)',
      )?.[0],
    ).toBe('at most 240KB')
  })
})
