import { CMS } from '@vps/specs'
import { describe, expect, it } from 'vitest'
import {
  articleFormSchema,
  articleToForm,
  emptyArticleForm,
  formToInput,
  slugify,
  splitList,
} from './article-form.ts'

describe('slugify', () => {
  it('turns a title into lower-case words joined by hyphens', () => {
    expect(slugify('Schengen Visa: Photo Rules (2026)!')).toBe('schengen-visa-photo-rules-2026')
    expect(slugify('  Côte d’Ivoire — photo guide ')).toBe('cote-d-ivoire-photo-guide')
    expect(slugify('!!!')).toBe('')
  })

  it('never exceeds the slug limit nor ends on a hyphen', () => {
    const slug = slugify(`${'a'.repeat(CMS.maxSlugLength - 1)} b`)
    expect(slug.length).toBeLessThanOrEqual(CMS.maxSlugLength)
    expect(slug.endsWith('-')).toBe(false)
  })
})

describe('splitList', () => {
  it('drops blanks and repeated words', () => {
    expect(splitList('Visa, passport ,, photo, visa')).toEqual(['Visa', 'passport', 'photo'])
    expect(splitList('')).toEqual([])
  })
})

describe('article form', () => {
  const filled = {
    ...emptyArticleForm('Ana'),
    title: 'US visa photo',
    slug: 'us-visa-photo',
    content: '<p>Hello</p>',
    tags: 'usa, photo',
    country: 'United-States',
    keywords: 'visa photo',
  }

  it('reads the comma lists and gives the API body with the chosen status', () => {
    const values = articleFormSchema.parse(filled)
    expect(formToInput(values, 'published')).toEqual({
      title: 'US visa photo',
      slug: 'us-visa-photo',
      excerpt: '',
      content: '<p>Hello</p>',
      tags: ['usa', 'photo'],
      country: 'united-states',
      featured: false,
      author: 'Ana',
      keywords: ['visa photo'],
      status: 'published',
    })
  })

  it("gives the contract's messages for a missing title, a bad slug and no country", () => {
    const result = articleFormSchema.safeParse({ ...filled, title: ' ', slug: 'Not A Slug', country: '' })
    expect(result.success).toBe(false)
    const messages = Object.fromEntries(
      result.error?.issues.map((issue) => [issue.path[0], issue.message]) ?? [],
    )
    expect(messages).toEqual({
      title: 'Title is required',
      slug: 'Slug must be lower-case words joined by hyphens',
      country: 'Country is required',
    })
  })

  it('round-trips a stored article', () => {
    const form = articleToForm({
      ...formToInput(articleFormSchema.parse({ ...filled, metaDescription: 'Meta' }), 'draft'),
      id: 'a1',
      publishedAt: null,
      updatedAt: '2026-01-01T00:00:00.000Z',
      createdAt: '2026-01-01T00:00:00.000Z',
      readingTime: '1 min read',
    })
    expect(form).toMatchObject({ tags: 'usa, photo', keywords: 'visa photo', metaDescription: 'Meta' })
  })
})
