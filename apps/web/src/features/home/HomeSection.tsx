import type { ReactNode } from 'react'

/** A full-width homepage band with a centred h2 and lead; className styles the band (e.g. its background). */
export function HomeSection({
  id,
  eyebrow,
  title,
  lead,
  children,
  className = '',
}: {
  id: string
  eyebrow?: string
  title: string
  lead?: ReactNode
  children: ReactNode
  className?: string
}) {
  const headingId = `${id}-heading`
  return (
    // scroll-mt keeps the heading clear of the sticky header when the section is jumped to.
    <section id={id} aria-labelledby={headingId} className={`scroll-mt-20 ${className}`}>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
        <div className="mx-auto max-w-3xl text-center">
          {eyebrow && (
            <p className="text-sm font-semibold tracking-wide text-blue-700 uppercase">{eyebrow}</p>
          )}
          <h2 id={headingId} className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {title}
          </h2>
          {lead && <p className="mt-4 text-lg text-slate-600">{lead}</p>}
        </div>
        <div className="mt-12">{children}</div>
      </div>
    </section>
  )
}
