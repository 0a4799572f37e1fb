import { SITE } from '@vps/specs'
import { pageHead } from '../../shared/seo/head.ts'

// The trust pages' heads, apart from the pages: a route's head is in the first bundle, its page is not.

export const aboutHead = () =>
  pageHead({
    title: `About ${SITE.name}`,
    description: `Who makes ${SITE.name}, how its free visa photo and compression tools work on your device, and how to reach us.`,
    path: '/about',
  })

export const privacyHead = () =>
  pageHead({
    title: 'Privacy Policy',
    description: `What ${SITE.name} collects and why: your photos never leave your device; feedback is kept only to answer it. How to check it yourself in the browser.`,
    path: '/privacy',
  })

export const termsHead = () =>
  pageHead({
    title: 'Terms of Use',
    description: `The terms for using ${SITE.name}: free tools, provided as they are; the issuing authority decides whether a photo is accepted.`,
    path: '/terms',
  })
