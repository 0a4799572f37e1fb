import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { CMS_MESSAGES, type CmsDestination, type Destination } from '@vps/specs'
import { Plus } from 'lucide-react'
import { useState } from 'react'
import { destinationKeys } from '../../shared/country/destination-queries.ts'
import { toast } from '../../shared/toast/toast-store.ts'
import { Spinner } from '../../shared/ui/Spinner.tsx'
import { CmsApiError, cmsErrorText } from './api/cms-client.ts'
import { CodesTable } from './codes/CodesTable.tsx'
import {
  codesKeys,
  codesQueries,
  createCode,
  retryUnlessRefused,
  setCodeEnabled,
  updateCode,
} from './codes/codes-api.ts'
import { DestinationForm } from './codes/DestinationForm.tsx'
import { NEW_DESTINATION, toFormValues } from './codes/destination-form.ts'
import { LoadError, PageHeader } from './ui/PageHeader.tsx'
import { primaryButton } from './ui/styles.ts'

type Editing = { mode: 'add' } | { mode: 'edit'; destination: CmsDestination } | null

/** The country codes manager: every destination's photo spec, edited with the API's own validation. */
export function CodesPage() {
  const queryClient = useQueryClient()
  const codes = useQuery(codesQueries.list())
  const [editing, setEditing] = useState<Editing>(null)
  const [slugError, setSlugError] = useState<string | undefined>()

  const refresh = () => {
    // The public pages' destinations share this cache when staff open the site in the same tab.
    void queryClient.invalidateQueries({ queryKey: destinationKeys.all })
    return queryClient.invalidateQueries({ queryKey: codesKeys.all })
  }
  const failed = (title: string) => (error: unknown) =>
    toast({ title, description: cmsErrorText(error), variant: 'destructive' })

  const save = useMutation({
    mutationFn: (destination: Destination) =>
      editing?.mode === 'add' ? createCode(destination) : updateCode(destination),
    retry: retryUnlessRefused,
    onSuccess: (saved) => {
      setEditing(null)
      void refresh()
      toast({
        title: 'Destination saved',
        description: `${saved.name}: its photo page now uses these values.`,
      })
    },
    onError: (error) => {
      // A taken slug belongs next to the slug field; anything else is a toast.
      if (error instanceof CmsApiError && error.status === 409) setSlugError(error.message)
      else failed('Could not save the destination')(error)
    },
  })

  const toggle = useMutation({
    mutationFn: ({ slug, enabled }: { slug: string; enabled: boolean }) => setCodeEnabled(slug, enabled),
    retry: retryUnlessRefused,
    onSuccess: (saved) => {
      void refresh()
      toast({
        title: saved.enabled ? 'Destination enabled' : 'Destination disabled',
        description: saved.name,
      })
    },
    onError: failed('Could not change the destination'),
  })

  const open = (next: Editing) => {
    setSlugError(undefined)
    save.reset()
    setEditing(next)
  }

  return (
    <div>
      <PageHeader title="Country codes">
        <button type="button" className={primaryButton} onClick={() => open({ mode: 'add' })}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          Add destination
        </button>
      </PageHeader>
      {editing && (
        <div className="mb-8">
          <DestinationForm
            key={editing.mode === 'edit' ? editing.destination.slug : 'new'}
            mode={editing.mode}
            initial={editing.mode === 'edit' ? toFormValues(editing.destination) : NEW_DESTINATION}
            saving={save.isPending}
            serverErrors={slugError ? { slug: slugError } : undefined}
            onSubmit={(destination) => save.mutate(destination)}
            onCancel={() => setEditing(null)}
          />
        </div>
      )}
      {codes.isPending ? (
        <Spinner label="Loading destinations…" className="py-12" />
      ) : codes.isError ? (
        <LoadError error={codes.error} />
      ) : codes.data.countries.length === 0 ? (
        <p>{CMS_MESSAGES.destinationNotFound}</p>
      ) : (
        <CodesTable
          countries={codes.data.countries}
          toggling={toggle.isPending ? (toggle.variables?.slug ?? null) : null}
          onEdit={(destination) => open({ mode: 'edit', destination })}
          onToggle={(destination, enabled) => toggle.mutate({ slug: destination.slug, enabled })}
        />
      )}
    </div>
  )
}
