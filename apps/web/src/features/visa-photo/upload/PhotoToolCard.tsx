import type { CountrySlug } from '@vps/specs'
import { ImageIcon, RotateCcw } from 'lucide-react'
import { formatBytes } from '../../../shared/country/spec-format.ts'
import { PhotoUploadArea } from './PhotoUploadArea.tsx'
import { usePhotoFile } from './use-photo-file.ts'

/** The tool area: the upload step now; the editor, compliance and download panels join it later. */
export function PhotoToolCard({ country, countryName }: { country: CountrySlug; countryName: string }) {
  const { file, accept, reset } = usePhotoFile(country)
  return (
    <section
      aria-labelledby="photo-tool-heading"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="photo-tool-heading" className="mb-4 text-xl font-bold text-slate-900">
        Create your {countryName} visa photo
      </h2>
      {file ? (
        <div className="flex flex-col items-start gap-4 rounded-xl border border-slate-200 bg-slate-50 p-5 sm:flex-row sm:items-center sm:justify-between">
          <p role="status" className="flex items-center gap-3 text-slate-800">
            <ImageIcon aria-hidden="true" className="h-6 w-6 shrink-0 text-blue-700" />
            <span>
              <span className="font-semibold break-all">{file.name}</span> selected ({formatBytes(file.size)}
              ). It stays on this device.
            </span>
          </p>
          <button
            type="button"
            onClick={reset}
            className="inline-flex shrink-0 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100"
          >
            <RotateCcw aria-hidden="true" className="h-4 w-4" />
            New Image Upload
          </button>
        </div>
      ) : (
        <PhotoUploadArea onFile={accept} />
      )}
    </section>
  )
}
