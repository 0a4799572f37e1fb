import type { CompressSize } from '@vps/specs'
import { getCompressTarget } from '@vps/specs'
import { Section } from './Section.tsx'
import { TargetCard } from './TargetCard.tsx'

/** Links to other targets as cards, in the order given (the spec's order on the premium pages). */
export function RelatedSizes({
  title,
  lead,
  sizes,
  className,
}: {
  title: string
  lead?: string
  sizes: readonly CompressSize[]
  className?: string
}) {
  return (
    <Section id="related-sizes" title={title} lead={lead} className={className}>
      <ul className={`grid gap-5 sm:grid-cols-2 ${sizes.length > 3 ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}>
        {sizes.map((size) => (
          <li key={size}>
            <TargetCard target={getCompressTarget(size)} />
          </li>
        ))}
      </ul>
    </Section>
  )
}
