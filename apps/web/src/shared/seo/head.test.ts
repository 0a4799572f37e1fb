import { describe, expect, it } from 'vitest'
import { pageHead } from './head.ts'

type Tag = Record<string, unknown>
const find = (tags: Tag[], key: string, value: string) => tags.find((tag) => tag[key] === value)

describe('pageHead', () => {
  it('cuts a long title to 57 characters plus an ellipsis and a long description to 152', () => {
    const head = pageHead({ title: 'T'.repeat(61), description: 'D'.repeat(156), path: '/x' })
    const tags = head.meta as Tag[]
    expect(tags.find((tag) => 'title' in tag)?.title).toBe(`${'T'.repeat(57)}...`)
    expect(find(tags, 'name', 'description')?.content).toBe(`${'D'.repeat(152)}...`)
  })

  it('keeps a 60-character title and a 155-character description whole', () => {
    const tags = pageHead({ title: 'T'.repeat(60), description: 'D'.repeat(155), path: '/x' }).meta as Tag[]
    expect(tags.find((tag) => 'title' in tag)?.title).toBe('T'.repeat(60))
    expect(find(tags, 'name', 'description')?.content).toBe('D'.repeat(155))
  })

  it('writes robots, canonical, Open Graph, Twitter and JSON-LD', () => {
    const head = pageHead({
      title: 'Japan Visa Photo',
      description: 'A description long enough.',
      path: '/japan-visa-photo',
      noIndex: true,
      structuredData: { '@type': 'WebPage' },
      keywords: ['a', 'b'],
    })
    const tags = head.meta as Tag[]
    expect(find(tags, 'name', 'robots')?.content).toBe('noindex, nofollow')
    expect(find(tags, 'name', 'keywords')?.content).toBe('a, b')
    expect(find(tags, 'property', 'og:url')?.content).toBe('http://localhost:3000/japan-visa-photo')
    expect(find(tags, 'name', 'twitter:card')?.content).toBe('summary_large_image')
    expect(tags.some((tag) => 'script:ld+json' in tag)).toBe(true)
    expect(head.links).toEqual([{ rel: 'canonical', href: 'http://localhost:3000/japan-visa-photo' }])
  })

  it('keeps an absolute image URL and makes a site path absolute', () => {
    const external = pageHead({
      title: 'x',
      description: 'y',
      path: '/',
      ogImage: 'https://cdn.example/a.png',
    })
    expect(find(external.meta as Tag[], 'property', 'og:image')?.content).toBe('https://cdn.example/a.png')
    const local = pageHead({ title: 'x', description: 'y', path: '/', ogImage: '/api/og-image/a' })
    expect(find(local.meta as Tag[], 'property', 'og:image')?.content).toBe(
      'http://localhost:3000/api/og-image/a',
    )
  })

  it('defaults robots to index, follow', () => {
    const tags = pageHead({ title: 'x', description: 'y', path: '/' }).meta as Tag[]
    expect(find(tags, 'name', 'robots')?.content).toBe('index, follow')
  })
})
