import { CAMERA, QUALITY } from '@vps/specs'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { detectPortrait } from '../../test-support/detections.ts'
import { getFaceMeshModel, getFaceModel, getIrisModel } from '../../test-support/node.ts'
import { estimateHead } from '../face/head.ts'
import { measureQuality } from '../photo/quality/index.ts'
import { boxResize } from '../pixels/box-resize.ts'
import type { RasterImage } from '../types.ts'
import { type LiveModels, measureLive } from './live-measure.ts'

vi.setConfig({ testTimeout: 60_000 })

// A neutral phone portrait at home (tests/fixtures/SOURCES.md): open eyes, mouth closed, facing the camera.
const HOME = 'cc0_debruine_home_60cm.jpg'

/** The square of the photo the page would crop around a head (camera px), sampled to CAMERA.crop.side. */
function cropOf(image: RasterImage, x: number, y: number, size: number): RasterImage {
  const data = new Uint8ClampedArray(size * size * 4)
  for (let row = 0; row < size; row++) {
    const from = ((y + row) * image.width + x) * 4
    data.set(image.data.subarray(from, from + size * 4), row * size * 4)
  }
  return boxResize({ data, width: size, height: size }, CAMERA.crop.side, CAMERA.crop.side)
}

let models: LiveModels
let image: RasterImage
let full: Awaited<ReturnType<typeof detectPortrait>>['face']

beforeAll(async () => {
  const detected = await detectPortrait(HOME)
  image = detected.image
  full = detected.face
  models = { face: await getFaceModel(), mesh: await getFaceMeshModel(), iris: await getIrisModel() }
})

/** The portrait as the page reads a camera frame: the whole of it small, and the crop around the head. */
function input(mesh: boolean) {
  const k = CAMERA.analysisLongSide / Math.max(image.width, image.height)
  const frame = boxResize(image, Math.round(image.width * k), Math.round(image.height * k))
  const head = estimateHead(full, image)
  const size = Math.round(Math.min(head.height * CAMERA.crop.heads, image.width, image.height))
  const x = Math.round(Math.min(Math.max(0, head.centre.x - size / 2), image.width - size))
  const y = Math.round(Math.min(Math.max(0, head.centre.y - size / 2), image.height - size))
  return {
    frame,
    scale: image.width / frame.width,
    crop: { image: cropOf(image, x, y, size), x, y, size },
    mesh,
    wall: true,
    sharpness: true,
  }
}

describe('measureLive', () => {
  it('finds the head on the small frame where the full detection does, within a few % of its size', async () => {
    const reading = await measureLive(input(false), models)
    const head = estimateHead(full, image)
    expect(reading.faces).toBe(1)
    expect(reading.head).not.toBeNull()
    const live = reading.head as NonNullable<typeof reading.head>
    expect(Math.abs(live.centre.x - head.centre.x) / head.height).toBeLessThan(0.05)
    expect(Math.abs(live.height - head.height) / head.height).toBeLessThan(0.15)
    // A level head: YuNet's eye points on the small frame read it level too (a tilt, they barely follow).
    expect(Math.abs(live.roll - head.roll)).toBeLessThan(3)
    // Without the mesh: the face's own measures are left unread, the sharpness is read.
    expect(reading.meshed).toBe(false)
    expect([reading.roll, reading.yaw, reading.eyesOpen, reading.mouthOpen]).toEqual([null, null, null, null])
    expect(reading.sharpness).toBeGreaterThan(0)
    // Read only while frames are kept for the best of them: otherwise nothing reads it.
    expect((await measureLive({ ...input(false), sharpness: false }, models)).sharpness).toBeNull()
    expect(reading.wallSpread).not.toBeNull()
  })

  it("reads the face's pose, eyes, mouth and light as the verdict does, on the crop", async () => {
    const reading = await measureLive(input(true), models)
    const verdict = measureQuality(image, full, estimateHead(full, image))
    expect(reading.meshed).toBe(true)
    expect(verdict).not.toBeNull()
    expect(Math.abs((reading.roll as number) - estimateHead(full, image).roll)).toBeLessThan(1.5)
    const q = QUALITY.checks
    // Each on the same side of the verdict's threshold as the full photo's own measure.
    expect(Math.abs(reading.yaw as number)).toBeLessThanOrEqual(q.yaw.maxDegrees)
    expect(Math.abs(reading.pitch as number)).toBeLessThanOrEqual(q.pitch.sureDegrees)
    expect(Math.abs((reading.pitch as number) - (verdict?.pitch as number))).toBeLessThan(3)
    expect(reading.eyesOpen as number).toBeGreaterThanOrEqual(q.eyesOpen.minOpen)
    expect(reading.mouthOpen as number).toBeLessThanOrEqual(q.mouthClosed.maxOpen)
    expect(reading.lightingBalance as number).toBeGreaterThanOrEqual(q.lighting.minBalance)
    // And close to it.
    expect(Math.abs((reading.yaw as number) - (verdict?.yaw as number))).toBeLessThan(3)
    expect(Math.abs((reading.eyesOpen as number) - (verdict?.eyesOpen as number))).toBeLessThan(0.15)
    expect(Math.abs((reading.luminance as number) - (verdict?.luminance as number))).toBeLessThan(0.05)
  })

  it('reads no face on a frame without one', async () => {
    const blank = { data: new Uint8ClampedArray(192 * 144 * 4).fill(200), width: 192, height: 144 }
    const reading = await measureLive({ frame: blank, scale: 10, crop: null, mesh: true, wall: true }, models)
    expect(reading.faces).toBe(0)
    expect(reading.head).toBeNull()
    expect(reading.meshed).toBe(false)
  })
})
