import { BlogGridSkeleton } from './BlogCard.tsx'
import { BLOG_LIST_TITLE } from './blog-list-meta.ts'

// Apart from the list page: the route's pending view stays in the first bundle, the page does not.

export function BlogListSkeleton() {
  return (
    <div className="bg-slate-50">
      <header className="border-b border-slate-200 bg-gradient-to-b from-blue-50 to-white">
        <div className="mx-auto max-w-7xl px-4 py-10 md:py-14">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">{BLOG_LIST_TITLE}</h1>
        </div>
      </header>
      <div className="mx-auto max-w-7xl px-4 py-10">
        <BlogGridSkeleton />
      </div>
    </div>
  )
}
