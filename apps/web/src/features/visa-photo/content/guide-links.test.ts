import { describe, expect, it } from 'vitest'
import { guideLinks } from './guide-links.ts'

describe('guideLinks', () => {
  it('gives a built-in its three seeded guides and its landing page', () => {
    expect(guideLinks('japan').map((link) => link.href)).toEqual([
      '/blog/japan-visa-photo-requirements-complete-guide',
      '/blog/common-japan-visa-photo-mistakes-avoid',
      '/blog/japan-visa-processing-time-delays-guide',
      '/countries/japan',
    ])
  })

  it('gives an added destination its landing page only: no guide was seeded for it', () => {
    expect(guideLinks('atlantis', 'Atlantis')).toEqual([
      expect.objectContaining({ href: '/countries/atlantis', label: 'Atlantis visa photo guides and tips' }),
    ])
  })
})
