import { SITE } from '@vps/specs'
import { pageHead } from '../../shared/seo/head.ts'
import { absoluteUrl } from '../../shared/seo/site.ts'

// Prerendered once, while staff add and disable destinations at runtime (the tiles count the served list), so
// the description names no number of countries that the page below it could contradict.
export const homeHead = () =>
  pageHead({
    title: `${SITE.name}: Free Visa & Passport Photo Maker`,
    description: `Make a visa photo that meets your destination's official size, face and background rules in ${SITE.resultTime}. Free, and processed on your device.`,
    path: '/',
    keywords: [
      'visa photo',
      'passport photo',
      'vietnam visa photo',
      'visa photo size',
      'online photo maker',
      'compress image to KB',
    ],
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: SITE.name,
      url: absoluteUrl('/'),
      // Sitelinks search box: search engines send the visitor's query to the blog search.
      potentialAction: {
        '@type': 'SearchAction',
        target: absoluteUrl(SITE.searchUrlTemplate),
        'query-input': 'required name=search_term_string',
      },
    },
  })
