import { zodResolver } from '@hookform/resolvers/zod'
import { useBlocker } from '@tanstack/react-router'
import type { ArticleStatus, CmsArticle } from '@vps/specs'
import { useEffect, useRef, useState } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { Field, fieldAria } from '../ui/Field.tsx'
import { formatDateTime } from '../ui/format.ts'
import { inputClass, labelClass } from '../ui/styles.ts'
import { ArticleActions } from './ArticleActions.tsx'
import { ArticlePreview } from './ArticlePreview.tsx'
import { StatusBadge } from './ArticlesPage.tsx'
import {
  type ArticleFormInput,
  type ArticleFormValues,
  articleFormSchema,
  articleToForm,
  emptyArticleForm,
  slugify,
} from './article-form.ts'
import { useCountryOptions } from './country-options.ts'
import { useEditorIds } from './editor-ids.ts'
import { LeaveDialog } from './LeaveDialog.tsx'
import { RichTextEditor } from './RichTextEditor.tsx'
import { SlugStatus } from './SlugStatus.tsx'
import { useArticleMutations } from './use-article-mutations.ts'

export interface ArticleEditorProps {
  /** The stored article, or null for a new one. */
  article: CmsArticle | null
  defaultAuthor: string
}

/** The one editor for new and stored articles. Publishing is a save with status 'published'. */
export function ArticleEditor({ article, defaultAuthor }: ArticleEditorProps) {
  const ids = useEditorIds()
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
    getValues,
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

  const {
    save,
    remove,
    preview: showPreview,
  } = useArticleMutations({
    saved,
    onSaved: setSaved,
    onPreview: setPreview,
    reset,
    setError,
    leavingOnPurpose,
  })

  const submitAs = (status: ArticleStatus) => handleSubmit((values) => save.mutate({ values, status }))

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
              {...fieldAria(ids.title, errors.title)}
              {...register('title')}
            />
          </Field>
          <Field id={ids.slug} label="Slug" error={errors.slug}>
            <div className="flex items-center">
              <span className="mt-1 mr-1 text-sm text-slate-500">/blog/</span>
              <input
                id={ids.slug}
                className={inputClass}
                {...fieldAria(ids.slug, errors.slug, `${ids.slug}-status`)}
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
              {...fieldAria(ids.excerpt, errors.excerpt)}
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
              {...fieldAria(ids.meta, errors.metaDescription, `${ids.meta}-hint`)}
              {...register('metaDescription')}
            />
          </Field>
        </div>

        <div className="space-y-5">
          <ArticleActions
            saved={saved}
            saving={save.isPending}
            deleting={remove.isPending}
            previewing={showPreview.isPending}
            onPublish={submitAs('published')}
            onUnpublish={submitAs('draft')}
            onPreview={() => showPreview.mutate(getValues('content'))}
            onDelete={(id) => remove.mutate(id)}
          />

          <Field id={ids.country} label="Country" error={errors.country}>
            {/* Controlled: the value comes from the form's state, never read back from the DOM. */}
            <Controller
              control={control}
              name="country"
              render={({ field }) => (
                <select
                  id={ids.country}
                  className={inputClass}
                  {...fieldAria(ids.country, errors.country)}
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
              {...fieldAria(ids.author, errors.author)}
              {...register('author')}
            />
          </Field>
          <Field id={ids.tags} label="Tags" error={errors.tags} hint="Separate with commas.">
            <input
              id={ids.tags}
              className={inputClass}
              {...fieldAria(ids.tags, errors.tags, `${ids.tags}-hint`)}
              {...register('tags')}
            />
          </Field>
          <Field id={ids.keywords} label="Keywords" error={errors.keywords} hint="Separate with commas.">
            <input
              id={ids.keywords}
              className={inputClass}
              {...fieldAria(ids.keywords, errors.keywords, `${ids.keywords}-hint`)}
              {...register('keywords')}
            />
          </Field>
          <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
            <input type="checkbox" className="h-4 w-4 rounded border-slate-300" {...register('featured')} />
            Featured guide
          </label>
        </div>
      </form>

      {preview && <ArticlePreview id={ids.preview} preview={preview} onClose={() => setPreview(null)} />}

      <LeaveDialog
        open={blocker.status === 'blocked'}
        onStay={() => blocker.reset?.()}
        onLeave={() => blocker.proceed?.()}
      />
    </div>
  )
}
