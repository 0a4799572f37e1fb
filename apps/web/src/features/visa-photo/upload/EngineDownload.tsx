import { ENGINE_DOWNLOAD_CHANNEL, type EngineDownloadMessage } from '@vps/specs'
import { useEffect, useState } from 'react'
import { downloadText, type EngineDownloads, summarise, withMessage } from './engine-download.ts'

/**
 * The photo engine's first download, in bytes (the worker posts them: packages/imaging
 * browser/download-progress.ts). Shown only while a file is arriving; later visits read the files from the
 * browser's cache and never show it.
 */
export function EngineDownload() {
  const [downloads, setDownloads] = useState<EngineDownloads>(new Map())
  useEffect(() => {
    if (typeof BroadcastChannel !== 'function') return
    const channel = new BroadcastChannel(ENGINE_DOWNLOAD_CHANNEL)
    channel.onmessage = (event: MessageEvent<EngineDownloadMessage>) =>
      setDownloads((current) => withMessage(current, event.data))
    return () => channel.close()
  }, [])
  const summary = summarise(downloads)
  if (!summary.active) return null
  return (
    <div role="status" className="mt-3 space-y-1 text-sm text-slate-700" data-testid="engine-download">
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
