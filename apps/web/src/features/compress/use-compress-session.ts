import type { CompressReport } from '@vps/imaging/browser'
import {
  bytesToKb,
  COMPRESSION,
  compressionCompleteToast,
  compressionEventLabel,
  compressionOutsideWindowToast,
  type KbUnit,
} from '@vps/specs'
import { useCallback, useEffect, useRef, useState } from 'react'
import { trackEvent } from '../../shared/analytics/analytics.ts'
import { perfMark } from '../../shared/perf/mark.ts'
import { toast } from '../../shared/toast/toast-store.ts'
import { decodeErrorProblem, type UploadProblem } from '../../shared/upload/upload-problem.ts'
import { loadCompressEngine, readDisplaySize } from './compress-engine.ts'
import { compressErrorToast } from './compress-errors.ts'
import { outcomeSentence } from './result-text.ts'

export interface PreviewImage {
  /** An object URL for the download link, revoked when the session resets or the page unmounts. */
  url: string
  /** The file itself, which the preview tile draws at its own size. */
  blob: Blob
  bytes: number
  /** Rounded KB, as the page shows sizes. */
  kb: number
  width: number
  height: number
}

export interface CompressedImage extends PreviewImage {
  report: CompressReport
  /** The device could not hold the full image, so it was decoded smaller. */
  reducedDecode: boolean
  /**
   * 'Compress Anyway' on a JPEG already under the target: re-encoded no larger than itself (its bytes are
   * the limit), not filled up to the target.
   */
  cappedAtOriginal: boolean
  /**
   * The original was a PNG, WebP or other non-JPEG already at or under the target: the page still makes the
   * JPEG it promises, and the card says when that JPEG is larger and why (issue #53).
   */
  nonJpegUnderTarget: boolean
}

/** The compression session (docs/product-rules.md, "Compress page flow"), in memory only. */
export type CompressSession =
  /** Back at the upload area; `problem` says why the last file could not be used, until another is chosen. */
  | { phase: 'idle'; problem?: UploadProblem }
  | {
      phase: 'processing'
      fileName: string
      progress: number
      /** The largest file at or under the target the search has made so far, in bytes. */
      bestBytes?: number
      /** Past the engine's patience with a file in hand: the page offers 'Use the best so far'. */
      offerBest?: boolean
    }
  /** The file is already at or under the target: offered unchanged. */
  | {
      phase: 'under-target'
      fileName: string
      original: PreviewImage
      /** 'Compress Anyway' found nothing smaller at the picture's own size: the original is the best file. */
      anywayFailed?: boolean
    }
  | { phase: 'done'; fileName: string; original: PreviewImage; compressed: CompressedImage }

const IDLE: CompressSession = { phase: 'idle' }

/**
 * A performance mark 'vps:compress:done' for the benchmark: `detail` carries the engine's own figures (its
 * milliseconds, phase timings, encode counts, how the file was read), which the page does not show.
 */
function markCompressed(report: CompressReport): void {
  const { ms, timings, fullEncodes, probeEncodes, status, targetKB, decodedAs } = report
  perfMark('vps:compress:done', { ms, ...timings, fullEncodes, probeEncodes, status, targetKB, decodedAs })
}

/**
 * idle → processing → done | under-target, or back to idle on error or cancel (docs/product-rules.md,
 * "Compress page flow"). Each run owns an AbortController; a result, progress report or error from a run that
 * is no longer current is ignored.
 */
export function useCompressSession(target: number, unit: KbUnit = COMPRESSION.bytesPerKb) {
  const [session, setSession] = useState<CompressSession>(IDLE)
  const run = useRef<AbortController | null>(null)
  /** The current run's 'Use the best so far': aborting it settles the job. */
  const settle = useRef<AbortController | null>(null)
  const patience = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const urls = useRef<string[]>([])
  const file = useRef<File | null>(null)

  const releaseUrls = useCallback(() => {
    for (const url of urls.current) URL.revokeObjectURL(url)
    urls.current = []
  }, [])

  const objectUrl = useCallback((blob: Blob) => {
    const url = URL.createObjectURL(blob)
    urls.current.push(url)
    return url
  }, [])

  const stopRun = useCallback(() => {
    run.current?.abort()
    run.current = null
    settle.current = null
    clearTimeout(patience.current)
  }, [])

  // Leaving the page cancels the work (the pool terminates the worker) and frees the previews.
  useEffect(
    () => () => {
      stopRun()
      releaseUrls()
    },
    [stopRun, releaseUrls],
  )

  const fail = useCallback(
    (controller: AbortController, error: unknown) => {
      if (run.current !== controller) return
      run.current = null
      releaseUrls()
      const source = file.current
      file.current = null
      setSession(IDLE)
      const copy = compressErrorToast(error)
      if (copy) toast(copy)
      if (!source) return
      void decodeErrorProblem(error, source).then((problem) => {
        // Only if nothing has started since: a new file clears the problem.
        if (problem && !run.current) setSession({ phase: 'idle', problem })
      })
    },
    [releaseUrls],
  )

  const compress = useCallback(
    async (source: File, { offerUnchanged }: { offerUnchanged: boolean }) => {
      stopRun()
      releaseUrls()
      const controller = new AbortController()
      run.current = controller
      const settler = new AbortController()
      settle.current = settler
      const startedAt = performance.now()
      file.current = source
      setSession({ phase: 'processing', fileName: source.name, progress: 0 })
      try {
        const engine = await loadCompressEngine()
        if (run.current !== controller) return
        const originalKb = bytesToKb(source.size)
        /** The chosen file as a preview tile shows it, at its displayed size. */
        const originalPreview = ({ width, height }: { width: number; height: number }): PreviewImage => ({
          url: objectUrl(source),
          blob: source,
          bytes: source.size,
          kb: originalKb,
          width,
          height,
        })

        // Only a JPEG is offered as it is: a small PNG or WebP still becomes the JPEG the page promises.
        const head = new Uint8Array(await source.slice(0, 16).arrayBuffer())
        if (run.current !== controller) return
        if (offerUnchanged && engine.canOfferUnchanged(head, source.size, target, unit)) {
          let size: { width: number; height: number }
          try {
            size = await readDisplaySize(source)
          } catch (cause) {
            throw Object.assign(new Error('The image could not be decoded', { cause }), {
              name: 'ImageDecodeError',
            })
          }
          if (run.current !== controller) return
          run.current = null
          setSession({
            phase: 'under-target',
            fileName: source.name,
            original: originalPreview(size),
          })
          return
        }

        // 'Compress Anyway' on a JPEG already under the target never makes it larger than it came: its own
        // size is the target then. A small PNG or WebP aims at the page's target: the best JPEG under it,
        // no larger than quality 100 gives (docs/product-rules.md, "Compress page flow").
        const underTarget = engine.isAlreadyUnderTarget(source.size, target, unit)
        const cappedAtOriginal = !offerUnchanged && underTarget
        const limitKb = cappedAtOriginal ? source.size / unit : target
        const offerBest = () => {
          if (run.current !== controller) return
          setSession((current) =>
            current.phase === 'processing' && current.bestBytes !== undefined
              ? { ...current, offerBest: true }
              : current,
          )
        }
        let patienceAt = Number.POSITIVE_INFINITY
        const result = await engine.compressFileToTarget(source, limitKb, {
          signal: controller.signal,
          settle: settler.signal,
          unit,
          onProgress: ({ fraction, bestBytes, patienceMs }) => {
            if (run.current !== controller) return
            // Past the engine's patience (measured on this device), the visitor may take the best so far.
            if (patienceMs !== undefined && startedAt + patienceMs !== patienceAt) {
              patienceAt = startedAt + patienceMs
              clearTimeout(patience.current)
              patience.current = setTimeout(offerBest, Math.max(0, patienceAt - performance.now()))
            }
            setSession((current) =>
              current.phase === 'processing'
                ? {
                    ...current,
                    progress: Math.max(current.progress, Math.min(1, fraction)),
                    ...(bestBytes !== undefined ? { bestBytes } : {}),
                    ...(bestBytes !== undefined && performance.now() >= patienceAt
                      ? { offerBest: true }
                      : {}),
                  }
                : current,
            )
          },
        })
        clearTimeout(patience.current)
        if (run.current !== controller) return
        run.current = null
        const { report } = result
        // A re-encode that is no smaller at the same size is no better than the original: say so, offer it.
        if (cappedAtOriginal && (report.dimensionsChanged || report.bytes > source.size)) {
          const original = originalPreview(result.original)
          setSession({ phase: 'under-target', fileName: source.name, original, anywayFailed: true })
          return
        }
        const compressedBlob = new Blob([result.bytes as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' })
        setSession({
          phase: 'done',
          fileName: source.name,
          original: originalPreview(result.original),
          compressed: {
            url: objectUrl(compressedBlob),
            blob: compressedBlob,
            bytes: report.bytes,
            kb: report.kb,
            width: report.width,
            height: report.height,
            report,
            reducedDecode: result.reducedDecode,
            cappedAtOriginal,
            nonJpegUnderTarget: underTarget && !cappedAtOriginal,
          },
        })
        markCompressed(report)
        // The toast and the card say the same: 'Compression Complete!' only for a file in the window.
        toast(
          cappedAtOriginal || report.status === 'in-window'
            ? compressionCompleteToast(originalKb, report.kb)
            : compressionOutsideWindowToast(outcomeSentence(report, target)),
        )
        trackEvent('image_compressed', {
          category: 'compression',
          label: compressionEventLabel(target),
          value: report.kb,
        })
      } catch (error) {
        fail(controller, error)
      }
    },
    [target, unit, stopRun, releaseUrls, objectUrl, fail],
  )

  /** A checked file: compress it, or offer it unchanged when it already fits. */
  const start = useCallback((source: File) => compress(source, { offerUnchanged: true }), [compress])

  /** From the 'already under the target' state: re-encode the same file anyway. */
  const compressAnyway = useCallback(() => {
    if (file.current) void compress(file.current, { offerUnchanged: false })
  }, [compress])

  /** Cancel: the worker stops and the page goes back to the upload area, without a message. */
  const cancel = useCallback(() => {
    stopRun()
    releaseUrls()
    file.current = null
    setSession(IDLE)
  }, [stopRun, releaseUrls])

  /** A file refused before decoding: back at the upload area, which shows why (the caller gave the toast). */
  const refuse = useCallback((problem: UploadProblem | null) => {
    setSession(problem ? { phase: 'idle', problem } : IDLE)
  }, [])

  /** 'Use the best so far': the job finishes with the largest file under the target it has made. */
  const takeBestSoFar = useCallback(() => settle.current?.abort(), [])

  const trackDownload = useCallback(() => {
    trackEvent('download_compressed_image', { category: 'download', label: compressionEventLabel(target) })
  }, [target])

  // 'Compress Another Image' is the same as cancelling: everything the session held is dropped.
  return { session, start, refuse, compressAnyway, cancel, reset: cancel, trackDownload, takeBestSoFar }
}
