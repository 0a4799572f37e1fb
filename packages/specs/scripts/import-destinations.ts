/// <reference types="node" />
// Converts the research file (the shape in docs/destinations-data.md, "The research file") into the
// repository's data files: one TypeScript file per region under src/destinations/data/, and the names
// index the web app's search reads. Run once per delivery of the file; the repository keeps what it writes,
// not the file. Every document left out is printed with the reason.
//
//   pnpm --filter @vps/specs exec tsx scripts/import-destinations.ts /path/to/destinations.json
//   pnpm exec biome check --write packages/specs/src/destinations/data   (from the root: the house style)
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { toPhotoDocument } from '../src/catalog/adapter.ts'
import { documentProblems } from '../src/catalog/validate.ts'
import { isCountrySlug } from '../src/countries.ts'
import type { DestinationData, DocumentData, RegionData } from '../src/destinations/data/types.ts'
import { builtInDocuments } from '../src/photo-documents.ts'
import { photoDocumentSchema } from '../src/schemas/photo-document.ts'
import { SLUG_PATTERN } from '../src/slug.ts'

const here = path.dirname(fileURLToPath(import.meta.url))
const dataDir = path.join(here, '../src/destinations/data')
const input = process.argv[2]
if (!input) throw new Error('usage: import-destinations.ts <destinations.json>')

type Raw = Omit<DocumentData, 'crown' | 'crown_stated' | 'verification'> & {
  crown: string
  verification: string
}
const file = JSON.parse(readFileSync(input, 'utf8')) as {
  destinations: (Omit<DestinationData, 'documents'> & { documents: Raw[] })[]
}

const FILES: Record<string, { file: string; name: string; regions: RegionData[] }> = {
  africa: { file: 'africa.ts', name: 'AFRICA', regions: ['africa'] },
  americas: { file: 'americas.ts', name: 'AMERICAS', regions: ['americas'] },
  asia: { file: 'asia.ts', name: 'ASIA', regions: ['asia'] },
  europe: { file: 'europe.ts', name: 'EUROPE', regions: ['europe', 'schengen'] },
  'middle-east': { file: 'middle-east.ts', name: 'MIDDLE_EAST', regions: ['middle-east'] },
  oceania: { file: 'oceania.ts', name: 'OCEANIA', regions: ['oceania'] },
}

const kept: DestinationData[] = []
const leftOut: string[] = []
const ids = new Set<string>()
const slugs = new Set<string>()

for (const raw of file.destinations) {
  if (!SLUG_PATTERN.test(raw.slug) || slugs.has(raw.slug)) {
    leftOut.push(`${raw.slug}: slug not kebab-case or repeated`)
    continue
  }
  const documents: DocumentData[] = []
  for (const doc of raw.documents) {
    const why: string[] = []
    if (doc.verification === 'single-secondary') why.push('one secondary source only')
    // No source states the crown: our reading, 'natural', marked so (docs/destinations-data.md).
    const stated = doc.crown === 'hair' || doc.crown === 'natural'
    const typed = {
      ...doc,
      crown: stated ? doc.crown : 'natural',
      crown_stated: stated,
    } as DocumentData
    if (why.length === 0) why.push(...documentProblems(typed))
    if (
      ids.has(doc.id) ||
      (isCountrySlug(raw.slug) && builtInDocuments(raw.slug).some((d) => d.id === doc.id))
    )
      why.push('id already used')
    if (why.length === 0) {
      const parsed = photoDocumentSchema.safeParse(toPhotoDocument(typed))
      if (!parsed.success) why.push(...parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`))
    }
    if (why.length > 0) {
      leftOut.push(`${raw.slug} / ${doc.id}: ${why.join('; ')}`)
      continue
    }
    ids.add(doc.id)
    documents.push(typed)
  }
  if (documents.length === 0) {
    leftOut.push(`${raw.slug}: no document kept, destination left out`)
    continue
  }
  slugs.add(raw.slug)
  const { slug, name, iso2, aliases, region } = raw
  // A long form that holds the name ('Republic of Kenya') finds nothing the name does not, and its other
  // words ('republic', 'kingdom') would match dozens of countries: left out.
  const own = name.toLowerCase()
  const useful = aliases.filter((alias) => !alias.toLowerCase().includes(own))
  kept.push({ slug, name, iso2, aliases: [...new Set(useful)], region, documents })
}

const header = (what: string) =>
  `// ${what}: destinations kept as data (docs/destinations-data.md). Written by scripts/import-destinations.ts\n// from the research file, then kept and corrected here by hand; every number as its sources state it.\n`

for (const { file: name, name: constant, regions } of Object.values(FILES)) {
  const mine = kept.filter((d) => regions.includes(d.region)).sort((a, b) => a.slug.localeCompare(b.slug))
  const body = `${header(
    constant
      .replace('_', ' ')
      .toLowerCase()
      .replace(/^./, (c) => c.toUpperCase()),
  )}import type { DestinationData } from './types.ts'\n\nexport const ${constant}: readonly DestinationData[] = ${JSON.stringify(mine, null, 2)}\n`
  writeFileSync(path.join(dataDir, name), body)
}

const names = kept
  .map(({ slug, name, aliases }) => ({ slug, name, aliases }))
  .sort((a, b) => a.slug.localeCompare(b.slug))
writeFileSync(
  path.join(dataDir, 'names.ts'),
  `// The names of every destination kept as data, for the web app's search and the home page's count, which must\n// not ship the data itself. Written by scripts/import-destinations.ts; names.test.ts holds it to the data.\nexport interface DataDestinationName {\n  slug: string\n  name: string\n  aliases: readonly string[]\n}\n\nexport const DATA_DESTINATION_NAMES: readonly DataDestinationName[] = ${JSON.stringify(names, null, 2)}\n`,
)

const docCount = kept.reduce((n, d) => n + d.documents.length, 0)
console.log(`Kept ${kept.length} destinations and ${docCount} documents.`)
if (leftOut.length > 0) console.log(`Left out (${leftOut.length}):\n  ${leftOut.join('\n  ')}`)
