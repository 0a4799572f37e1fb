import { COMPRESSION, type KbUnit, TOASTS, UPLOAD_LIMITS } from '@vps/specs'
import { useCallback, useEffect, useRef, useState } from 'react'
import { decodeErrorProblem, uploadCheckProblem } from '../../shared/upload/upload-problem.ts'
import { loadCompressEngine, readDisplaySize } from './compress-engine.ts'
import { compressErrorToast } from './compress-errors.ts'
import { memoryTurns } from './memory-turns.ts'
import { zipName } from './zip.ts'

/** One file of a batch, as its row shows it. */
export interface BatchRow {
  id: number
  name: string
  /** The original's bytes. */
  before: number
  state: 'waiting' | 'working' | 'done' | 'kept' | 'failed'
  /** 'done' and 'kept' (a JPEG already under the target, offered as it is). */
  result?: {
    blob: Blob
    url: string
    bytes: number
    width: number
    height: number
    /** The engine's verdict on the bytes; 'kept' rows are under the target by definition. */
    status: 'in-window' | 'above-reachable' | 'under-window' | 'below-reachable' | 'kept'
    dimensionsChanged: boolean
    /** The name it has in the ZIP and as its own download. */
    fileName: string
  }
  /** Why it failed, in the product's words. */
  problem?: { title: string; text: string }
}

export interface BatchState {
  rows: BatchRow[]
  running: boolean
  /** Files left out because the batch was full (UPLOAD_LIMITS.compressBatchMaxFiles). */
  leftOut: number
}

const EMPTY: BatchState = { rows: [], running: false, leftOut: 0 }

/**
 * Many files to one target (issue #53): each is compressed in the worker pool, as many at once as the pool
 * has workers, and its row is filled in as it finishes. A file that cannot be used is reported in its row
 * and never stops the others. Cancel or leaving the page stops every job.
 */
export function useCompressBatch(target: number, unit: KbUnit = COMPRESSION.bytesPerKb) {
  const [state, setState] = useState<BatchState>(EMPTY)
  const run = useRef<AbortController | null>(null)
  const urls = useRef<string[]>([])

  const stop = useCallback(() => {
    run.current?.abort()
    run.current = null
    for (const url of urls.current) URL.revokeObjectURL(url)
    urls.current = []
  }, [])
  useEffect(() => stop, [stop])

  const update = useCallback((id: number, change: Partial<BatchRow>) => {
    setState((s) => ({ ...s, rows: s.rows.map((row) => (row.id === id ? { ...row, ...change } : row)) }))
  }, [])

  const start = useCallback(
    async (files: File[]) => {
      stop()
      const controller = new AbortController()
      run.current = controller
      const max = UPLOAD_LIMITS.compressBatchMaxFiles
      const taken = files.slice(0, max)
      const rows: BatchRow[] = taken.map((file, id) => ({
        id,
        name: file.name,
        before: file.size,
        state: 'waiting',
      }))
      setState({ rows, running: true, leftOut: files.length - taken.length })
      const names = new Set<string>()
      const engine = await loadCompressEngine()
      if (run.current !== controller) return
      let next = 0
      const turns = memoryTurns()

      async function one(id: number, file: File): Promise<void> {
        const refused = uploadCheckProblem(file, UPLOAD_LIMITS.compressMaxBytes)
        if (refused) return update(id, { state: 'failed', problem: refused })
        update(id, { state: 'working' })
        try {
          const head = new Uint8Array(await file.slice(0, engine.PICTURE_HEAD_BYTES).arrayBuffer())
          if (engine.canOfferUnchanged(head, file.size, target, unit)) {
            const size = await readDisplaySize(file).catch(() => null)
            if (!size)
              throw Object.assign(new Error('The image could not be decoded'), { name: 'ImageDecodeError' })
            const url = URL.createObjectURL(file)
            urls.current.push(url)
            const fileName = zipName(file.name, names, false)
            return update(id, {
              state: 'kept',
              result: {
                blob: file,
                url,
                bytes: file.size,
                ...size,
                status: 'kept',
                dimensionsChanged: false,
                fileName,
              },
            })
          }
          // A large photo runs alone (its lane's worker still lends the others' cores its probes); another
          // file gives the next lane its turn once decoded, which the engine's first progress report says.
          const large = engine.isLargePicture(head)
          const ended = await turns.turn()
          const result = await engine
            .compressFileToTarget(file, target, {
              signal: controller.signal,
              unit,
              ...(large ? {} : { onProgress: ended }),
            })
            .finally(ended)
          if (run.current !== controller) return
          const blob = new Blob([result.bytes as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' })
          const url = URL.createObjectURL(blob)
          urls.current.push(url)
          const { report } = result
          update(id, {
            state: 'done',
            result: {
              blob,
              url,
              bytes: report.bytes,
              width: report.width,
              height: report.height,
              status: report.status,
              dimensionsChanged: report.dimensionsChanged,
              fileName: zipName(file.name, names, true),
            },
          })
        } catch (error) {
          if (run.current !== controller) return
          const problem =
            (await decodeErrorProblem(error, file)) ?? compressErrorToast(error) ?? TOASTS.compressionFailed
          update(id, {
            state: 'failed',
            problem: {
              title: problem.title,
              text: ('text' in problem ? problem.text : problem.description) ?? '',
            },
          })
        }
      }

      // As many jobs at once as the pool has workers: each decodes its file in its own worker.
      const lanes = Math.max(1, engine.getSharedImagingPool().maxWorkers)
      await Promise.all(
        Array.from({ length: Math.min(lanes, taken.length) }, async () => {
          while (run.current === controller && next < taken.length) {
            const id = next++
            await one(id, taken[id] as File)
          }
        }),
      )
      if (run.current === controller) setState((s) => ({ ...s, running: false }))
    },
    [target, unit, stop, update],
  )

  const reset = useCallback(() => {
    stop()
    setState(EMPTY)
  }, [stop])

  const cancel = useCallback(() => {
    run.current?.abort()
    run.current = null
    setState((s) => ({
      ...s,
      running: false,
      rows: s.rows.map((row) =>
        row.state === 'waiting' || row.state === 'working'
          ? {
              ...row,
              state: 'failed',
              problem: { title: 'Cancelled', text: 'Not compressed: the batch was cancelled.' },
            }
          : row,
      ),
    }))
  }, [])

  return { batch: state, start, reset, cancel }
}
