import type { ReactNode } from 'react'

type Props = {
  id: string
  title: string
  intro?: ReactNode
  children: ReactNode
  className?: string
}

/** A page section with an h2 that names it for assistive technology. */
export function Section({ id, title, intro, children, className = '' }: Props) {
  const headingId = `${id}-heading`
  return (
    <section id={id} aria-labelledby={headingId} className={`scroll-mt-24 ${className}`}>
      <h2 id={headingId} className="text-2xl font-bold text-slate-900">
        {title}
      </h2>
      {intro ? <p className="mt-2 text-slate-600">{intro}</p> : null}
      <div className="mt-6">{children}</div>
    </section>
  )
}
