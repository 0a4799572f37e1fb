// The camera's stream (docs/camera.md): opened on request, at the best resolution the device gives up to
// CAMERA.ideal, and stopped as soon as it is not needed: the photo taken, the camera closed, the page hidden
// or left. A stream is never kept running in the background.
import { CAMERA, type CameraProblem } from '@vps/specs'
import { useCallback, useEffect, useRef, useState } from 'react'
import { cameraProblemOf, cameraSupported } from './camera-problems.ts'

export type Facing = 'user' | 'environment'

export interface CameraStream {
  stream: MediaStream | null
  /** Which camera was asked for: the face camera's preview is mirrored. */
  facing: Facing
  starting: boolean
  problem: CameraProblem | null
  /** More than one camera to switch between (known once one is open). */
  canSwitch: boolean
  start: (facing?: Facing) => Promise<void>
  stop: () => void
}

function constraints(facing: Facing): MediaStreamConstraints {
  return {
    audio: false,
    video: {
      facingMode: { ideal: facing },
      width: { ideal: CAMERA.ideal.width },
      height: { ideal: CAMERA.ideal.height },
    },
  }
}

export function useCameraStream(): CameraStream {
  const [stream, setStream] = useState<MediaStream | null>(null)
  const [facing, setFacing] = useState<Facing>(CAMERA.firstFacing)
  // The camera asked for last, for a start that names none (a retry): a ref, so `start` stays one function.
  const facingNow = useRef<Facing>(CAMERA.firstFacing)
  const [starting, setStarting] = useState(false)
  const [problem, setProblem] = useState<CameraProblem | null>(null)
  const [canSwitch, setCanSwitch] = useState(false)
  const current = useRef<MediaStream | null>(null)
  // Each start counts: a stream that arrives after a newer start, or after a stop, is stopped at once.
  const attempt = useRef(0)
  // A start waiting on getUserMedia (the permission prompt): hiding the page then cancels it too.
  const pending = useRef(false)

  const stop = useCallback(() => {
    attempt.current++
    pending.current = false
    for (const track of current.current?.getTracks() ?? []) track.stop()
    current.current = null
    setStream(null)
    setStarting(false)
  }, [])

  const start = useCallback(
    async (wanted?: Facing) => {
      stop()
      const asked = wanted ?? facingNow.current
      facingNow.current = asked
      setFacing(asked)
      setProblem(null)
      if (!cameraSupported()) {
        setProblem('unsupported')
        return
      }
      const mine = ++attempt.current
      pending.current = true
      setStarting(true)
      try {
        const opened = await navigator.mediaDevices.getUserMedia(constraints(asked))
        if (mine !== attempt.current) {
          for (const track of opened.getTracks()) track.stop()
          return
        }
        current.current = opened
        pending.current = false
        // Unplugged, or taken by the system: say so rather than freeze on the last frame.
        for (const track of opened.getVideoTracks())
          track.addEventListener('ended', () => {
            if (current.current === opened) {
              stop()
              setProblem('failed')
            }
          })
        setStream(opened)
        setStarting(false)
        navigator.mediaDevices
          .enumerateDevices()
          .then((devices) => setCanSwitch(devices.filter((d) => d.kind === 'videoinput').length > 1))
          .catch(() => setCanSwitch(false))
      } catch (error) {
        if (mine !== attempt.current) return
        pending.current = false
        setStarting(false)
        setProblem(cameraProblemOf(error))
      }
    },
    [stop],
  )

  // A page in the background keeps no camera: stopped, and the visitor turns it back on.
  useEffect(() => {
    const hidden = () => {
      if (document.visibilityState !== 'hidden' || !(current.current || pending.current)) return
      stop()
      setProblem('background')
    }
    document.addEventListener('visibilitychange', hidden)
    window.addEventListener('pagehide', stop)
    return () => {
      document.removeEventListener('visibilitychange', hidden)
      window.removeEventListener('pagehide', stop)
      stop()
    }
  }, [stop])

  return { stream, facing, starting, problem, canSwitch, start, stop }
}
