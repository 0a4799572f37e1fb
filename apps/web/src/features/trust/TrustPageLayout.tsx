import type { ReactNode } from 'react'

/** The frame of the privacy, terms and about pages: a title, an introduction and titled sections. */
export function TrustPageLayout({
  title,
  intro,
  children,
}: {
  title: string
  intro: ReactNode
  children: ReactNode
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      <div className="mt-4 text-lg text-slate-700 [&_a]:text-blue-700 [&_a]:underline">{intro}</div>
      <div className="mt-10 space-y-10">{children}</div>
    </article>
  )
}

export function TrustSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3 space-y-3 text-slate-700 [&_a]:text-blue-700 [&_a]:underline [&_li]:ml-5 [&_li]:list-disc [&_ul]:space-y-2">
        {children}
      </div>
    </section>
  )
}
