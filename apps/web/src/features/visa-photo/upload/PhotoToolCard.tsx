import { emptyExport, passes, verdictAnnouncement } from '@vps/imaging'
import type { Placement } from '@vps/imaging/photo'
import {
  allowedBackgrounds,
  BACKDROP_COPY,
  CAMERA_COPY,
  type FixAction,
  type PhotoDocument,
} from '@vps/specs'
import { Camera, LoaderCircle, RotateCcw } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useKeepToolsOffline } from '../../../shared/offline/use-keep-tools-offline.ts'
import { UploadProblemNotice } from '../../../shared/upload/UploadProblemNotice.tsx'
import { CameraPanel } from '../camera/CameraPanel.tsx'
import { BackdropChoice } from '../editor/BackdropChoice.tsx'
import { BackdropCompare } from '../editor/BackdropCompare.tsx'
import { CompliancePanel } from '../editor/CompliancePanel.tsx'
import { DownloadPanel } from '../editor/DownloadPanel.tsx'
import { FixList } from '../editor/FixList.tsx'
import { PhotoEditor } from '../editor/PhotoEditor.tsx'
import { fixesFor } from '../editor/result-fixes.ts'
import { usePhotoSession } from '../editor/use-photo-session.ts'
import { PrintSheetSection } from '../sheet/PrintSheetSection.tsx'
import { EngineDownload } from './EngineDownload.tsx'
import { PhotoUploadArea } from './PhotoUploadArea.tsx'

type Props = {
  country: string
  countryName: string
  /** The chosen document: the frame, its rules and its edit policy (docs/photo-documents.md). */
  document: PhotoDocument
  /** A photo chosen before (under another document): processed as soon as the tool starts. */
  initialFile?: File | null
  onFileChosen?: (file: File) => void
}

/**
 * The tool: upload, then one result view (docs/result-view.md): the photo beside the verdict on a wide screen,
 * right above it on a phone; under the verdict the things to fix, each with its button; the editor's controls
 * and every measured row, grouped, after that (docs/product-rules.md, "Photo page layout").
 */
export function PhotoToolCard({ country, countryName, document, initialFile = null, onFileChosen }: Props) {
  const session = usePhotoSession({ country, countryName, document })
  const { state, preload, changePlacement, chooseBackdrop, download, downloadReport, recordSheet, reset } =
    session
  useKeepToolsOffline()
  const accept = (file: File) => {
    onFileChosen?.(file)
    return session.accept(file)
  }
  // Only once, on start: a document change remounts the tool with the photo already chosen.
  const first = useRef(initialFile)
  useEffect(() => {
    const file = first.current
    first.current = null
    if (file) session.accept(file)
  }, [session.accept])
  const { phase, photo, frame, compliance, views } = state
  // Before a photo is chosen there is no frame yet: the document's colours, main first.
  const colours = frame?.backgrounds ?? allowedBackgrounds(document)
  // The composite is drawn only for the placement it was made for; while the photo moves, the photo itself.
  const composite = views && views.placement === state.placement ? views.after : null
  const settled = phase === 'optimized' && compliance && frame && !state.checking
  const announcement = settled ? verdictAnnouncement(compliance.overall, compliance.rows) : ''

  // When a photo has been processed, the result view scrolls to the top of the screen (the photo, with the
  // verdict under or beside it) and focus moves to the verdict, instead of staying on a control that has gone
  // (the upload area); once per photo, not on every later check.
  const resultRef = useRef<HTMLDivElement>(null)
  const focusedFor = useRef<unknown>(null)
  useEffect(() => {
    if (phase !== 'optimized' || !photo || focusedFor.current === photo) return
    focusedFor.current = photo
    // A visitor already at one of the result's controls (Download clicked before auto-optimisation ended)
    // keeps it: the focus moves only from a control that has gone.
    const active = globalThis.document.activeElement
    if (active && active !== globalThis.document.body && resultRef.current?.contains(active)) return
    resultRef.current?.scrollIntoView?.({ block: 'start' })
    globalThis.document.getElementById('download-heading')?.focus({ preventScroll: true })
  }, [phase, photo])
  const working = state.replace && (state.optimizing || state.checking)
  // The things to fix once the verdict has settled: what the page can do for each decides its button.
  const auto = state.auto
  const fixes =
    settled && !compliance.overall
      ? fixesFor(compliance.rows, {
          autoCenter: auto !== null && !samePlacement(auto, state.placement),
          replaceBackground: !state.replace && session.editPolicy.backgroundReplacement !== 'refused',
        })
      : []
  const backgroundFails = Boolean(settled && passes(compliance, 'background') === false)
  // The live camera (docs/camera.md): open beside the upload, which stays; a photo it takes goes through
  // the same pipeline as a file, and can be taken again.
  const [cameraOpen, setCameraOpen] = useState(false)
  const [fromCamera, setFromCamera] = useState(false)
  // 'New Image Upload' goes with the photo: the focus moves on to the upload area that replaces it.
  const [refocusUpload, setRefocusUpload] = useState(false)
  const startOver = () => {
    setRefocusUpload(true)
    setFromCamera(false)
    reset()
  }
  const captured = (file: File) => {
    setCameraOpen(false)
    setFromCamera(true)
    void accept(file)
  }
  const retake = () => {
    reset()
    setCameraOpen(true)
  }
  const fix = (action: FixAction) => {
    if (action === 'autoCenter') {
      if (auto) changePlacement(auto)
    } else if (action === 'replaceBackground') chooseBackdrop({ replace: true })
    else if (action === 'keepBackground') chooseBackdrop({ replace: false })
    else startOver()
  }
  return (
    <section
      aria-labelledby="photo-tool-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      data-photo-phase={phase}
      // 'warm' once the worker and every model session the document needs exist, before any file is chosen.
      data-engine={session.engine}
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="photo-tool-heading" className="text-xl font-bold text-slate-900">
          Create your {countryName} visa photo
        </h2>
        {phase !== 'empty' && fromCamera ? (
          <button
            type="button"
            onClick={retake}
            className="inline-flex shrink-0 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100"
          >
            <Camera aria-hidden="true" className="h-4 w-4" />
            {CAMERA_COPY.retake}
          </button>
        ) : null}
        {phase !== 'empty' ? (
          <button
            type="button"
            onClick={startOver}
            className="inline-flex shrink-0 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100"
          >
            <RotateCcw aria-hidden="true" className="h-4 w-4" />
            New Image Upload
          </button>
        ) : null}
      </div>
      <BackdropChoice
        policy={session.editPolicy}
        replace={state.replace}
        colours={colours}
        colour={state.colour ?? colours[0] ?? '#ffffff'}
        disabled={state.optimizing || phase === 'processing'}
        onChange={chooseBackdrop}
      />
      {/* Always in the page, so a screen reader hears each verdict as it settles or changes. */}
      <p aria-live="polite" className="sr-only" data-testid="verdict-announcement">
        {announcement}
      </p>
      {phase === 'empty' && state.problem ? <UploadProblemNotice problem={state.problem} /> : null}
      {phase === 'empty' && cameraOpen ? (
        <CameraPanel
          document={document}
          replace={state.replace}
          prepare={session.prepareCamera}
          onCapture={captured}
          onClose={() => setCameraOpen(false)}
        />
      ) : null}
      {phase === 'empty' ? (
        <PhotoUploadArea onFile={accept} onIntent={preload} focusOnMount={refocusUpload} />
      ) : null}
      {phase === 'empty' && !cameraOpen ? (
        <div className="mt-3 flex justify-center">
          <button
            type="button"
            onClick={() => setCameraOpen(true)}
            onPointerEnter={preload}
            onFocus={preload}
            className="inline-flex items-center gap-2 rounded-lg border border-blue-700 bg-white px-5 py-2 text-sm font-semibold text-blue-800 hover:bg-blue-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
          >
            <Camera aria-hidden="true" className="h-4 w-4" />
            {CAMERA_COPY.open}
          </button>
        </div>
      ) : null}
      {phase === 'processing' ? (
        <p
          role="status"
          className="flex items-center justify-center gap-3 rounded-xl border border-slate-200 bg-slate-50 px-6 py-16 text-slate-800"
        >
          <LoaderCircle aria-hidden="true" className="h-6 w-6 animate-spin text-blue-700" />
          Processing your photo...
        </p>
      ) : null}
      <EngineDownload />
      {photo && frame ? (
        // One column on a phone, in the order photo, verdict, controls, rows (the column wrappers are
        // display: contents there); two from md up, the photo and its controls beside the verdict and rows.
        // grid-cols-1: the implicit column grew to the editor's 300 px and pushed a 320 px page sideways.
        <div
          ref={resultRef}
          className="flex scroll-mt-20 flex-col gap-4 md:grid md:grid-cols-2 md:gap-6"
          data-testid="result-view"
        >
          <PhotoEditor
            photo={photo}
            frame={frame}
            placement={state.placement}
            auto={state.auto}
            onChange={changePlacement}
            disabled={state.downloading || state.optimizing}
            composite={composite}
            layout={({ photo: picture, controls }) => (
              <div className="contents md:flex md:flex-col md:gap-4">
                <div className="order-1">
                  {picture}
                  {state.optimizing ? (
                    <p
                      role="status"
                      className="mt-3 flex items-center justify-center gap-2 text-sm text-blue-800"
                    >
                      <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />
                      Finding your face and positioning the photo...
                    </p>
                  ) : null}
                  {working ? (
                    <p
                      role="status"
                      className="mt-3 flex items-center justify-center gap-2 text-sm text-blue-800"
                    >
                      <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />
                      {BACKDROP_COPY.working}
                    </p>
                  ) : null}
                </div>
                <div className="order-3">
                  {controls}
                  {composite && views ? (
                    <BackdropCompare
                      views={views}
                      head={state.head}
                      leftover={compliance?.details.quality.leftover?.regions ?? []}
                      touchUp={{
                        count: state.touchUps.length,
                        onStroke: session.addTouchUp,
                        onUndo: session.undoTouchUp,
                        onClear: session.clearTouchUps,
                      }}
                    />
                  ) : null}
                </div>
              </div>
            )}
          />
          <div className="contents md:flex md:flex-col md:gap-4">
            <div className="order-2" data-testid="result-verdict">
              <DownloadPanel
                ready={Boolean(compliance?.overall) && !state.checking}
                downloading={state.downloading}
                disabled={state.optimizing}
                empty={compliance ? emptyExport(compliance.details) : null}
                receipt={state.receipt}
                onDownload={download}
                onDownloadReport={downloadReport}
                fixes={
                  fixes.length > 0 ? (
                    <FixList
                      fixes={fixes}
                      backgroundFails={backgroundFails}
                      disabled={state.optimizing || state.downloading || state.checking}
                      onAction={fix}
                    />
                  ) : null
                }
              >
                {document.medium === 'print' ? (
                  <PrintSheetSection
                    document={document}
                    photo={() =>
                      state.photo && state.frame
                        ? {
                            id: state.photo.id,
                            placement: state.placement,
                            frame: state.frame,
                            touchUps: state.touchUps,
                          }
                        : null
                    }
                    disabled={state.optimizing || state.downloading}
                    onMade={recordSheet}
                  />
                ) : null}
              </DownloadPanel>
            </div>
            <div className="order-4">
              {/* The latest check's, not the first: a zoom or a replaced wall can make the background pass. */}
              <CompliancePanel compliance={compliance} checking={state.checking} />
            </div>
          </div>
        </div>
      ) : null}
    </section>
  )
}

const samePlacement = (a: Placement, b: Placement) =>
  a.x === b.x && a.y === b.y && a.scale === b.scale && a.rotation === b.rotation
