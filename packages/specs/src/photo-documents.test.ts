/// <reference types="node" />
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { COUNTRY_SLUGS, type CountrySlug } from './countries.ts'
import { COUNTRY_SPECS } from './country-specs.ts'
import { DESTINATION_RECORDS } from './destinations/records.ts'
import { DEFAULT_DOCUMENT_ID } from './document-ids.ts'
import { builtInEditPolicy } from './edit-policies.ts'
import {
  builtInDocuments,
  defaultDocument,
  documentOf,
  documentsOf,
  openingDocumentId,
} from './photo-documents.ts'
import { type PhotoDocument, photoDocumentSchema } from './schemas/photo-document.ts'

/** The documents beside the default one, as each destination's record lists them. */
const extraDocumentsOf = (slug: CountrySlug) => DESTINATION_RECORDS[slug].documents

/** Every extra document once, with the destinations that list it. */
function extraDocuments(): { doc: PhotoDocument; slugs: CountrySlug[] }[] {
  const byObject = new Map<PhotoDocument, CountrySlug[]>()
  for (const slug of COUNTRY_SLUGS) {
    const docs = extraDocumentsOf(slug)
    for (const doc of docs) byObject.set(doc, [...(byObject.get(doc) ?? []), slug])
  }
  return [...byObject].map(([doc, slugs]) => ({ doc, slugs }))
}

const EXTRAS = extraDocuments()
const byId = (id: string): PhotoDocument => {
  const found = EXTRAS.find((e) => e.doc.id === id)
  if (!found) throw new Error(`no document ${id}`)
  return found.doc
}

// ---- docs/photo-documents.md, read at test time: each document's table is pinned against its data ----

const DOC_PATH = new URL('../../../docs/photo-documents.md', import.meta.url)
const MARKDOWN = readFileSync(DOC_PATH, 'utf8')

const ROW_LABELS = [
  'Export px',
  'Accepted px',
  'KB',
  'Head',
  'Crown',
  'Eye line',
  'Top margin',
  'Background',
  'Glasses',
  'Expression',
  'Head covering',
  'Edits',
] as const
type RowLabel = (typeof ROW_LABELS)[number]

interface DocSection {
  intro: string
  rows: Record<RowLabel, string>
  sources: { name: string; url: string; verifiedOn: string; quote: string }[]
}

/** The sections under "## Documents", by their heading (the document id). */
function docSections(markdown: string): Map<string, DocSection> {
  const body = markdown.split(/^## Documents$/m)[1]
  if (body === undefined) throw new Error('docs/photo-documents.md has no "## Documents" section')
  const sections = new Map<string, DocSection>()
  for (const chunk of body.split(/^### /m).slice(1)) {
    const [heading = '', ...lines] = chunk.split('\n')
    const rows: Partial<Record<RowLabel, string>> = {}
    const sources: DocSection['sources'] = []
    for (const line of lines) {
      const cells = line.match(/^\|\s*([^|]+?)\s*\|\s*([^|]+?)\s*\|$/)
      if (cells && (ROW_LABELS as readonly string[]).includes(cells[1] as string)) {
        rows[cells[1] as RowLabel] = cells[2] as string
      }
      const source = line.match(/^- \[(.+?)\]\((https:\/\/[^)\s]+)\) \((.+?)\): "(.*)"$/)
      if (source) {
        const [, name, url, verifiedOn, quote] = source as unknown as [string, string, string, string, string]
        sources.push({ name, url, verifiedOn, quote })
      }
    }
    const intro = lines.find((l) => l.startsWith('**')) ?? ''
    sections.set(heading.trim(), { intro, rows: rows as Record<RowLabel, string>, sources })
  }
  return sections
}

const SECTIONS = docSections(MARKDOWN)

const int = (s: string | undefined): number => Number.parseInt(s ?? '', 10)

/** "600x600 px, 51x51 mm at 300 dpi, digital" */
function parseExport(cell: string) {
  const m = cell.match(/^(\d+)x(\d+) px, (\d+(?:\.\d+)?)x(\d+(?:\.\d+)?) mm at (\d+) dpi, (digital|print)$/)
  if (!m) throw new Error(`Export px: cannot read "${cell}"`)
  return {
    width_px: int(m[1]),
    height_px: int(m[2]),
    width_mm: Number(m[3]),
    height_mm: Number(m[4]),
    dpi: int(m[5]),
    medium: m[6],
  }
}

/** "354x472 to 420x560", "at least 600x750" or "not stated". */
function parseAccepted(cell: string) {
  const range = cell.match(/^(\d+)x(\d+) to (\d+)x(\d+)$/)
  if (range) {
    return {
      kind: 'range' as const,
      min: { width: int(range[1]), height: int(range[2]) },
      max: { width: int(range[3]), height: int(range[4]) },
    }
  }
  const atLeast = cell.match(/^at least (\d+)x(\d+)$/)
  if (atLeast) return { kind: 'at least' as const, min: { width: int(atLeast[1]), height: int(atLeast[2]) } }
  if (cell === 'not stated') return { kind: 'not stated' as const }
  throw new Error(`Accepted px: cannot read "${cell}"`)
}

/** One limit as the form writes it: "240 KB", "10 MB" (1 MB = 1024 KB, the schema's KB). */
function kbOf(amount: string, unit: string): number {
  return unit === 'MB' ? Number(amount) * 1024 : Number(amount)
}

/** A window: "at most 240 KB", "40-120 KB", "50 KB to 10 MB", or, for the form of a print, "none, print". */
function parseWindow(text: string): { min: number | null; max: number } {
  const atMost = text.match(/^at most (\d+) (KB|MB)$/)
  if (atMost) return { min: null, max: kbOf(atMost[1] as string, atMost[2] as string) }
  const dash = text.match(/^(\d+)-(\d+) (KB|MB)$/)
  if (dash)
    return {
      min: kbOf(dash[1] as string, dash[3] as string),
      max: kbOf(dash[2] as string, dash[3] as string),
    }
  const to = text.match(/^(\d+) (KB|MB) to (\d+) (KB|MB)$/)
  if (to) return { min: kbOf(to[1] as string, to[2] as string), max: kbOf(to[3] as string, to[4] as string) }
  if (text === 'none, print') return { min: null, max: Number.POSITIVE_INFINITY }
  throw new Error(`KB: cannot read "${text}"`)
}

/** "40-120 KB (form: 40-120 KB)": ours, then the form's own limit. */
function parseKb(cell: string) {
  const m = cell.match(/^(.+?) \(form: (.+)\)$/)
  if (!m) throw new Error(`KB: cannot read "${cell}"`)
  return { ours: parseWindow(m[1] as string), form: parseWindow(m[2] as string) }
}

/** "50-69% of the image height", "56-69% from the bottom" or "not stated". */
function parseBand(cell: string, suffix: string): { min: number; max: number } | undefined {
  if (cell === 'not stated') return undefined
  const m = cell.match(/^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)% (.+)$/)
  if (!m || m[3] !== suffix) throw new Error(`cannot read "${cell}"`)
  return { min: Number(m[1]), max: Number(m[2]) }
}

const hexes = (cell: string): string[] => [...cell.matchAll(/`(#[0-9a-f]{6})`/g)].map((m) => m[1] as string)

function sectionOf(id: string): DocSection {
  const section = SECTIONS.get(id)
  if (!section) throw new Error(`docs/photo-documents.md has no "### ${id}" section`)
  return section
}

describe('photo documents: the data', () => {
  it('every document passes the schema, with an id unique per destination and other than the default', () => {
    for (const { doc } of EXTRAS) {
      const parsed = photoDocumentSchema.safeParse(doc)
      expect(parsed.success, `${doc.id}: ${parsed.error?.message}`).toBe(true)
    }
    for (const slug of COUNTRY_SLUGS) {
      const ids = extraDocumentsOf(slug).map((d) => d.id)
      expect(new Set(ids).size, slug).toBe(ids.length)
      expect(ids, slug).not.toContain(DEFAULT_DOCUMENT_ID)
    }
    expect(new Set(EXTRAS.map((e) => e.doc.id)).size).toBe(EXTRAS.length)
  })

  it('every document keeps its own invariants', () => {
    for (const { doc, slugs } of EXTRAS) {
      const where = doc.id
      // The export is inside the range the form accepts.
      if (doc.pixels) {
        expect(doc.width_px, where).toBeGreaterThanOrEqual(doc.pixels.min.width)
        expect(doc.height_px, where).toBeGreaterThanOrEqual(doc.pixels.min.height)
        expect(doc.width_px, where).toBeLessThanOrEqual(doc.pixels.max?.width ?? doc.width_px)
        expect(doc.height_px, where).toBeLessThanOrEqual(doc.pixels.max?.height ?? doc.height_px)
      }
      // The pixels have the shape of the mm (within 2 %), and are the mm at the dpi (within 1 %).
      const pxAspect = doc.width_px / doc.height_px
      const mmAspect = doc.width_mm / doc.height_mm
      expect(Math.abs(pxAspect / mmAspect - 1), where).toBeLessThan(0.02)
      expect(Math.abs(doc.width_px / ((doc.width_mm / 25.4) * doc.dpi) - 1), where).toBeLessThan(0.01)
      expect(Math.abs(doc.height_px / ((doc.height_mm / 25.4) * doc.dpi) - 1), where).toBeLessThan(0.01)
      expect(doc.file_size_kb.min ?? 0, where).toBeLessThanOrEqual(doc.file_size_kb.max)
      expect(doc.head.min, where).toBeLessThanOrEqual(doc.head.max)
      // The compliance check accepts the main colour or an option, so the options must include it.
      if (doc.background_options) expect(doc.background_options, where).toContain(doc.background_color)
      for (const colour of [doc.background_color, ...(doc.background_options ?? [])]) {
        expect(colour, where).toMatch(/^#[0-9a-f]{6}$/)
      }
      // Every extra document says where its numbers are written; all of them are second-hand so far.
      expect(doc.sources.length, where).toBeGreaterThan(0)
      for (const source of doc.sources) {
        expect(source.url, where).toMatch(/^https:\/\//)
        expect(source.verifiedOn, where).toBe('not verified')
      }
      // The edit policy is the built-in one of every destination that lists the document.
      for (const slug of slugs) expect(doc.editPolicy, `${where} in ${slug}`).toEqual(builtInEditPolicy(slug))
    }
  })

  it('forbids glasses in every US document, the default one included', () => {
    const us = documentsOf({
      code: 'united-states',
      spec: COUNTRY_SPECS['united-states'],
      editPolicy: builtInEditPolicy('united-states'),
      documents: builtInDocuments('united-states'),
    })
    expect(us).toHaveLength(3)
    for (const doc of us) expect(doc.glasses, doc.id).toBe('forbidden')
  })

  it('gives the US the DS-160 upload at 600x600 and at most 240 KB, with no floor', () => {
    const ids = documentsOf({
      code: 'united-states',
      spec: COUNTRY_SPECS['united-states'],
      editPolicy: builtInEditPolicy('united-states'),
      documents: builtInDocuments('united-states'),
    }).map((d) => d.id)
    expect(ids).toEqual(['visa-photo', 'us-visa-ds-160', 'us-passport-print'])
    // The page opens on the DS-160; the spec's 240-320 KB row stays, named for what it is.
    const source = {
      code: 'united-states',
      spec: COUNTRY_SPECS['united-states'],
      editPolicy: builtInEditPolicy('united-states'),
      documents: builtInDocuments('united-states'),
    }
    expect(openingDocumentId(source)).toBe('us-visa-ds-160')
    expect(documentOf(source, undefined).id).toBe('us-visa-ds-160')
    expect(documentOf(source, 'visa-photo').name).toBe(
      'General 2x2 in photo file, 240-320 KB (not for the DS-160)',
    )
    // Staff who take the DS-160 away get the row back as the opening document.
    expect(documentOf({ ...source, documents: [] }, undefined).id).toBe('visa-photo')
    const ds160 = byId('us-visa-ds-160')
    expect([ds160.width_px, ds160.height_px]).toEqual([600, 600])
    expect(ds160.file_size_kb).toEqual({ min: null, max: 240 })
    expect(ds160.head).toEqual({ min: 50, max: 69, crown: 'hair' })
    expect(ds160.eye_line).toEqual({ min: 56, max: 69 })
  })

  it('exports the UK online photo uncropped as the route asks: 600x750 or more, head, shoulders and upper body', () => {
    const uk = byId('uk-passport-online')
    expect(uk.medium).toBe('digital')
    expect(uk.width_px).toBeGreaterThanOrEqual(600)
    expect(uk.height_px).toBeGreaterThanOrEqual(750)
    expect(uk.file_size_kb.min).toBe(50)
    // A head at most 45 % of the height leaves the shoulders and upper body in the frame.
    expect(uk.head).toEqual({ min: 30, max: 45, crown: 'hair' })
    expect(uk.editPolicy.backgroundReplacement).toBe('refused')
  })

  it('exports the China COVA photo inside 354x472..420x560 and 40-120 KB, and the print at 33x48 mm', () => {
    const cova = byId('china-visa-online')
    expect(cova.width_px).toBeGreaterThanOrEqual(354)
    expect(cova.height_px).toBeGreaterThanOrEqual(472)
    expect(cova.width_px).toBeLessThanOrEqual(420)
    expect(cova.height_px).toBeLessThanOrEqual(560)
    expect(cova.width_px / cova.height_px).toBeCloseTo(3 / 4, 3)
    expect(cova.file_size_kb.min).toBeGreaterThanOrEqual(40)
    expect(cova.file_size_kb.max).toBeLessThanOrEqual(120)
    const print = byId('china-visa-print')
    expect([print.width_mm, print.height_mm, print.medium]).toEqual([33, 48, 'print'])
  })

  it('lists one shared 35x45 print, with no white, for the Schengen destinations', () => {
    const schengen = [
      'france',
      'germany',
      'spain',
      'italy',
      'netherlands',
      'austria',
      'belgium',
      'greece',
      'portugal',
      'switzerland',
    ]
    const shared = EXTRAS.find((e) => e.doc.id === 'schengen-35x45-print')
    expect(shared?.slugs.sort()).toEqual([...schengen].sort())
    for (const slug of schengen) {
      expect(extraDocumentsOf(slug as CountrySlug)[0]).toBe(shared?.doc)
    }
    const doc = byId('schengen-35x45-print')
    expect([doc.width_mm, doc.height_mm]).toEqual([35, 45])
    expect([doc.background_color, ...(doc.background_options ?? [])]).not.toContain('#ffffff')
    expect(doc.head.crown).toBe('natural')
  })
})

// The destinations of the product spec's table (docs/product-rules.md, "Country photo specs"), by hand.
const SPEC_ROWS: ReadonlySet<string> = new Set(
  'vietnam china japan india france germany morocco united-states canada thailand australia turkey united-kingdom mexico spain italy brazil south-korea united-arab-emirates russia singapore malaysia indonesia switzerland netherlands hong-kong taiwan saudi-arabia austria belgium greece portugal'.split(
    ' ',
  ),
)

describe('photo documents: the default document', () => {
  it("is the spec row of every destination, with the rules its record adds (Vietnam's page rules)", () => {
    for (const slug of COUNTRY_SLUGS) {
      const spec = COUNTRY_SPECS[slug]
      const doc = defaultDocument(spec, builtInEditPolicy(slug), slug)
      expect(photoDocumentSchema.safeParse(doc).success, slug).toBe(true)
      expect(doc.id).toBe(DEFAULT_DOCUMENT_ID)
      expect([doc.width_mm, doc.height_mm, doc.width_px, doc.height_px, doc.dpi], slug).toEqual([
        spec.width_mm,
        spec.height_mm,
        spec.width_px,
        spec.height_px,
        spec.dpi,
      ])
      // The Vietnam page's own spec has no minimum file size, although the table row carries one.
      const vietnam = slug === 'vietnam'
      expect(doc.file_size_kb, slug).toEqual({
        min: vietnam ? null : spec.min_file_size_kb,
        max: spec.max_file_size_kb,
      })
      expect([doc.background_rule, doc.file_size_rule], slug).toEqual(
        vietnam ? ['whitish', 'encode-ladder'] : [undefined, undefined],
      )
      expect([doc.head.min, doc.head.max], slug).toEqual([spec.face_coverage_min, spec.face_coverage_max])
      expect(doc.background_color, slug).toBe(spec.background_color)
      expect(doc.background_options, slug).toEqual(spec.background_options)
      expect(doc.editPolicy, slug).toBe(builtInEditPolicy(slug))
      // A destination beyond the spec's table states its rules with their sources; the spec's rows state none
      // but these, so what they do not say stays 'unstated'.
      const own = DESTINATION_RECORDS[slug].defaultDocument
      if (!SPEC_ROWS.has(slug)) expect(doc.sources.length, slug).toBeGreaterThan(0)
      // The glasses rule of the three spec destinations whose rules state one, with its source.
      const glasses = ['united-states', 'vietnam', 'mexico'].includes(slug)
        ? 'forbidden'
        : SPEC_ROWS.has(slug)
          ? 'unstated'
          : (own?.glasses ?? 'unstated')
      expect(doc.glasses, slug).toBe(glasses)
      expect(
        doc.sources.some((s) => s.quote.includes('no glasses')),
        slug,
      ).toBe(glasses === 'forbidden')
      // The US forms accept a natural smile, with its source; elsewhere ICAO 9303's neutral face ('unstated').
      const smile = slug === 'united-states'
      expect([doc.expression, doc.head_covering], slug).toEqual(
        smile
          ? ['natural-smile', 'religious-only']
          : SPEC_ROWS.has(slug)
            ? [undefined, undefined]
            : [own?.expression, own?.head_covering],
      )
      expect(
        doc.sources.some((s) => s.quote.includes('natural smile')),
        slug,
      ).toBe(smile)
      const all = documentsOf({
        code: slug,
        spec,
        editPolicy: builtInEditPolicy(slug),
        documents: builtInDocuments(slug),
      })
      expect(all[0], slug).toEqual(doc)
      expect(all.slice(1), slug).toEqual([...extraDocumentsOf(slug)])
    }
  })

  it('is what documentOf gives for an unknown, stale or missing id; a known id gives its document', () => {
    const spec = COUNTRY_SPECS.china
    const policy = builtInEditPolicy('china')
    const fallback = defaultDocument(spec, policy, 'china')
    const china = { code: 'china', spec, editPolicy: policy, documents: builtInDocuments('china') }
    expect(documentOf(china, 'no-such-document')).toEqual(fallback)
    expect(documentOf(china, 'us-visa-ds-160')).toEqual(fallback)
    expect(documentOf(china, undefined)).toEqual(fallback)
    expect(documentOf(china, 'china-visa-online')).toBe(byId('china-visa-online'))
    // A code staff added has only its default.
    expect(builtInDocuments('atlantis')).toEqual([])
    expect(documentsOf({ ...china, documents: [] }).map((d) => d.id)).toEqual([DEFAULT_DOCUMENT_ID])
  })
})

describe('photo documents: docs/photo-documents.md pins every number', () => {
  it('has one section per document and none for a document that does not exist', () => {
    expect([...SECTIONS.keys()].sort()).toEqual(EXTRAS.map((e) => e.doc.id).sort())
  })

  for (const { doc } of EXTRAS) {
    it(`matches the data of ${doc.id}`, () => {
      const { intro, rows, sources } = sectionOf(doc.id)
      expect(Object.keys(rows).sort(), 'row labels').toEqual([...ROW_LABELS].sort())
      expect(intro.startsWith(`**${doc.name}**`), `intro names "${doc.name}"`).toBe(true)

      expect(parseExport(rows['Export px'])).toEqual({
        width_px: doc.width_px,
        height_px: doc.height_px,
        width_mm: doc.width_mm,
        height_mm: doc.height_mm,
        dpi: doc.dpi,
        medium: doc.medium,
      })

      const accepted = parseAccepted(rows['Accepted px'])
      if (accepted.kind === 'range') expect(doc.pixels).toEqual({ min: accepted.min, max: accepted.max })
      else if (accepted.kind === 'at least') expect(doc.pixels).toEqual({ min: accepted.min })
      else expect(doc.pixels).toBeUndefined()

      const kb = parseKb(rows.KB)
      expect(kb.ours).toEqual(doc.file_size_kb)
      // Our window lies inside the form's.
      expect(kb.ours.min ?? 0).toBeGreaterThanOrEqual(kb.form.min ?? 0)
      expect(kb.ours.max).toBeLessThanOrEqual(kb.form.max)
      if (kb.form.max === Number.POSITIVE_INFINITY) expect(doc.medium).toBe('print')

      expect(parseBand(rows.Head, 'of the image height')).toEqual({ min: doc.head.min, max: doc.head.max })
      expect(rows.Crown).toBe(doc.head.crown)
      expect(parseBand(rows['Eye line'], 'from the bottom')).toEqual(doc.eye_line)
      expect(parseBand(rows['Top margin'], 'above the crown')).toEqual(doc.top_margin)

      const colours = hexes(rows.Background)
      expect(colours[0]).toBe(doc.background_color)
      expect(colours).toEqual(doc.background_options ?? [doc.background_color])

      expect(rows.Glasses).toBe(doc.glasses)
      expect(rows.Expression).toBe(doc.expression ?? 'unstated')
      expect(rows['Head covering']).toBe(doc.head_covering ?? 'unstated')
      expect(rows.Edits).toBe(doc.editPolicy.backgroundReplacement)

      expect(sources).toEqual(
        doc.sources.map((s) => ({ name: s.name, url: s.url, verifiedOn: s.verifiedOn, quote: s.quote })),
      )
    })
  }

  it('fails when a number in the markdown changes', () => {
    const changed = docSections(
      MARKDOWN.replace(/\| KB +\| 40-120 KB \(form: 40-120 KB\)/, '| KB | 40-130 KB (form: 40-120 KB)'),
    )
    const kb = parseKb(changed.get('china-visa-online')?.rows.KB ?? '')
    expect(kb.ours).not.toEqual(byId('china-visa-online').file_size_kb)
  })
})
