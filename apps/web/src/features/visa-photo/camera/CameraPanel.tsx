import type { PhotoClient } from '@vps/imaging/photo'
import {
  CAMERA_COPY,
  CAMERA_INSTRUCTIONS,
  CAMERA_PROBLEMS,
  type CameraProblem,
  type PhotoDocument,
} from '@vps/specs'
import { Camera, LoaderCircle, RefreshCw, ShieldCheck, SwitchCamera, X } from 'lucide-react'
import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react'
import { CameraGuideOverlay } from './CameraGuideOverlay.tsx'
import { ConditionList } from './ConditionList.tsx'
import { captureFile } from './capture-file.ts'
import { useCameraCoach } from './use-camera-coach.ts'
import { useCameraStream } from './use-camera-stream.ts'

type Props = {
  document: PhotoDocument
  /** The page replaces the wall: the wall is then not a condition. */
  replace: boolean
  /** Loads the engine the coaching and the photo need (nothing is fetched once the camera runs). */
  prepare: () => Promise<PhotoClient | null>
  /** The photo taken: a JPEG of the full-resolution frame, for the same pipeline as an upload. */
  onCapture: (file: File) => void
  onClose: () => void
}

type Stage = 'loading' | 'camera'

const button =
  'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-600'

/**
 * The live camera (docs/camera.md): the preview with the document's oval, one instruction at a time, each
 * condition as it is met, a countdown while they hold, and the shutter. The frames stay on the device.
 */
export function CameraPanel({ document, replace, prepare, onCapture, onClose }: Props) {
  const headingId = useId()
  const instructionId = useId()
  const video = useRef<HTMLVideoElement>(null)
  const camera = useCameraStream()
  const [stage, setStage] = useState<Stage>('loading')
  const [client, setClient] = useState<PhotoClient | null>(null)
  const [taking, setTaking] = useState(false)
  // What went wrong outside the stream: the engine would not load, or the frame could not be made a file.
  const [failed, setFailed] = useState<CameraProblem | null>(null)

  // The engine first, the camera second: the models and codecs are in the worker before any frame is read.
  const { start, stop } = camera
  const open = useCallback(async () => {
    setStage('loading')
    setFailed(null)
    const ready = await prepare().catch(() => null)
    if (!ready) {
      setStage('camera')
      setFailed('engine')
      return
    }
    setClient(ready)
    setStage('camera')
    await start()
  }, [prepare, start])
  useEffect(() => {
    void open()
  }, [open])

  useEffect(() => {
    const element = video.current
    if (!element) return
    element.srcObject = camera.stream
    // Autoplay is allowed for a muted stream; a browser that still refuses leaves the last frame, not an error.
    if (camera.stream) element.play()?.catch(() => {})
  }, [camera.stream])

  const capture = useCallback(
    (bitmap: ImageBitmap) => {
      // The camera stops the moment the frame is taken.
      stop()
      setTaking(true)
      captureFile(bitmap)
        .then(onCapture)
        .catch(() => {
          setTaking(false)
          setFailed('failed')
        })
    },
    [onCapture, stop],
  )
  const { view, takeNow } = useCameraCoach({
    video,
    stream: camera.stream,
    client,
    doc: {
      width: document.width_px,
      height: document.height_px,
      coverage: { min: document.head.min, max: document.head.max },
    },
    glasses: document.glasses,
    wall: !replace,
    onCapture: capture,
  })

  const live = camera.stream !== null && !taking
  const problem = failed ?? camera.problem
  const retry = () => {
    if (failed === 'engine') {
      void open()
      return
    }
    setFailed(null)
    void start()
  }
  const ready = view.conditions.length > 0 && view.conditions.every((c) => c.met)
  const mirrored = camera.facing === 'user'
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose()
  }
  const status =
    stage === 'loading'
      ? CAMERA_COPY.loading
      : camera.starting
        ? CAMERA_COPY.starting
        : taking
          ? CAMERA_COPY.taking
          : null

  return (
    <section
      aria-labelledby={headingId}
      className="mb-4 rounded-xl border border-slate-200 bg-slate-50 p-3 sm:p-4"
      data-testid="camera"
      data-camera={problem ? 'problem' : live ? 'live' : taking ? 'taken' : 'starting'}
      onKeyDown={onKeyDown}
    >
      <div className="mb-2 flex items-center justify-between gap-3">
        <h3 id={headingId} className="text-base font-bold text-slate-900">
          {CAMERA_COPY.open}
        </h3>
        <button
          type="button"
          onClick={onClose}
          className={`${button} border border-slate-300 bg-white text-slate-800 hover:bg-slate-100`}
        >
          <X aria-hidden="true" className="h-4 w-4" />
          {CAMERA_COPY.close}
        </button>
      </div>
      <p className="mb-3 text-sm text-green-800">
        <ShieldCheck aria-hidden="true" className="mr-1.5 inline h-4 w-4 align-[-0.2em]" />
        {CAMERA_COPY.privacy}
      </p>
      {problem ? (
        <div
          data-camera-problem={problem}
          className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900"
        >
          <p role="alert">{CAMERA_PROBLEMS[problem]}</p>
          {problem !== 'noCamera' && problem !== 'unsupported' ? (
            <button
              type="button"
              onClick={retry}
              className={`${button} mt-3 bg-blue-700 text-white hover:bg-blue-800`}
            >
              <RefreshCw aria-hidden="true" className="h-4 w-4" />
              {problem === 'background' ? CAMERA_COPY.restart : CAMERA_COPY.retry}
            </button>
          ) : null}
        </div>
      ) : null}
      {status ? (
        <p role="status" className="flex items-center justify-center gap-2 py-3 text-sm text-blue-800">
          <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />
          {status}
        </p>
      ) : null}
      <div hidden={!live}>
        <div
          role="img"
          aria-label={CAMERA_COPY.preview}
          aria-describedby={instructionId}
          className="relative mx-auto overflow-hidden rounded-lg bg-black"
        >
          <video
            ref={video}
            muted
            playsInline
            autoPlay
            className="block max-h-[65vh] w-full object-contain"
            style={mirrored ? { transform: 'scaleX(-1)' } : undefined}
            data-mirrored={mirrored}
          />
          {view.guide && view.camera ? (
            <CameraGuideOverlay guide={view.guide} camera={view.camera} ready={ready} />
          ) : null}
          {view.countdown !== null ? (
            <span
              aria-hidden="true"
              data-testid="camera-countdown"
              className="absolute inset-0 flex items-center justify-center text-7xl font-bold text-white drop-shadow-lg"
            >
              {view.countdown}
            </span>
          ) : null}
        </div>
        {/* The one live region: its words change only when the instruction does, never on every frame. */}
        <p
          id={instructionId}
          aria-live="polite"
          data-testid="camera-instruction"
          data-instruction={view.instruction ?? ''}
          className="mt-3 min-h-7 text-center text-lg font-semibold text-slate-900"
        >
          {view.instruction ? CAMERA_INSTRUCTIONS[view.instruction] : ''}
        </p>
        <div className="mt-2">
          <ConditionList conditions={view.conditions} />
        </div>
        <div className="mt-3 flex flex-wrap justify-center gap-2">
          <button
            type="button"
            onClick={takeNow}
            className={`${button} bg-blue-700 text-white hover:bg-blue-800`}
          >
            <Camera aria-hidden="true" className="h-4 w-4" />
            {CAMERA_COPY.shutter}
          </button>
          {camera.canSwitch ? (
            <button
              type="button"
              onClick={() => void start(camera.facing === 'user' ? 'environment' : 'user')}
              className={`${button} border border-slate-300 bg-white text-slate-800 hover:bg-slate-100`}
            >
              <SwitchCamera aria-hidden="true" className="h-4 w-4" />
              {CAMERA_COPY.switchCamera}
            </button>
          ) : null}
        </div>
      </div>
    </section>
  )
}
