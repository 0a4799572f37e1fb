import { describe, expect, it } from 'vitest'
import { COUNTRY_SLUGS, isCountrySlug } from '../countries.ts'
import {
  DATA_DESTINATION_NAMES,
  destinationsClaim,
  SHIPPED_SLUGS,
  SOURCED_DESTINATION_COUNT,
} from '../destination-names.ts'
import { builtInDestination } from '../destinations/built-in.ts'
import type { DocumentData } from '../destinations/data/types.ts'
import { DEFAULT_DOCUMENT_ID } from '../document-ids.ts'
import { builtInDocuments, documentOf, documentsOf } from '../photo-documents.ts'
import { destinationSchema } from '../schemas/cms.ts'
import { photoDocumentSchema } from '../schemas/photo-document.ts'
import {
  CATALOG_SLUGS,
  catalogDestination,
  DESTINATION_DATA,
  documentProblems,
  documentReportText,
  EDIT_POLICY_REASONS,
  SHIPPED_DATA,
  shippedDestination,
  shippedDocuments,
  sourcedCounts,
  toDestination,
  toPhotoDocument,
} from './index.ts'

const SOURCE_A = {
  kind: 'secondary',
  authority: 'Table A',
  title: 'Kenya passport',
  url: 'https://github.com/a/table/blob/0000000000000000000000000000000000000000/specs.json',
  quote: 'row ke_passport: 35x45 mm, head 32-36 mm',
  read_on: '2026-11-29',
} as const
const SOURCE_B = {
  ...SOURCE_A,
  authority: 'Site B',
  url: 'https://photos.example.org/kenya-passport',
  quote: 'Kenya passport photo: 35x45 mm; head 32 to 36 mm',
} as const

/** A document that passes every rule; each test below takes one thing away. */
const GOOD: DocumentData = {
  id: 'xx-passport',
  kind: 'passport',
  name: 'Testland passport photo',
  route: 'print',
  print_mm: { width: 35, height: 45 },
  head: { min_mm: 32, max_mm: 36 },
  crown: 'natural',
  crown_stated: false,
  background: ['white'],
  edit_policy: 'unstated',
  glasses: 'refused',
  expression: 'neutral-mouth-closed',
  head_covering: 'religious-or-medical',
  sources: [SOURCE_A, SOURCE_B],
  verification: 'secondary-agree',
}

describe('the destinations kept as data', () => {
  // What the site shows: the built-ins' rows are held for review and do not count.
  const counts = sourcedCounts(SHIPPED_DATA)

  // Issue #54's goal (180 destinations, 300 documents) is not met by the data delivered on 2026-11-29: most
  // rows rest on one secondary source or on tables that copy one another (docs/destinations-data.md). The
  // home page shows the true count meanwhile (the claim's test below).
  it('count what the site shows: the destinations and documents shipped, each sourced', () => {
    expect(counts.destinations).toBe(SOURCED_DESTINATION_COUNT)
    expect(counts.destinations).toBe(CATALOG_SLUGS.length)
    // Today's data (pnpm report:documents): a drop below it means rows were lost, not corrected.
    expect(counts.destinations).toBeGreaterThanOrEqual(75)
    expect(counts.documents).toBeGreaterThanOrEqual(109)
  })

  it('hold no document without a source, a date read, a crown definition or an edit policy', () => {
    const faulty = DESTINATION_DATA.flatMap((d) =>
      d.documents.map((doc) => [`${d.slug}/${doc.id}`, documentProblems(doc)] as const),
    ).filter(([, problems]) => problems.length > 0)
    expect(faulty).toEqual([])
    // So every document shipped counts, and the counts are the shipped data's size.
    expect(counts.documents).toBe(SHIPPED_DATA.reduce((n, d) => n + d.documents.length, 0))
    expect(counts.destinations).toBe(SHIPPED_DATA.length)
  })

  it('use each slug and document id once', () => {
    const slugs = DESTINATION_DATA.map((d) => d.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
    const ids = DESTINATION_DATA.flatMap((d) => d.documents.map((doc) => doc.id))
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('are served as destinations the schema accepts, the first document the default one', () => {
    for (const slug of CATALOG_SLUGS) {
      const served = catalogDestination(slug)
      expect(destinationSchema.safeParse(served).error?.issues ?? [], slug).toEqual([])
      const documents = documentsOf({ code: slug, ...(served as NonNullable<typeof served>) })
      for (const doc of documents)
        expect(photoDocumentSchema.safeParse(doc).error?.issues ?? [], `${slug}/${doc.id}`).toEqual([])
      // Every document the page offers carries its sources and how they were verified.
      for (const doc of documents) {
        expect(doc.sources.length, `${slug}/${doc.id}`).toBeGreaterThan(0)
        expect(doc.verification, `${slug}/${doc.id}`).toBeDefined()
      }
    }
  })

  it("leave a built-in destination's page as its record says: the data's rows for it are held", () => {
    for (const data of DESTINATION_DATA.filter((d) => isCountrySlug(d.slug))) {
      expect(shippedDocuments(data.slug), data.slug).toEqual(builtInDocuments(data.slug))
      expect(shippedDestination(data.slug), data.slug).toEqual(builtInDestination(data.slug))
    }
  })

  it('keep the names index the web app reads equal to the data', () => {
    const derived = DESTINATION_DATA.map(({ slug, name, aliases }) => ({ slug, name, aliases }))
    expect([...DATA_DESTINATION_NAMES].sort((a, b) => a.slug.localeCompare(b.slug))).toEqual(
      derived.sort((a, b) => a.slug.localeCompare(b.slug)),
    )
    expect(SOURCED_DESTINATION_COUNT).toBe(counts.destinations)
    // Every built-in keeps its page, and every new destination gets one, once.
    expect(SHIPPED_SLUGS.slice(0, COUNTRY_SLUGS.length)).toEqual([...COUNTRY_SLUGS])
    expect(new Set(SHIPPED_SLUGS).size).toBe(SHIPPED_SLUGS.length)
    expect(SHIPPED_SLUGS.length).toBe(COUNTRY_SLUGS.length + CATALOG_SLUGS.length)
  })
})

describe('documentProblems', () => {
  it('accepts a document with two independent secondary sources', () => {
    expect(documentProblems(GOOD)).toEqual([])
  })

  it('refuses a document without a source', () => {
    expect(documentProblems({ ...GOOD, sources: [] })).toContain('no source')
  })

  it('refuses a source without the date it was read', () => {
    const undated = { ...SOURCE_B, read_on: '' }
    expect(documentProblems({ ...GOOD, sources: [SOURCE_A, undated] })).toContain(
      'source 2: no date read (YYYY-MM-DD)',
    )
  })

  it('refuses a document without a crown definition', () => {
    const noCrown = { ...GOOD, crown: 'unstated' } as unknown as DocumentData
    expect(documentProblems(noCrown)).toContain('no crown definition (hair or natural)')
  })

  it('refuses a document without an edit policy', () => {
    const noPolicy = { ...GOOD, edit_policy: undefined } as unknown as DocumentData
    expect(documentProblems(noPolicy)).toContain('no edit policy (allowed, refused or unstated)')
  })

  it('counts two pages of one publisher as one source', () => {
    const sameSite = {
      ...SOURCE_B,
      authority: 'Table A again',
      url: 'https://github.com/a/table/blob/1/other.json',
    }
    expect(documentProblems({ ...GOOD, sources: [SOURCE_A, sameSite] })).toContain(
      "verification 'secondary-agree' without two independent secondary sources",
    )
  })

  it('refuses a single secondary source and an official claim without an official page', () => {
    expect(
      documentProblems({ ...GOOD, verification: 'single-secondary' } as unknown as DocumentData),
    ).toContain("verification 'single-secondary' is not kept (only official or secondary-agree)")
    expect(documentProblems({ ...GOOD, verification: 'official' })).toContain(
      "verification 'official' without an official source",
    )
  })

  it('refuses a colour it has no value for', () => {
    expect(documentProblems({ ...GOOD, background: ['light coloured'] })).toContain(
      "unknown colour 'light coloured'",
    )
  })
})

describe('toPhotoDocument', () => {
  it('exports a print at 600 dpi and reads its head band in mm against its height', () => {
    const doc = toPhotoDocument(GOOD)
    expect(doc).toMatchObject({
      medium: 'print',
      width_mm: 35,
      height_mm: 45,
      width_px: 827,
      height_px: 1063,
      dpi: 600,
      file_size_kb: { min: null, max: 1024 },
      head: { min: 71.1, max: 80, crown: 'natural' },
      background_color: '#ffffff',
      glasses: 'forbidden',
      head_covering: 'religious-only',
      verification: 'secondary-agree',
    })
    expect(doc.sources.map((s) => [s.kind, s.verifiedOn])).toEqual([
      ['secondary', '2026-11-29'],
      ['secondary', '2026-11-29'],
    ])
  })

  it('reads an unstated edit policy as refused, and says so', () => {
    const doc = toPhotoDocument(GOOD)
    expect(doc.editPolicy.backgroundReplacement).toBe('refused')
    expect(doc.editPolicy.reason).toBe(EDIT_POLICY_REASONS.unstated)
    expect(doc.readings).toContain(EDIT_POLICY_REASONS.unstated)
    expect(toPhotoDocument({ ...GOOD, edit_policy: 'allowed' }).editPolicy.backgroundReplacement).toBe(
      'allowed',
    )
  })

  it('says where the crown and the largest head are ours, not the sources’', () => {
    const minOnly = toPhotoDocument({ ...GOOD, head: { min_mm: 32.8 } })
    expect(minOnly.head).toEqual({ min: 72.9, max: 80, crown: 'natural' })
    expect(minOnly.readings?.[0]).toMatch(
      /^No source says whether the head is measured to the top of the hair/,
    )
    expect(minOnly.readings).toContain(
      "No source states the largest head; we keep it at most 80% of the height (ICAO 9303's 80%).",
    )
    const stated = toPhotoDocument({ ...GOOD, crown: 'hair', crown_stated: true, edit_policy: 'refused' })
    expect(stated.readings).toBeUndefined()
  })

  it('exports an upload at the smallest size its form accepts, at a dpi that keeps it 10-100 mm', () => {
    const doc = toPhotoDocument({
      ...GOOD,
      route: 'e-visa-portal',
      print_mm: undefined,
      pixels: { min: { width: 200, height: 200 }, max: { width: 600, height: 600 } },
      head: { min_pct: 70 },
      dpi: 600,
      file_size_kb: { max: 100 },
    } as DocumentData)
    expect(doc).toMatchObject({
      medium: 'digital',
      width_px: 200,
      height_px: 200,
      // The tables' 600 dpi would make 200 px an 8.5 mm print: 300 keeps it inside PHOTO_FRAME.
      dpi: 300,
      width_mm: 16.9,
      pixels: { min: { width: 200, height: 200 }, max: { width: 600, height: 600 } },
      file_size_kb: { min: null, max: 100 },
    })
    expect(photoDocumentSchema.safeParse(doc).success).toBe(true)
  })
})

describe('toDestination', () => {
  it('makes the visa photo the default document, with its rules served beside the row', () => {
    const served = toDestination({
      slug: 'testland',
      name: 'Testland',
      iso2: 'XX',
      aliases: ['TL'],
      region: 'africa',
      documents: [GOOD, { ...GOOD, id: 'xx-evisa', kind: 'e-visa', name: 'Testland e-visa photo' }],
    })
    expect(served.documents.map((d) => d.id)).toEqual(['xx-passport'])
    const opening = documentOf({ code: 'testland', ...served }, undefined)
    expect(opening).toMatchObject({
      id: DEFAULT_DOCUMENT_ID,
      name: 'Testland e-visa photo',
      head: { min: 71.1, max: 80, crown: 'natural' },
      file_size_kb: { min: null, max: 1024 },
      verification: 'secondary-agree',
    })
    expect(opening.sources).toHaveLength(2)
    expect(destinationSchema.safeParse(served).success).toBe(true)
  })
})

describe('the claim', () => {
  it("is the spec's '180+' from 180 sourced destinations, and under it the destinations the site shows", () => {
    expect(destinationsClaim(180, 200)).toBe('180+')
    expect(destinationsClaim(212, 230)).toBe('180+')
    expect(destinationsClaim(134, 167)).toBe('167')
    expect(destinationsClaim()).toBe(SOURCED_DESTINATION_COUNT >= 180 ? '180+' : String(SHIPPED_SLUGS.length))
    // Today: the 33 built-ins and the data's 75.
    expect(SHIPPED_SLUGS.length).toBe(33 + SOURCED_DESTINATION_COUNT)
  })
})

describe('documentReportText', () => {
  it('gives each document its verification, the day read and any disagreement', () => {
    const text = documentReportText([
      {
        slug: 'testland',
        name: 'Testland',
        iso2: 'XX',
        aliases: [],
        region: 'africa',
        documents: [{ ...GOOD, disagreements: 'A says 32-36 mm, B 31-36 mm; the stricter 32-36 mm kept.' }],
      },
    ])
    expect(text).toBe(
      [
        'testland / xx-passport: Testland passport photo',
        '  verified: two secondary sources agree; read 2026-11-29; official: 0, secondary: 2 (2 independent)',
        '  disagreement: A says 32-36 mm, B 31-36 mm; the stricter 32-36 mm kept.',
        '  unstated, read by us: crown, edit policy',
        '',
        "1 destinations with a sourced document; 1 sourced documents (0 against an official page, 1 on two agreeing secondary sources); 1 with sources that disagree; 0 more held for the built-in destinations' review.",
      ].join('\n'),
    )
  })
})
