// The coaching loop (docs/camera.md, "Coaching"): one frame after another, as fast as the worker reads them,
// each read in the photo worker (camera/live-measure.ts) and judged on the page (conditions, hold, best
// frame). The photo is taken when every condition has held for CAMERA.holdMs, or by the shutter.
import {
  bestOfWindow,
  type CameraGuide,
  type ConditionState,
  cameraGuide,
  carryMesh,
  judgeConditions,
  type LiveReading,
  START_COACH,
  stepCoach,
} from '@vps/imaging'
import type { PhotoClient } from '@vps/imaging/photo'
import { CAMERA, type CameraInstruction, type GlassesRule } from '@vps/specs'
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react'
import { perfMark } from '../../../shared/perf/mark.ts'
import { scaledBitmap } from './frame-bitmaps.ts'
import { analysisSize, cropRect, type Size } from './frame-geometry.ts'

export interface CoachView {
  instruction: CameraInstruction | null
  conditions: ConditionState[]
  countdown: number | null
  guide: CameraGuide | null
  camera: Size | null
}

export interface CoachOptions {
  video: RefObject<HTMLVideoElement | null>
  stream: MediaStream | null
  client: PhotoClient | null
  /** The document's frame: the guide's aspect and head band. */
  doc: { width: number; height: number; coverage: { min: number; max: number } }
  glasses: GlassesRule
  /** Judge the wall (the document refuses a replaced one, or the visitor keeps it). */
  wall: boolean
  /** The frame to use, full resolution, unmirrored: the caller owns the bitmap. */
  onCapture: (bitmap: ImageBitmap, how: 'auto' | 'shutter') => void
}

const EMPTY: CoachView = { instruction: null, conditions: [], countdown: null, guide: null, camera: null }

/** Frame marks for bench:camera and the browser tests: the worker's times and the page's whole step. */
const FRAME_MARK = 'vps:camera:frame'

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

export function useCameraCoach(options: CoachOptions) {
  const [view, setView] = useState<CoachView>(EMPTY)
  const latest = useRef(options)
  latest.current = options
  const shutter = useRef(false)

  const { stream, client, video: videoRef } = options
  useEffect(() => {
    const video = videoRef.current
    if (!stream || !client || !video) {
      setView(EMPTY)
      return
    }
    let running = true
    const best = bestOfWindow<ImageBitmap>(CAMERA.bestOfMs, (b) => b.close())
    // Each session's frames alone: a bench reads them.
    performance.clearMarks(FRAME_MARK)
    const run = async () => {
      let state = START_COACH
      let lastMesh: LiveReading | null = null
      let lastHead: LiveReading['head'] = null
      let sinceMesh: number = CAMERA.meshEvery
      let size: Size | null = null
      let drawn = ''
      while (running) {
        const width = video.videoWidth
        const height = video.videoHeight
        if (!width || !height || video.readyState < 2) {
          await new Promise((resolve) => setTimeout(resolve, 50))
          continue
        }
        const camera = { width, height }
        // A turned phone turns the picture: start the coaching afresh on the new shape.
        if (!size || size.width !== width || size.height !== height) {
          size = camera
          state = START_COACH
          best.clear()
          lastMesh = null
          lastHead = null
        }
        const start = performance.now()
        const { doc, glasses, wall } = latest.current
        if (shutter.current) {
          shutter.current = false
          running = false
          best.clear()
          latest.current.onCapture(await createImageBitmap(video), 'shutter')
          return
        }
        // While every condition holds, each frame is kept at full resolution: the best of them is the photo.
        const full = state.heldSince !== null ? await createImageBitmap(video) : null
        const source = full ?? video
        const small = analysisSize(camera)
        const frame = await scaledBitmap(source, { x: 0, y: 0, width, height }, small.width, small.height)
        // The crop only where it is read: by the mesh, or for the sharpness of a frame kept.
        const mesh = lastHead !== null && sinceMesh >= CAMERA.meshEvery - 1
        const rect = lastHead && (mesh || full) ? cropRect(lastHead, camera) : null
        const side = CAMERA.crop.side
        const crop = rect
          ? {
              ...rect,
              bitmap: await scaledBitmap(
                source,
                { x: rect.x, y: rect.y, width: rect.size, height: rect.size },
                side,
                side,
              ),
            }
          : null
        let raw: LiveReading
        try {
          raw = await client.coach({
            frame,
            scale: width / small.width,
            crop,
            mesh,
            wall,
            sharpness: full !== null,
          })
        } catch {
          full?.close()
          if (!running) return
          await tick()
          continue
        }
        if (!running) {
          full?.close()
          return
        }
        sinceMesh = raw.meshed ? 0 : sinceMesh + 1
        const reading = carryMesh(raw, lastMesh)
        lastMesh = raw.head ? (raw.meshed ? raw : lastMesh) : null
        lastHead = raw.head
        const guide = cameraGuide(camera, doc)
        const conditions = judgeConditions(reading, { guide, glasses, wall })
        const now = performance.now()
        const step = stepCoach(state, conditions, now)
        state = step.state
        // Eyes open only where this frame's own iris pass saw them: a reading carried from another frame
        // could hide a blink. Those frames rank first, the sharpest of them best.
        if (full && step.allMet)
          best.push(now, { eyesOpen: raw.meshed ? raw.eyesOpen : null, sharpness: reading.sharpness }, full)
        else full?.close()
        if (!step.allMet) best.clear()
        perfMark(FRAME_MARK, {
          ms: now - start,
          worker: raw.ms.total,
          detect: raw.ms.detect,
          mesh: raw.ms.mesh,
          meshed: raw.meshed,
          face: raw.head !== null,
        })
        // Drawn again only when something shown changed: most frames change nothing on screen.
        const shown = `${step.instruction} ${step.countdown} ${width}x${height} ${conditions.map((c) => Number(c.met)).join('')}`
        if (shown !== drawn) {
          drawn = shown
          setView({ instruction: step.instruction, conditions, countdown: step.countdown, guide, camera })
        }
        if (step.capture) {
          running = false
          const chosen = best.take() ?? (await createImageBitmap(video))
          latest.current.onCapture(chosen, 'auto')
          return
        }
      }
    }
    void run()
    return () => {
      running = false
      best.clear()
    }
  }, [stream, client, videoRef])

  /** The shutter: the next frame is the photo, as it is. */
  const takeNow = useCallback(() => {
    shutter.current = true
  }, [])

  return { view, takeNow }
}
