import { IMAGE_PICKER_ACCEPT } from '@vps/specs'
import { ShieldCheck, Upload } from 'lucide-react'
import { type DragEvent, useEffect, useId, useRef, useState } from 'react'
import { acceptedFormatsText, maxUploadText } from '../../../shared/country/spec-format.ts'

type Props = {
  onFile: (file: File) => void
  /** The visitor is about to choose (hover, focus, drag over): a chance to start loading the engine. */
  onIntent?: () => void
  disabled?: boolean
  /** Take the keyboard's focus when shown: after 'New Image Upload', whose button has gone. */
  focusOnMount?: boolean
}

const ACCEPT = IMAGE_PICKER_ACCEPT

/** Click, keyboard or drag and drop; hands over the first file only. Checks happen in the caller. */
export function PhotoUploadArea({ onFile, onIntent, disabled = false, focusOnMount = false }: Props) {
  const inputId = useId()
  const input = useRef<HTMLInputElement>(null)
  // Only when first shown: a later render must not pull the focus back.
  const focusFirst = useRef(focusOnMount)
  useEffect(() => {
    if (focusFirst.current) input.current?.focus()
  }, [])
  const hintId = useId()
  const [dragging, setDragging] = useState(false)

  function handleDragOver(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault()
    if (!disabled) {
      setDragging(true)
      onIntent?.()
    }
  }

  function handleDrop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault()
    setDragging(false)
    if (disabled) return
    const first = event.dataTransfer.files[0]
    if (first) onFile(first)
  }

  const tone = dragging
    ? 'border-blue-500 bg-blue-50'
    : 'border-slate-300 bg-slate-50 hover:border-blue-400 hover:bg-blue-50/50'

  return (
    <div>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={ACCEPT}
        disabled={disabled}
        aria-describedby={hintId}
        className="peer sr-only"
        onFocus={onIntent}
        onChange={(event) => {
          const first = event.target.files?.[0]
          // Cleared so choosing the same file again still fires a change.
          event.target.value = ''
          if (first) onFile(first)
        }}
      />
      <label
        htmlFor={inputId}
        onDragOver={handleDragOver}
        onDragEnter={handleDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={handleDrop}
        onPointerEnter={onIntent}
        className={`flex flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed px-6 py-10 text-center transition-colors peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-blue-600 ${tone} ${
          disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer'
        }`}
      >
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-blue-100 text-blue-700">
          <Upload aria-hidden="true" className="h-7 w-7" />
        </span>
        <span className="text-lg font-semibold text-slate-900">Upload your photo</span>
        <span className="text-sm text-slate-600">Click to choose a file, or drag and drop it here</span>
        <span className="rounded-lg bg-blue-600 px-5 py-2 text-sm font-semibold text-white">
          Choose photo
        </span>
      </label>
      <div id={hintId} className="mt-3 space-y-1 text-center text-sm text-slate-600">
        <p>
          {acceptedFormatsText()} up to {maxUploadText()}
        </p>
        <p className="text-green-800">
          <ShieldCheck aria-hidden="true" className="mr-1.5 inline h-4 w-4 align-[-0.2em]" />
          Your photo stays on your device. It is never uploaded.
        </p>
      </div>
    </div>
  )
}
