import { ArrowRight, Calendar, Clock, Star } from 'lucide-react'

// A blog list page holds up to 50 cards with 3-4 icons each. Drawn inline, those icons were a third of the
// page's HTML (61 KB of 197 KB); as one sprite and `<use>` references they cost ~80 bytes each
// (docs/architecture.md, "Blog list size").
const ICONS = { calendar: Calendar, clock: Clock, arrow: ArrowRight, star: Star } as const
type CardIconName = keyof typeof ICONS

const idOf = (name: CardIconName) => `blog-card-icon-${name}`

/** The card icons' definitions, drawn once on a page that shows cards. */
export function BlogCardIconSprite() {
  return (
    <svg aria-hidden="true" width="0" height="0" className="absolute">
      {Object.entries(ICONS).map(([name, Icon]) => (
        <symbol key={name} id={idOf(name as CardIconName)} viewBox="0 0 24 24">
          <Icon />
        </symbol>
      ))}
    </svg>
  )
}

/** One card icon, a reference to the sprite: decorative, so hidden from assistive technology. */
export function CardIcon({ name, className }: { name: CardIconName; className: string }) {
  return (
    <svg aria-hidden="true" className={className}>
      <use href={`#${idOf(name)}`} />
    </svg>
  )
}
