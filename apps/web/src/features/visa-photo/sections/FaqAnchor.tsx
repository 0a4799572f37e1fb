import type { ReactNode } from 'react'

/** A link to an FAQ entry that also opens its disclosure, which fragment navigation alone may not do. */
export function FaqAnchor({ entryId, children }: { entryId: string; children: ReactNode }) {
  const targetId = `faq-${entryId}`
  return (
    <a
      href={`#${targetId}`}
      className="font-semibold text-blue-800 underline"
      onClick={() => {
        const target = document.getElementById(targetId)
        if (target instanceof HTMLDetailsElement) target.open = true
      }}
    >
      {children}
    </a>
  )
}
