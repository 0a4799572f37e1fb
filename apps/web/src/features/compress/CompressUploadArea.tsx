import { ImageUp } from 'lucide-react'
import { type ChangeEvent, type DragEvent, useId, useState } from 'react'
import { BATCH_HINT, PICKER_ACCEPT, UPLOAD_SUPPORT_TEXT } from './upload-rules.ts'

export type CompressUploadAreaProps = {
  /** The files chosen or dropped, in order: one, or several for a batch (issue #53). */
  onFiles: (files: File[]) => void
  disabled?: boolean
}

/**
 * Click-or-drop upload zone around a real file input. The input stays in the tab order (visually hidden), so
 * keyboard users press Enter or Space on it as on any file input; the whole zone is its <label>.
 * Checks on the file (type, size) belong to the page, which decides what to tell the visitor.
 */
export function CompressUploadArea({ onFiles, disabled = false }: CompressUploadAreaProps) {
  const inputId = useId()
  const labelId = useId()
  const hintId = useId()
  const [dragging, setDragging] = useState(false)

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])]
    // Cleared so that picking the same file again (after a rejection) still fires a change.
    event.target.value = ''
    if (files.length) onFiles(files)
  }

  function handleDragOver(event: DragEvent<HTMLFieldSetElement>) {
    // Without preventDefault the browser would open the dropped file instead of handing it to us.
    event.preventDefault()
    if (disabled) return
    event.dataTransfer.dropEffect = 'copy'
    setDragging(true)
  }

  function handleDragLeave(event: DragEvent<HTMLFieldSetElement>) {
    // Moving between child elements fires dragleave too; only leaving the zone itself ends the highlight.
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return
    setDragging(false)
  }

  function handleDrop(event: DragEvent<HTMLFieldSetElement>) {
    event.preventDefault()
    setDragging(false)
    if (disabled) return
    // One image, or many: several dropped files are compressed as a batch.
    const files = [...event.dataTransfer.files]
    if (files.length) onFiles(files)
  }

  return (
    // A fieldset groups the drop target with the file input it wraps, so assistive technology hears one control.
    <fieldset
      data-testid="compress-drop-zone"
      data-dragging={dragging || undefined}
      onDragOver={handleDragOver}
      onDragLeave={handleDragLeave}
      onDrop={handleDrop}
      className={`relative min-w-0 rounded-2xl border-2 border-dashed transition-colors has-[input:focus-visible]:border-blue-600 has-[input:focus-visible]:ring-4 has-[input:focus-visible]:ring-blue-600/30 ${
        disabled
          ? 'cursor-not-allowed border-slate-200 bg-slate-50 opacity-60'
          : dragging
            ? 'border-blue-600 bg-blue-50'
            : 'border-slate-300 bg-white hover:border-blue-500 hover:bg-blue-50/40'
      }`}
    >
      <legend className="sr-only">Image upload</legend>
      <label
        htmlFor={inputId}
        className={`flex flex-col items-center gap-3 px-6 py-10 text-center sm:py-14 ${
          disabled ? 'cursor-not-allowed' : 'cursor-pointer'
        }`}
      >
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-blue-100 text-blue-700">
          <ImageUp aria-hidden="true" className="h-7 w-7" />
        </span>
        <span id={labelId} className="text-lg font-semibold text-slate-900">
          {dragging ? 'Drop your images here' : 'Click to upload or drag and drop'}
        </span>
        <span
          aria-hidden="true"
          className="rounded-lg bg-blue-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm"
        >
          Choose Images
        </span>
        <span className="text-sm text-slate-600">{BATCH_HINT}</span>
        <span id={hintId} className="text-sm text-slate-600">
          {UPLOAD_SUPPORT_TEXT}
        </span>
      </label>
      <input
        id={inputId}
        type="file"
        accept={PICKER_ACCEPT}
        aria-labelledby={labelId}
        aria-describedby={hintId}
        multiple
        disabled={disabled}
        onChange={handleChange}
        className="sr-only"
      />
    </fieldset>
  )
}
