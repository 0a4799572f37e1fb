import { SITE } from '@vps/specs'
import { pageHead } from '../../shared/seo/head.ts'
import { absoluteUrl } from '../../shared/seo/site.ts'

export const homeHead = () =>
  pageHead({
    title: `${SITE.name}: Free Visa & Passport Photo Maker`,
    description:
      'Make a visa or passport photo that meets the official size, head position and background rules in seconds. Free, private: your photo never leaves your device.',
    path: '/',
    keywords: ['visa photo', 'passport photo', 'photo size', 'online photo maker', 'compress image to KB'],
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: SITE.name,
      url: absoluteUrl('/'),
      potentialAction: {
        '@type': 'SearchAction',
        target: `${absoluteUrl('/blog')}?search={search_term_string}`,
        'query-input': 'required name=search_term_string',
      },
    },
  })
