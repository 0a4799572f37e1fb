// The article editor's calls to the API (save, delete, preview) and what each does to the form, the caches,
// the page and the toasts.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import type { ArticleStatus, CmsArticle } from '@vps/specs'
import type { RefObject } from 'react'
import type { UseFormReset, UseFormSetError } from 'react-hook-form'
import { toast } from '../../../shared/toast/toast-store.ts'
import { articleKeys, deleteArticle, previewArticle, saveArticle } from '../api/articles-api.ts'
import { CmsApiError, cmsErrorText } from '../api/cms-client.ts'
import { inboxKeys } from '../api/inbox-api.ts'
import { type ArticleFormInput, type ArticleFormValues, articleToForm, formToInput } from './article-form.ts'

type SaveRequest = { values: ArticleFormValues; status: ArticleStatus }

interface Options {
  saved: CmsArticle | null
  onSaved: (stored: CmsArticle) => void
  onPreview: (preview: { content: string; readingTime: string }) => void
  reset: UseFormReset<ArticleFormInput>
  setError: UseFormSetError<ArticleFormInput>
  /** Set just before the editor navigates away on its own, so the leave guard stays quiet. */
  leavingOnPurpose: RefObject<boolean>
}

export function useArticleMutations({
  saved,
  onSaved,
  onPreview,
  reset,
  setError,
  leavingOnPurpose,
}: Options) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()

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
      onSaved(stored)
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

  const preview = useMutation({
    retry: false,
    mutationFn: (content: string) => previewArticle(content),
    onSuccess: onPreview,
    onError: (error) =>
      toast({ title: 'Preview failed', description: cmsErrorText(error), variant: 'destructive' }),
  })

  return { save, remove, preview }
}
