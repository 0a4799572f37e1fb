import type { CmsArticle } from '@vps/specs'
import { ExternalLink, Eye, Loader2, Trash2 } from 'lucide-react'
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx'
import { formatDateTime } from '../ui/format.ts'
import { dangerButton, primaryButton, secondaryButton } from '../ui/styles.ts'

interface Props {
  /** The stored article, or null before the first save. */
  saved: CmsArticle | null
  saving: boolean
  deleting: boolean
  previewing: boolean
  onPublish: () => void
  onUnpublish: () => void
  onPreview: () => void
  onDelete: (id: string) => void
}

/**
 * The editor's action panel. The submit button saves with the article's current status (a draft stays a
 * draft, a published article republishes); Publish and Unpublish change it.
 */
export function ArticleActions({
  saved,
  saving,
  deleting,
  previewing,
  onPublish,
  onUnpublish,
  onPreview,
  onDelete,
}: Props) {
  const busy = saving || deleting
  const published = saved?.status === 'published'
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-slate-200 p-4">
      {/* Saving keeps the status: the main action of a published article, the quiet one of a draft. */}
      <button type="submit" className={published ? primaryButton : secondaryButton} disabled={busy}>
        {saving && <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />}
        {published ? 'Save changes' : 'Save draft'}
      </button>
      {published ? (
        <>
          <button type="button" className={secondaryButton} disabled={busy} onClick={onUnpublish}>
            Unpublish
          </button>
          <a href={`/blog/${saved.slug}`} target="_blank" rel="noreferrer" className={secondaryButton}>
            <ExternalLink aria-hidden="true" className="h-4 w-4" />
            View on site
          </a>
        </>
      ) : (
        <button type="button" className={primaryButton} disabled={busy} onClick={onPublish}>
          Publish
        </button>
      )}
      <button type="button" className={secondaryButton} disabled={previewing} onClick={onPreview}>
        <Eye aria-hidden="true" className="h-4 w-4" />
        Preview
      </button>
      {saved && (
        <ConfirmDialog
          trigger={
            <button type="button" className={dangerButton} disabled={busy}>
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              Delete
            </button>
          }
          title="Delete this article?"
          description={`“${saved.title}” will be removed for good${published ? ', and disappear from the blog' : ''}.`}
          confirmLabel="Delete article"
          onConfirm={() => onDelete(saved.id)}
        />
      )}
      {saved?.publishedAt && (
        <p className="text-xs text-slate-500">First published {formatDateTime(saved.publishedAt)}</p>
      )}
    </div>
  )
}
