import { Link } from '@tanstack/react-router'
import { ArrowRight, BookOpen } from 'lucide-react'
import { trackEvent } from '../../../shared/analytics/analytics.ts'
import { HomeSection } from '../HomeSection.tsx'
import { FEATURED_LINKS, GUIDES } from '../home-content.ts'

export function GuidesSection() {
  return (
    <HomeSection
      id="guides"
      eyebrow="Guides"
      title="Vietnam Visa Photo Guides"
      lead="Know the rules before you apply: our guides explain what the Vietnam e-visa photo needs and what gets photos rejected."
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {GUIDES.map((guide) => (
          <li key={guide.href}>
            <Link
              to={guide.href}
              onClick={() => trackEvent('click_link', { category: 'home', label: guide.href })}
              className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:border-blue-400 hover:shadow-md"
            >
              <span className="inline-flex items-center gap-2 text-sm font-medium text-blue-700">
                <BookOpen aria-hidden="true" className="h-4 w-4" />
                {guide.kind}
              </span>
              <h3 className="mt-3 text-lg font-semibold text-slate-900 group-hover:text-blue-800">
                {guide.title}
              </h3>
              <p className="mt-2 flex-1 text-slate-600">{guide.text}</p>
              <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-blue-700">
                Read more
                <ArrowRight
                  aria-hidden="true"
                  className="h-4 w-4 transition-transform group-hover:translate-x-0.5"
                />
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
        <Link
          to="/blog"
          onClick={() => trackEvent('click_cta', { category: 'home', label: 'guides_browse_blog' })}
          className="inline-flex items-center justify-center gap-2 rounded-xl border border-slate-300 bg-white px-6 py-3 font-semibold text-slate-800 shadow-sm transition-colors hover:bg-slate-50"
        >
          Browse All Guides
        </Link>
        <Link
          to={FEATURED_LINKS.photoTool}
          onClick={() => trackEvent('click_cta', { category: 'home', label: 'guides_vietnam_tool' })}
          className="inline-flex items-center justify-center gap-2 rounded-xl bg-blue-700 px-6 py-3 font-semibold text-white shadow-sm transition-colors hover:bg-blue-800"
        >
          Make Your Vietnam Visa Photo
          <ArrowRight aria-hidden="true" className="h-5 w-5" />
        </Link>
      </div>
    </HomeSection>
  )
}
