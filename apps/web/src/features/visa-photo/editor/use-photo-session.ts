import { countTouchUps, passes } from '@vps/imaging'
import type {
  ComplianceResult,
  ExportReport,
  LoadedPhoto,
  PhotoCheck,
  PhotoClient,
  PhotoFrame,
  Placement,
  SheetReport,
  TouchUpStroke,
} from '@vps/imaging/photo'
import {
  downloadCompleteToast,
  type PhotoDocument,
  photoOptimizedWithBackgroundIssueToast,
  photoPageContent,
  receiptFileName,
  replacementAllowed,
  TOASTS,
  TOUCH_UP,
  UPLOAD_LIMITS,
} from '@vps/specs'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { trackEvent } from '../../../shared/analytics/analytics.ts'
import { toast } from '../../../shared/toast/toast-store.ts'
import {
  decodeErrorProblem,
  type UploadProblem,
  uploadCheckProblem,
} from '../../../shared/upload/upload-problem.ts'
import { photoUploadProblem } from '../upload/upload-checks.ts'
import {
  loadedPhotoModule,
  loadPhotoModule,
  markPhoto,
  measurePhoto,
  type PhotoModule,
  photoModule,
} from './photo-module.ts'
import { savesData, whenPageIdle } from './warm-up.ts'

export type PhotoPhase = 'empty' | 'processing' | 'loaded' | 'optimized'

/** The engine before a file is chosen: not loaded, loading, or every part the document needs ready. */
export type EngineWarmth = 'cold' | 'warming' | 'warm'

export interface PhotoSession {
  phase: PhotoPhase
  frame: PhotoFrame | null
  photo: LoadedPhoto | null
  placement: Placement
  /** The auto placement (Auto Center goes back to it); null before or without optimisation. */
  auto: Placement | null
  compliance: ComplianceResult | null
  head: PhotoCheck['head']
  optimizing: boolean
  checking: boolean
  downloading: boolean
  receipt: ExportReport | null
  /** The print sheets downloaded of that file (docs/print-sheets.md); the receipt lists them. */
  sheets: SheetReport[]
  /** The visitor's choice of wall: replaced (onto `colour`, null = the main colour) or kept. */
  replace: boolean
  colour: string | null
  /** With the wall replaced: the export pixels before and after, for the placement they were made for. */
  views: BackdropViews | null
  /**
   * The touch-up strokes painted on this photo (docs/background.md, "Touch-up"), in the photo's own pixels so
   * they stay where they were painted when it moves; sent with every check, export and sheet.
   */
  touchUps: TouchUpStroke[]
  /** Why the last chosen file could not be used; the upload area shows it until another is chosen. */
  problem: UploadProblem | null
}

export interface BackdropViews {
  before: ImageBitmap
  after: ImageBitmap
  placement: Placement
}

type Choice = Pick<PhotoSession, 'replace' | 'colour'>

const INITIAL: Omit<PhotoSession, 'placement' | 'replace' | 'colour'> = {
  phase: 'empty',
  frame: null,
  photo: null,
  auto: null,
  compliance: null,
  head: null,
  optimizing: false,
  checking: false,
  downloading: false,
  receipt: null,
  sheets: [],
  views: null,
  touchUps: [],
  problem: null,
}

const NEUTRAL: Placement = { x: 0, y: 0, scale: 1, rotation: 0 }

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError'
}

const DECODE_ERRORS = new Set(['ImageDecodeError', 'ImageTooLargeError', 'CanvasUnavailableError'])

function isDecodeError(error: unknown): boolean {
  return error instanceof Error && DECODE_ERRORS.has(error.name)
}

export function saveBytes(bytes: Uint8Array, fileName: string, type = 'image/jpeg') {
  const url = URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

const closeViews = (views: PhotoCheck['views'] | null) => {
  views?.before.close()
  views?.after.close()
}

/** The check's before/after bitmaps as the session keeps them: tied to the placement they show. */
const viewsOf = (checked: PhotoCheck, placement: Placement): BackdropViews | null =>
  checked.views ? { ...checked.views, placement } : null

export interface PhotoSessionOptions {
  /** The destination's slug: the file's name and the page's own content (photoPageContent). */
  country: string
  countryName: string
  /** The chosen document: the frame, every rule and the edit policy (docs/photo-documents.md). */
  document: PhotoDocument
}

/**
 * The photo page's state machine (docs/product-rules.md, "Photo page state machine"): empty → processing →
 * loaded → optimized, with downloading on top. All pixel work runs in the photo worker; this keeps ids,
 * placements and results.
 */
export function usePhotoSession({ country, countryName, document }: PhotoSessionOptions) {
  const { editPolicy } = document
  // Replacement starts on where the document allows it, off where its authority refuses edited photos.
  const firstChoice: Choice = { replace: replacementAllowed(editPolicy), colour: null }
  const [state, setState] = useState<PhotoSession>({ ...INITIAL, ...firstChoice, placement: NEUTRAL })
  const stateRef = useRef(state)
  stateRef.current = state
  const run = useRef<AbortController | null>(null)
  const client = useRef<PhotoClient | null>(null)
  const recheckTimer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const checkSeq = useRef(0)
  // The page's own pauses and words (the Vietnam page's, or the shared ones): never the photo's rules.
  const pageContent = useMemo(() => photoPageContent(country), [country])

  const patch = useCallback((next: Partial<PhotoSession>) => setState((s) => ({ ...s, ...next })), [])

  const release = useCallback(() => {
    run.current?.abort()
    run.current = null
    if (recheckTimer.current) clearTimeout(recheckTimer.current)
    checkSeq.current++
    const { photo, views } = stateRef.current
    closeViews(views)
    if (photo) {
      photo.preview.close()
      client.current?.release(photo.id)
    }
  }, [])

  useEffect(() => release, [release])

  // The served document decides the export's pixel size, background, KB window and rules, so a staff edit reaches
  // the file; its policy and the visitor's choice decide the wall.
  const frameOf = useCallback(
    (mod: PhotoModule, choice: Choice): PhotoFrame =>
      mod.withBackdrop(mod.documentFrame(country, document), {
        replace: choice.replace,
        ...(choice.colour ? { colour: choice.colour } : {}),
      }),
    [country, document],
  )

  // Warm before the file (docs/photo-pipeline.md): the worker, the WebAssembly and the model sessions this
  // document's first photo needs, so that choosing a file only runs them. A document change remounts the tool,
  // which warms again; the worker is then asked only for what it does not have yet.
  const [engine, setEngine] = useState<EngineWarmth>('cold')
  const mounted = useRef(true)
  // The latest frame maker, so a re-render with an equal document does not warm again.
  const frameOfNow = useRef(frameOf)
  frameOfNow.current = frameOf
  /** Warms for the page's current country and document (`page` names them in the performance mark). */
  const warm = useCallback((page: string) => {
    loadPhotoModule()
      .then((mod) => {
        if (!mounted.current) return null
        setEngine((current) => (current === 'warm' ? current : 'warming'))
        const { replace, colour } = stateRef.current
        return mod.getPhotoClient().warm(frameOfNow.current(mod, { replace, colour }))
      })
      .then((result) => {
        if (!result || !mounted.current) return
        markPhoto('warm', {
          page,
          ms: result.ms,
          ready: result.ready.join(','),
          failed: result.failed.join(','),
        })
        setEngine(result.failed.length === 0 ? 'warm' : 'cold')
      })
      .catch(() => {
        if (mounted.current) setEngine('cold')
      })
  }, [])

  // On idle, never with Save-Data: a visitor saving data downloads the engine only for a photo (or on the
  // intent to choose one: `preload`). Another country or document (a country change may keep this tool
  // mounted) warms what it needs.
  const page = `${country}/${document.id}`
  useEffect(() => {
    mounted.current = true
    const cancel = savesData() ? () => {} : whenPageIdle(() => warm(page))
    return () => {
      mounted.current = false
      cancel()
      // Leaving: the worker may be reaped once idle (it still is not while it holds a photo).
      loadedPhotoModule()?.getPhotoClient().cool()
    }
  }, [warm, page])

  /** The visitor is about to choose a file (hover, focus on the upload area): warm now rather than on idle. */
  const preload = useCallback(() => warm(page), [warm, page])

  /**
   * The camera is about to open (docs/camera.md): every part this document's photo needs is loaded first, so
   * the camera's frames and the photo it takes fetch nothing. Null when detection could not load. Where no
   * worker can start, the page runs the engine itself and loads each part on first use.
   */
  const prepareCamera = useCallback(async (): Promise<PhotoClient | null> => {
    const mod = await loadPhotoModule()
    const photoClient = mod.getPhotoClient()
    const { replace, colour } = stateRef.current
    const result = await photoClient.warm(frameOfNow.current(mod, { replace, colour }))
    if (mounted.current && result.failed.length === 0) setEngine('warm')
    return result.ready.includes('face') || photoClient.onMainThread ? photoClient : null
  }, [])

  const accept = useCallback(
    async (file: File) => {
      const problem = photoUploadProblem(file)
      if (problem) {
        toast(problem)
        const reason = uploadCheckProblem(file, UPLOAD_LIMITS.photoMaxBytes)
        setState((current) => ({ ...current, problem: reason }))
        return
      }
      release()
      const controller = new AbortController()
      run.current = controller
      const { signal } = controller
      markPhoto('chosen')
      trackEvent('upload_photo', { category: 'visa_photo', label: country })
      const choice: Choice = { replace: stateRef.current.replace, colour: stateRef.current.colour }
      setState({ ...INITIAL, ...choice, placement: NEUTRAL, phase: 'processing' })

      let frame: PhotoFrame
      let photo: LoadedPhoto
      let photoClient: PhotoClient
      try {
        const mod = await loadPhotoModule()
        frame = frameOf(mod, choice)
        photoClient = mod.getPhotoClient()
        client.current = photoClient
        photo = await photoClient.load(file, { signal })
      } catch (error) {
        if (isAbort(error) || signal.aborted) return
        // A file the browser cannot read → 'Invalid image'; an engine that would not start → 'Processing error'.
        toast(isDecodeError(error) ? TOASTS.invalidImage : pageContent.toasts.processingError)
        setState({ ...INITIAL, ...choice, placement: NEUTRAL })
        const reason = await decodeErrorProblem(error, file)
        // Only if the visitor has not chosen another file meanwhile.
        if (reason && run.current === controller) setState((current) => ({ ...current, problem: reason }))
        return
      }
      markPhoto('decoded', { decodeMs: photo.decodeMs })
      // No artificial delay: optimisation starts as soon as the photo is decoded.
      setState({ ...INITIAL, ...choice, placement: NEUTRAL, phase: 'loaded', frame, photo, optimizing: true })
      try {
        const result = await photoClient.optimize(photo.id, frame, { signal })
        const { compliance } = result
        setState((s) => ({
          ...s,
          phase: 'optimized',
          placement: result.optimized.placement,
          auto: result.optimized.placement,
          compliance,
          head: result.head,
          optimizing: false,
          views: viewsOf(result, result.optimized.placement),
        }))
        markPhoto('optimized', {
          detectMs: result.detectMs,
          qualityMs: result.qualityMs,
          checkMs: result.ms,
          overall: compliance.overall,
        })
        measurePhoto('ready', 'chosen', 'optimized')
        trackEvent('optimize_photo', { category: 'visa_photo', label: country })
        // 'Face detected' only when one was: with none, or several, say what happened instead.
        if (!result.face.detected) toast(TOASTS.noFaceFound)
        else if (compliance.details.faces.othersInFrame > 0) toast(TOASTS.anotherFaceShows)
        else if ((result.face.others?.length ?? 0) > 0) toast(TOASTS.severalFacesFound)
        else if (passes(compliance, 'background') === false) toast(photoOptimizedWithBackgroundIssueToast())
        else toast(pageContent.toasts.optimized)
      } catch (error) {
        if (isAbort(error) || signal.aborted) return
        // Only the optimisation failed: keep the photo for manual adjustment and check it as it is.
        toast(TOASTS.photoLoaded)
        patch({ optimizing: false, checking: true })
        try {
          const checked = await photoClient.check(photo.id, NEUTRAL, frame, { signal })
          showCheck(checked, NEUTRAL)
        } catch {
          if (!signal.aborted) patch({ checking: false })
        }
      }
    },
    [country, frameOf, patch, release, pageContent],
  )

  /** A check's result on the page: its rows, its head, and (wall replaced) its before/after views. */
  function showCheck(checked: PhotoCheck, placement: Placement) {
    closeViews(stateRef.current.views)
    patch({
      compliance: checked.compliance,
      head: checked.head,
      checking: false,
      views: viewsOf(checked, placement),
    })
  }

  /** Checks the placement on the frame after `delay` ms; a newer change or check wins over this one. */
  const recheck = useCallback(
    (placement: Placement, frame: PhotoFrame, delay: number) => {
      const { photo } = stateRef.current
      if (!photo) return
      if (recheckTimer.current) clearTimeout(recheckTimer.current)
      const seq = ++checkSeq.current
      recheckTimer.current = setTimeout(() => {
        const signal = run.current?.signal
        client.current
          ?.check(photo.id, placement, frame, {
            ...(signal ? { signal } : {}),
            touchUps: stateRef.current.touchUps,
          })
          .then((checked) => {
            if (seq !== checkSeq.current) {
              closeViews(checked.views)
              return
            }
            showCheck(checked, placement)
          })
          .catch(() => {
            if (seq === checkSeq.current) patch({ checking: false })
          })
      }, delay)
    },
    [patch],
  )

  /** A manual change: shown at once, compliance re-checked after the spec's pause. */
  const changePlacement = useCallback(
    (next: Placement) => {
      const { photo, frame } = stateRef.current
      if (!photo || !frame) return
      patch({ placement: next, checking: true, receipt: null, sheets: [] })
      recheck(next, frame, pageContent.recheckDelayMs)
    },
    [patch, pageContent, recheck],
  )

  /** New touch-up strokes (all of them): shown once checked, after a pause so quick strokes cost one check. */
  const setTouchUps = useCallback(
    (touchUps: TouchUpStroke[]) => {
      const { photo, frame, placement } = stateRef.current
      if (!photo || !frame) return
      stateRef.current = { ...stateRef.current, touchUps }
      patch({ touchUps, checking: true, receipt: null, sheets: [] })
      recheck(placement, frame, TOUCH_UP.recheckDelayMs)
    },
    [patch, recheck],
  )

  /**
   * A stroke painted on the 100 % view, in export pixels of the placement those views were made for: kept in
   * the photo's own pixels (toSource), its radius too.
   */
  const addTouchUp = useCallback(
    (stroke: TouchUpStroke) => {
      const { photo, frame, views, touchUps } = stateRef.current
      if (!photo || !frame || !views) return
      const mod = photoModule()
      const placement = views.placement
      const { pixelsPerSourcePixel } = mod.placementMatrix(photo, placement, frame)
      setTouchUps([
        ...touchUps,
        {
          mode: stroke.mode,
          radius: stroke.radius / pixelsPerSourcePixel,
          points: stroke.points.map((p) => mod.toSource(photo, placement, frame, p)),
        },
      ])
    },
    [setTouchUps],
  )
  const undoTouchUp = useCallback(() => setTouchUps(stateRef.current.touchUps.slice(0, -1)), [setTouchUps])
  const clearTouchUps = useCallback(() => setTouchUps([]), [setTouchUps])

  /** The visitor's choice of wall (replace it or keep it, and its colour): checked again at once. */
  const chooseBackdrop = useCallback(
    (next: Partial<Choice>) => {
      const { photo, frame, placement, optimizing } = stateRef.current
      const choice: Choice = {
        replace: next.replace ?? stateRef.current.replace,
        colour: next.colour === undefined ? stateRef.current.colour : next.colour,
      }
      if (!photo || !frame || optimizing) {
        patch(choice)
        return
      }
      const nextFrame = frameOf(photoModule(), choice)
      patch({ ...choice, frame: nextFrame, checking: true, receipt: null, sheets: [] })
      recheck(placement, nextFrame, 0)
    },
    [frameOf, patch, recheck],
  )

  const download = useCallback(async () => {
    const { photo, frame, placement, downloading, touchUps } = stateRef.current
    if (!photo || !frame || downloading || !client.current) return
    patch({ downloading: true })
    markPhoto('export-start')
    try {
      const result = await client.current.exportPhoto(photo.id, placement, frame, { touchUps })
      markPhoto('exported', { exportMs: result.ms, kb: result.report.kb })
      measurePhoto('export', 'export-start', 'exported')
      saveBytes(result.bytes, frame.fileName)
      // A new export: the sheets listed were of the last one, whose SHA-256 may differ.
      patch({ downloading: false, receipt: result.report, sheets: [] })
      toast(
        downloadCompleteToast(countryName, pageContent.downloadToastShowsKb ? result.report.kb : undefined),
      )
      trackEvent('download', { category: 'visa_photo', label: country })
    } catch {
      patch({ downloading: false })
      toast(pageContent.toasts.downloadFailed)
    }
  }, [country, countryName, patch, pageContent])

  // The report of the file just downloaded (docs/photo-checks.md, "The report"): any edit clears the receipt,
  // so the checks it lists are the downloaded file's.
  const downloadReport = useCallback(() => {
    const { frame, compliance, receipt, sheets, touchUps } = stateRef.current
    if (!frame || !compliance || !receipt) return
    // Strokes count only where they were painted in: with the wall replaced.
    const touched = frame.backdrop.replace && touchUps.length > 0
    const html = photoModule().photoReceiptHtml({
      ...(touched ? { touchUp: countTouchUps(touchUps) } : {}),
      madeAt: new Date(),
      destination: countryName,
      document: document.name,
      pageUrl: window.location.href,
      sources: document.sources,
      ready: compliance.overall,
      checks: compliance.rows.map(({ label, status, detail }) => ({
        label,
        status,
        detail,
      })),
      file: receipt,
      sheets,
    })
    saveBytes(new TextEncoder().encode(html), receiptFileName(receipt.fileName), 'text/html')
  }, [countryName, document])

  /** A print sheet downloaded: the file it was made of becomes the receipt's, the sheet is listed under it. */
  const recordSheet = useCallback((sheet: SheetReport, file: ExportReport) => {
    setState((s) => ({
      ...s,
      receipt: file,
      sheets: s.receipt?.sha256 === file.sha256 ? [...s.sheets, sheet] : [sheet],
    }))
  }, [])

  const reset = useCallback(() => {
    release()
    setState((s) => ({ ...INITIAL, replace: s.replace, colour: s.colour, placement: NEUTRAL }))
  }, [release])

  return {
    state,
    engine,
    accept,
    preload,
    prepareCamera,
    changePlacement,
    chooseBackdrop,
    addTouchUp,
    undoTouchUp,
    clearTouchUps,
    download,
    downloadReport,
    recordSheet,
    reset,
    editPolicy,
  }
}
