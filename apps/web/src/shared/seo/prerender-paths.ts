import { COMPRESS_TARGETS, COUNTRY_SLUGS } from '@vps/specs'

/** Every public page known at build time, prerendered to HTML. Blog articles are added from the seed data. */
export function prerenderPaths(): string[] {
  return [
    '/',
    '/blog',
    '/feedback',
    '/general-image-compressions',
    ...COUNTRY_SLUGS.map((slug) => `/${slug}-visa-photo`),
    ...COUNTRY_SLUGS.map((slug) => `/countries/${slug}`),
    ...COMPRESS_TARGETS.map((target) => target.href),
    '/cms/login',
    '/cms/dashboard',
    '/cms/codes',
    '/cms/articles/new',
    '/cms/feedback',
  ]
}
