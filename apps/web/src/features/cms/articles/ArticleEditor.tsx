import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useBlocker, useNavigate } from '@tanstack/react-router'
import type { ArticleStatus, CmsArticle } from '@vps/specs'
import { ExternalLink, Eye, Loader2, Trash2 } from 'lucide-react'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { Controller, type FieldError, useForm, useWatch } from 'react-hook-form'
import { toast } from '../../../shared/toast/toast-store.ts'
import { articleKeys, deleteArticle, previewArticle, saveArticle } from '../api/articles-api.ts'
import { CmsApiError, cmsErrorText } from '../api/cms-client.ts'
import { inboxKeys } from '../api/inbox-api.ts'
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx'
import { formatDateTime } from '../ui/format.ts'
import { dangerButton, inputClass, labelClass, primaryButton, secondaryButton } from '../ui/styles.ts'
import { StatusBadge } from './ArticlesPage.tsx'
import {
  type ArticleFormInput,
  type ArticleFormValues,
  articleFormSchema,
  articleToForm,
  emptyArticleForm,
  formToInput,
  slugify,
} from './article-form.ts'
import { useCountryOptions } from './country-options.ts'
import { LeaveDialog } from './LeaveDialog.tsx'
import { EDITOR_PROSE } from './prose.ts'
import { RichTextEditor } from './RichTextEditor.tsx'
import { SlugStatus } from './SlugStatus.tsx'

export interface ArticleEditorProps {
  /** The stored article, or null for a new one. */
  article: CmsArticle | null
  defaultAuthor: string
}

type SaveRequest = { values: ArticleFormValues; status: ArticleStatus }

/** The one editor for new and stored articles. Publishing is a save with status 'published'. */
export function ArticleEditor({ article, defaultAuthor }: ArticleEditorProps) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const ids = useIds()
  const [saved, setSaved] = useState<CmsArticle | null>(article)
  const [preview, setPreview] = useState<{ content: string; readingTime: string } | null>(null)
  // A stored article keeps its slug when the title changes: its address is already out in the world.
  const slugEdited = useRef(article !== null)
  // Set just before the editor itself navigates away (after a save or a delete), so the guard stays quiet.
  const leavingOnPurpose = useRef(false)

  const {
    register,
    control,
    handleSubmit,
    reset,
    setValue,
    setError,
    formState: { errors, isDirty },
  } = useForm<ArticleFormInput, unknown, ArticleFormValues>({
    resolver: zodResolver(articleFormSchema),
    defaultValues: article ? articleToForm(article) : emptyArticleForm(defaultAuthor),
  })
  const title = useWatch({ control, name: 'title' })
  const slug = useWatch({ control, name: 'slug' })
  const countryOptions = useCountryOptions(useWatch({ control, name: 'country' }))

  useEffect(() => {
    if (!slugEdited.current) setValue('slug', slugify(title), { shouldDirty: true })
  }, [title, setValue])

  const blocker = useBlocker({
    shouldBlockFn: () => isDirty && !leavingOnPurpose.current,
    enableBeforeUnload: () => isDirty && !leavingOnPurpose.current,
    withResolver: true,
  })

  const afterChange = () => {
    void queryClient.invalidateQueries({ queryKey: articleKeys.all })
    void queryClient.invalidateQueries({ queryKey: inboxKeys.dashboard })
    // The public blog pages share this cache when staff open the site in the same tab.
    void queryClient.invalidateQueries({ queryKey: ['blog'] })
  }

  const save = useMutation({
    retry: false,
    mutationFn: ({ values, status }: SaveRequest) =>
      saveArticle(saved?.id ?? null, formToInput(values, status)),
    onSuccess: async (stored, { status }) => {
      setSaved(stored)
      reset(articleToForm(stored))
      queryClient.setQueryData(articleKeys.one(stored.id), stored)
      afterChange()
      const changedStatus = status !== saved?.status
      toast({
        title:
          status === 'published'
            ? changedStatus
              ? 'Article published'
              : 'Changes published'
            : 'Draft saved',
      })
      if (!saved) {
        leavingOnPurpose.current = true
        await navigate({ to: '/cms/articles/$id/edit', params: { id: stored.id }, replace: true })
      }
    },
    onError: (error) => {
      // The two refusals that concern one field go beside it, as the form's own checks do.
      if (error instanceof CmsApiError && error.status === 409) setError('slug', { message: error.message })
      if (error instanceof CmsApiError && error.code === 'UNKNOWN_COUNTRY') {
        setError('country', { message: error.message })
      }
      toast({ title: 'Could not save the article', description: cmsErrorText(error), variant: 'destructive' })
    },
  })

  const remove = useMutation({
    retry: false,
    mutationFn: (id: string) => deleteArticle(id),
    onSuccess: async () => {
      afterChange()
      toast({ title: 'Article deleted' })
      leavingOnPurpose.current = true
      await navigate({ to: '/cms/articles' })
    },
    onError: (error) =>
      toast({
        title: 'Could not delete the article',
        description: cmsErrorText(error),
        variant: 'destructive',
      }),
  })

  const showPreview = useMutation({
    retry: false,
    mutationFn: () => previewArticle(control._formValues.content as string),
    onSuccess: (data) => setPreview(data),
    onError: (error) =>
      toast({ title: 'Preview failed', description: cmsErrorText(error), variant: 'destructive' }),
  })

  const submitAs = (status: ArticleStatus) => handleSubmit((values) => save.mutate({ values, status }))
  const busy = save.isPending || remove.isPending
  const published = saved?.status === 'published'

  let saveStatus = ''
  if (save.isPending) saveStatus = 'Saving…'
  else if (isDirty) saveStatus = 'Unsaved changes'
  else if (saved) saveStatus = `Saved ${formatDateTime(saved.updatedAt)}`

  return (
    <div>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">
            {saved ? 'Edit article' : 'New article'}
          </h1>
          {saved && <StatusBadge status={saved.status} />}
        </div>
        <p role="status" aria-live="polite" className="text-sm text-slate-600">
          {saveStatus}
        </p>
      </div>

      <form
        noValidate
        onSubmit={submitAs(saved?.status ?? 'draft')}
        className="grid gap-6 lg:grid-cols-[1fr_18rem]"
      >
        <div className="space-y-5">
          <Field id={ids.title} label="Title" error={errors.title}>
            <input
              id={ids.title}
              className={inputClass}
              {...aria(ids.title, errors.title)}
              {...register('title')}
            />
          </Field>
          <Field id={ids.slug} label="Slug" error={errors.slug}>
            <div className="flex items-center">
              <span className="mt-1 mr-1 text-sm text-slate-500">/blog/</span>
              <input
                id={ids.slug}
                className={inputClass}
                {...aria(ids.slug, errors.slug, `${ids.slug}-status`)}
                {...register('slug', {
                  onChange: () => {
                    slugEdited.current = true
                  },
                })}
              />
            </div>
            <SlugStatus slug={slug} articleId={saved?.id ?? null} id={`${ids.slug}-status`} />
          </Field>
          <Field id={ids.excerpt} label="Excerpt" error={errors.excerpt}>
            <textarea
              id={ids.excerpt}
              rows={2}
              className={inputClass}
              {...aria(ids.excerpt, errors.excerpt)}
              {...register('excerpt')}
            />
          </Field>
          <div>
            <span id={ids.content} className={labelClass}>
              Body
            </span>
            <Controller
              control={control}
              name="content"
              render={({ field }) => (
                <RichTextEditor
                  labelId={ids.content}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                />
              )}
            />
            {errors.content && <p className="mt-1 text-sm text-red-700">{errors.content.message}</p>}
          </div>
          <Field
            id={ids.meta}
            label="Meta description"
            error={errors.metaDescription}
            hint="Shown by search engines; the excerpt is used when empty."
          >
            <textarea
              id={ids.meta}
              rows={2}
              className={inputClass}
              {...aria(ids.meta, errors.metaDescription, `${ids.meta}-hint`)}
              {...register('metaDescription')}
            />
          </Field>
        </div>

        <div className="space-y-5">
          <div className="flex flex-col gap-2 rounded-xl border border-slate-200 p-4">
            {published ? (
              <>
                <button type="submit" className={primaryButton} disabled={busy}>
                  {save.isPending && <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />}
                  Save changes
                </button>
                <button type="button" className={secondaryButton} disabled={busy} onClick={submitAs('draft')}>
                  Unpublish
                </button>
                <a href={`/blog/${saved.slug}`} target="_blank" rel="noreferrer" className={secondaryButton}>
                  <ExternalLink aria-hidden="true" className="h-4 w-4" />
                  View on site
                </a>
              </>
            ) : (
              <>
                <button type="submit" className={secondaryButton} disabled={busy}>
                  {save.isPending && <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />}
                  Save draft
                </button>
                <button
                  type="button"
                  className={primaryButton}
                  disabled={busy}
                  onClick={submitAs('published')}
                >
                  Publish
                </button>
              </>
            )}
            <button
              type="button"
              className={secondaryButton}
              disabled={showPreview.isPending}
              onClick={() => showPreview.mutate()}
            >
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
                onConfirm={() => remove.mutate(saved.id)}
              />
            )}
            {saved?.publishedAt && (
              <p className="text-xs text-slate-500">First published {formatDateTime(saved.publishedAt)}</p>
            )}
          </div>

          <Field id={ids.country} label="Country" error={errors.country}>
            {/* Controlled: the value comes from the form's state, never read back from the DOM. */}
            <Controller
              control={control}
              name="country"
              render={({ field }) => (
                <select
                  id={ids.country}
                  className={inputClass}
                  {...aria(ids.country, errors.country)}
                  {...field}
                >
                  <option value="">Choose a country</option>
                  {countryOptions.map((option) => (
                    <option key={option.slug} value={option.slug}>
                      {option.label}
                    </option>
                  ))}
                </select>
              )}
            />
          </Field>
          <Field id={ids.author} label="Author" error={errors.author}>
            <input
              id={ids.author}
              className={inputClass}
              {...aria(ids.author, errors.author)}
              {...register('author')}
            />
          </Field>
          <Field id={ids.tags} label="Tags" error={errors.tags} hint="Separate with commas.">
            <input
              id={ids.tags}
              className={inputClass}
              {...aria(ids.tags, errors.tags, `${ids.tags}-hint`)}
              {...register('tags')}
            />
          </Field>
          <Field id={ids.keywords} label="Keywords" error={errors.keywords} hint="Separate with commas.">
            <input
              id={ids.keywords}
              className={inputClass}
              {...aria(ids.keywords, errors.keywords, `${ids.keywords}-hint`)}
              {...register('keywords')}
            />
          </Field>
          <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
            <input type="checkbox" className="h-4 w-4 rounded border-slate-300" {...register('featured')} />
            Featured guide
          </label>
        </div>
      </form>

      {preview && (
        <section
          aria-labelledby={ids.preview}
          className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-6"
        >
          <div className="flex items-center justify-between gap-3">
            <h2 id={ids.preview} className="text-lg font-semibold text-slate-900">
              Preview <span className="text-sm font-normal text-slate-500">· {preview.readingTime}</span>
            </h2>
            <button type="button" className={secondaryButton} onClick={() => setPreview(null)}>
              Close preview
            </button>
          </div>
          {/* The server's sanitised HTML, exactly as it would be stored and shown on the blog. */}
          <div
            data-testid="article-preview"
            className={`${EDITOR_PROSE} mt-4 rounded-lg bg-white p-6`}
            dangerouslySetInnerHTML={{ __html: preview.content }}
          />
        </section>
      )}

      <LeaveDialog
        open={blocker.status === 'blocked'}
        onStay={() => blocker.reset?.()}
        onLeave={() => blocker.proceed?.()}
      />
    </div>
  )
}

function useIds() {
  const base = useId()
  const names = [
    'title',
    'slug',
    'excerpt',
    'content',
    'meta',
    'country',
    'author',
    'tags',
    'keywords',
    'preview',
  ] as const
  return Object.fromEntries(names.map((name) => [name, `${base}-${name}`])) as Record<
    (typeof names)[number],
    string
  >
}

/** Invalid state and the ids of the texts that describe a field: its error, its hint, the slug's live check. */
function aria(id: string, error: FieldError | undefined, ...described: string[]) {
  const describedBy = [error ? `${id}-error` : null, ...described].filter(Boolean).join(' ')
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined }
}

function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string
  label: string
  error: FieldError | undefined
  hint?: string
  children: ReactNode
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error.message}
        </p>
      )}
    </div>
  )
}
