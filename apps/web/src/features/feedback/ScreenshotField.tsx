import { UPLOAD_LIMITS } from '@vps/specs'
import { ImagePlus, X } from 'lucide-react'
import { type ChangeEvent, useEffect, useId, useState } from 'react'
import { toast } from '../../shared/toast/toast-store.ts'
import { formatBytes } from '../../shared/upload/format-bytes.ts'
import { screenshotChoiceProblem } from './form-schema.ts'

export interface ScreenshotFieldProps {
  file: File | null
  onChange: (file: File | null) => void
  error?: string | undefined
  disabled?: boolean
}

/** The optional screenshot: a real file input, a preview of the chosen image and a way to remove it. */
export function ScreenshotField({ file, onChange, error, disabled = false }: ScreenshotFieldProps) {
  const inputId = useId()
  const hintId = useId()
  const errorId = useId()
  const preview = usePreviewUrl(file)

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0]
    // Cleared so that choosing the same file again (after a refusal or a removal) still fires a change.
    event.target.value = ''
    if (!chosen) return
    const problem = screenshotChoiceProblem(chosen)
    if (problem) {
      // docs/product-rules.md, "Feedback flow": the toast, and the refused file is not kept (any earlier
      // choice goes too).
      toast(problem)
      onChange(null)
      return
    }
    onChange(chosen)
  }

  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(' ')
  return (
    <div>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-900">
        Screenshot <span className="font-normal text-slate-500">(optional)</span>
      </label>
      {/* One input, always present, so its label, error and description hold whether or not a file is chosen. */}
      <input
        id={inputId}
        type="file"
        accept={`${UPLOAD_LIMITS.imageTypePrefix}*`}
        onChange={handleChange}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="peer sr-only"
      />
      {file && preview ? (
        <div className="mt-2 flex items-center gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3 peer-focus-visible:ring-4 peer-focus-visible:ring-blue-600/30">
          <img src={preview} alt="Chosen screenshot" className="h-16 w-16 rounded object-cover" />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium text-slate-900">{file.name}</p>
            <p className="text-xs text-slate-500">{formatBytes(file.size)}</p>
          </div>
          <button
            type="button"
            onClick={() => onChange(null)}
            disabled={disabled}
            className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm text-slate-700 hover:bg-slate-200 disabled:opacity-50"
          >
            <X aria-hidden="true" className="h-4 w-4" />
            Remove
          </button>
        </div>
      ) : (
        <label
          htmlFor={inputId}
          className="mt-2 flex cursor-pointer items-center gap-3 rounded-lg border-2 border-dashed border-slate-300 px-4 py-4 text-sm text-slate-600 hover:border-blue-500 hover:bg-blue-50/40 peer-focus-visible:border-blue-600 peer-focus-visible:ring-4 peer-focus-visible:ring-blue-600/30"
        >
          <ImagePlus aria-hidden="true" className="h-6 w-6 shrink-0 text-blue-700" />
          <span>
            <span className="font-medium text-blue-700">Choose an image</span> to show us what you mean
          </span>
        </label>
      )}
      <p id={hintId} className="mt-1 text-xs text-slate-500">
        Any image up to 1MB. Screenshots are private: only our team sees them.
      </p>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  )
}

/** An object URL for the chosen file, revoked when the file changes or the field goes away. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    if (!file) {
      setUrl(null)
      return
    }
    const next = URL.createObjectURL(file)
    setUrl(next)
    return () => URL.revokeObjectURL(next)
  }, [file])
  return url
}
