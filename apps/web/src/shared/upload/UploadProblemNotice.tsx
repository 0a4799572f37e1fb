import { AlertCircle } from 'lucide-react'
import type { UploadProblem } from './upload-problem.ts'

/**
 * The last upload problem, inside the upload area: it stays until the visitor chooses another file, and
 * is announced once as an alert (the toast beside it is the spec's and disappears on its own).
 */
export function UploadProblemNotice({ problem }: { problem: UploadProblem }) {
  return (
    <div
      role="alert"
      data-upload-problem={problem.kind}
      className="mb-4 flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-left text-red-900"
    >
      <AlertCircle aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
      <div className="min-w-0">
        <p className="font-semibold">{problem.title}</p>
        <p className="mt-1 text-sm">{problem.text}</p>
        <p className="mt-1 truncate text-xs text-red-800">File: {problem.fileName}</p>
      </div>
    </div>
  )
}
