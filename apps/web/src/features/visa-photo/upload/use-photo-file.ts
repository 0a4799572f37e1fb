import type { CountrySlug } from '@vps/specs'
import { useCallback, useState } from 'react'
import { trackEvent } from '../../../shared/analytics/analytics.ts'
import { toast } from '../../../shared/toast/toast-store.ts'
import { photoUploadProblem } from './upload-checks.ts'

/** Holds the accepted photo for the photo engine; rejected files only raise a toast. */
export function usePhotoFile(country: CountrySlug) {
  const [file, setFile] = useState<File | null>(null)

  const accept = useCallback(
    (candidate: File) => {
      const problem = photoUploadProblem(candidate)
      if (problem) {
        toast(problem)
        return
      }
      setFile(candidate)
      trackEvent('upload_photo', { category: 'visa_photo', label: country })
    },
    [country],
  )

  const reset = useCallback(() => setFile(null), [])

  return { file, accept, reset }
}
