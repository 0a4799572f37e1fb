import type { ReactNode } from 'react'

/**
 * A full-width page section (className styles the full-width band, e.g. a background) with a centred h2 and an
 * optional lead paragraph; keeps spacing and heading styles consistent.
 */
export function Section({
  id,
  title,
  lead,
  children,
  className = '',
}: {
  id: string
  title: string
  lead?: ReactNode
  children: ReactNode
  className?: string
}) {
  const headingId = `${id}-heading`
  return (
    <section id={id} aria-labelledby={headingId} className={`scroll-mt-20 ${className}`}>
      <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {title}
        </h2>
        {lead && <p className="mt-3 max-w-3xl text-slate-600">{lead}</p>}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  )
}
