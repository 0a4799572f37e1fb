import { COUNTRY_SLUGS } from '@vps/specs'
import { describe, expect, it } from 'vitest'
import { visaPhotoHead } from './visa-photo-meta.ts'

const metaValue = (head: ReturnType<typeof visaPhotoHead>, name: string) =>
  head.meta.find((tag) => tag.name === name)?.content as string

describe('visaPhotoHead', () => {
  const heads = COUNTRY_SLUGS.map((slug) => visaPhotoHead(slug))

  it('gives every country a distinct, untruncated title and description', () => {
    const titles = heads.map((head) => head.meta.find((tag) => 'title' in tag)?.title as string)
    const descriptions = heads.map((head) => metaValue(head, 'description'))
    expect(new Set(titles).size).toBe(COUNTRY_SLUGS.length)
    expect(new Set(descriptions).size).toBe(COUNTRY_SLUGS.length)
    for (const text of [...titles, ...descriptions]) expect(text).not.toContain('…')
  })

  it('describes Vietnam with its fixed 4x6 cm spec and the United Kingdom with its own', () => {
    expect(metaValue(visaPhotoHead('vietnam'), 'description')).toContain('472x708 px')
    expect(metaValue(visaPhotoHead('vietnam'), 'description')).toContain('at most 240KB')
    expect(metaValue(visaPhotoHead('united-kingdom'), 'description')).toContain('413x531 px')
    expect(metaValue(visaPhotoHead('united-kingdom'), 'keywords')).toContain('United Kingdom visa photo')
  })
})
