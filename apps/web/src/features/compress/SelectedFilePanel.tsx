import { bytesToKb, type CompressSize } from '@vps/specs'
import { FileImage, RotateCcw } from 'lucide-react'

/**
 * The chosen file, checked and held on the device. The compression engine plugs in here; until then the panel
 * reports only what is known about the file and never a compressed result.
 */
export function SelectedFilePanel({
  file,
  size,
  onReset,
}: {
  file: File
  size: CompressSize
  onReset: () => void
}) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 text-left shadow-sm">
      <div className="flex items-start gap-4">
        <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-blue-100 text-blue-700">
          <FileImage aria-hidden="true" className="h-6 w-6" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-sm font-medium text-slate-500">Selected image</p>
          <p className="truncate font-semibold text-slate-900" title={file.name}>
            {file.name}
          </p>
          <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-600">
            <div className="flex gap-1">
              <dt>Original size:</dt>
              <dd className="font-medium text-slate-900">{bytesToKb(file.size)}KB</dd>
            </div>
            <div className="flex gap-1">
              <dt>Target:</dt>
              <dd className="font-medium text-slate-900">{size}KB</dd>
            </div>
          </dl>
        </div>
      </div>
      <p role="status" className="mt-4 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
        Your image passed the upload checks and stays on this device. In-browser compression is not connected
        in this version of the page yet, so no compressed file has been made.
      </p>
      <button
        type="button"
        onClick={onReset}
        className="mt-4 inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
      >
        <RotateCcw aria-hidden="true" className="h-4 w-4" />
        Choose a Different Image
      </button>
    </div>
  )
}
