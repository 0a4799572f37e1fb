import { ENGINE_DOWNLOAD_CHANNEL, type EngineDownloadMessage } from '@vps/specs'
import { useEffect, useState } from 'react'
import {
  type DownloadSummary,
  downloadStep,
  downloadText,
  type EngineDownloads,
  stepText,
  summarise,
  withMessage,
} from './engine-download.ts'

/**
 * The photo engine's first download, in bytes (the worker posts them: packages/imaging
 * browser/download-progress.ts). Shown only while a file is arriving; later visits read the files from the
 * browser's cache and never show it. The line moves every 100 ms; a screen reader hears only the steps
 * (25, 50, 75, 100 %) from a live region that stays in the page, so the last one is heard too.
 */
export function EngineDownload() {
  const [state, setState] = useState<{ downloads: EngineDownloads; step: number }>({
    downloads: new Map(),
    step: 0,
  })
  useEffect(() => {
    if (typeof BroadcastChannel !== 'function') return
    const channel = new BroadcastChannel(ENGINE_DOWNLOAD_CHANNEL)
    channel.onmessage = (event: MessageEvent<EngineDownloadMessage>) =>
      setState((current) => {
        const downloads = withMessage(current.downloads, event.data)
        return { downloads, step: downloadStep(downloads, current.step) }
      })
    return () => channel.close()
  }, [])
  const summary = summarise(state.downloads)
  return (
    <>
      <p aria-live="polite" className="sr-only" data-testid="engine-download-announcement">
        {stepText(state.step)}
      </p>
      {summary.active ? <DownloadLine summary={summary} /> : null}
    </>
  )
}

function DownloadLine({ summary }: { summary: DownloadSummary }) {
  return (
    <div className="mt-3 space-y-1 text-sm text-slate-700" data-testid="engine-download">
      <p>{downloadText(summary)}</p>
      {summary.total ? (
        <progress
          className="h-2 w-full accent-blue-700"
          value={summary.loaded}
          max={summary.total}
          aria-hidden="true"
        />
      ) : null}
    </div>
  )
}
