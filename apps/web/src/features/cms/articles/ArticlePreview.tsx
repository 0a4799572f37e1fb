import { secondaryButton } from '../ui/styles.ts'
import { EDITOR_PROSE } from './prose.ts'

/** The server's sanitised HTML, exactly as it would be stored and shown on the blog. */
export function ArticlePreview({
  id,
  preview,
  onClose,
}: {
  id: string
  preview: { content: string; readingTime: string }
  onClose: () => void
}) {
  return (
    <section aria-labelledby={id} className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-6">
      <div className="flex items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          Preview <span className="text-sm font-normal text-slate-500">· {preview.readingTime}</span>
        </h2>
        <button type="button" className={secondaryButton} onClick={onClose}>
          Close preview
        </button>
      </div>
      <div
        data-testid="article-preview"
        className={`${EDITOR_PROSE} mt-4 rounded-lg bg-white p-6`}
        dangerouslySetInnerHTML={{ __html: preview.content }}
      />
    </section>
  )
}
