import { Share2 } from 'lucide-react'
import { trackEvent } from '../../shared/analytics/analytics.ts'
import { shareArticle } from './share.ts'

interface Props {
  slug: string
  title: string
  excerpt: string
  /** Where the button sits, for analytics: 'top' or 'bottom'. */
  position: 'top' | 'bottom'
}

export function ShareButton({ slug, title, excerpt, position }: Props) {
  const onClick = async () => {
    // The address the visitor is on, not the build-time site URL: they share what they can open.
    const url = `${window.location.origin}/blog/${slug}`
    const outcome = await shareArticle({ title, text: excerpt, url })
    trackEvent('share_article', { category: 'blog', label: `${slug}:${outcome}:${position}` })
  }
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50"
    >
      <Share2 aria-hidden="true" className="h-4 w-4" />
      Share
    </button>
  )
}
