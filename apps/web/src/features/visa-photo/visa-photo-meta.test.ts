import { COUNTRY_SLUGS, COUNTRY_SPECS, DEFAULT_EDIT_POLICY } from '@vps/specs'
import { describe, expect, it } from 'vitest'
import { builtInDestination, type Destination } from '../../shared/country/destination.ts'
import { visaPhotoHead } from './visa-photo-meta.ts'

const metaValue = (head: ReturnType<typeof visaPhotoHead>, name: string) =>
  head.meta.find((tag) => tag.name === name)?.content as string

const builtIn = (slug: string) => builtInDestination(slug) as Destination

describe('visaPhotoHead', () => {
  const heads = COUNTRY_SLUGS.map((slug) => visaPhotoHead(builtIn(slug)))

  it('gives every country a distinct, untruncated title and description', () => {
    const titles = heads.map((head) => head.meta.find((tag) => 'title' in tag)?.title as string)
    const descriptions = heads.map((head) => metaValue(head, 'description'))
    expect(new Set(titles).size).toBe(COUNTRY_SLUGS.length)
    expect(new Set(descriptions).size).toBe(COUNTRY_SLUGS.length)
    for (const text of [...titles, ...descriptions]) expect(text).not.toContain('…')
  })

  it('describes Vietnam with its 4x6 cm page spec and the United Kingdom with its own', () => {
    expect(metaValue(visaPhotoHead(builtIn('vietnam')), 'description')).toContain('472x708 px')
    expect(metaValue(visaPhotoHead(builtIn('vietnam')), 'description')).toContain('at most 240KB')
    expect(metaValue(visaPhotoHead(builtIn('united-kingdom')), 'description')).toContain('413x531 px')
    expect(metaValue(visaPhotoHead(builtIn('united-kingdom')), 'keywords')).toContain(
      'United Kingdom visa photo',
    )
  })

  it('describes a staff-added destination and an edited spec with the served values', () => {
    const added: Destination = {
      slug: 'atlantis',
      name: 'Atlantis',
      spec: {
        ...COUNTRY_SPECS.japan,
        width_px: 420,
        height_px: 540,
        min_file_size_kb: 30,
        max_file_size_kb: 120,
      },
      editPolicy: DEFAULT_EDIT_POLICY,
      documents: [],
    }
    const head = visaPhotoHead(added)
    expect(head.meta.find((tag) => 'title' in tag)?.title).toContain('Free Atlantis Visa Photo Maker')
    expect(metaValue(head, 'description')).toContain('420x540 px')
    expect(metaValue(head, 'description')).toContain('30-120KB')

    const vietnam = builtIn('vietnam')
    const edited = visaPhotoHead({
      ...vietnam,
      spec: { ...vietnam.spec, max_file_size_kb: 200, min_file_size_kb: 90 },
    })
    // The Vietnam page keeps its no-minimum rule while the staff's maximum reaches it.
    expect(metaValue(edited, 'description')).toContain('at most 200KB')
  })
})
