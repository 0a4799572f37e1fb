import { SITE } from '@vps/specs'
import { pageHead } from '../../shared/seo/head.ts'

export function articleHead(slug: string) {
  return pageHead({ title: `${slug} | ${SITE.name} Blog`, description: '', path: `/blog/${slug}` })
}

export function ArticlePage({ slug }: { slug: string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold">{slug}</h1>
    </div>
  )
}
