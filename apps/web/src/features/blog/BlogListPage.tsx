import { SITE } from '@vps/specs'
import { pageHead } from '../../shared/seo/head.ts'

export const blogListHead = () =>
  pageHead({
    title: `Visa Photo Guides & Expert Articles | ${SITE.name} Blog`,
    description:
      'Country-by-country guides to visa photo requirements, common mistakes and processing times.',
    path: '/blog',
  })

export function BlogListPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-4xl font-bold">Visa Photo Guides &amp; Expert Articles</h1>
    </div>
  )
}
