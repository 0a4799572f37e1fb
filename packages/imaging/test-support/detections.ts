// Test support (Node only): one YuNet, face mesh and person segmentation session per test file, each
// portrait detected once, as the product detects it.
import { detectFace } from '../src/face/detect.ts'
import type { FaceDetection } from '../src/face/types.ts'
import { getFaceMeshModel, getFaceModel, getIrisModel, getSegmentationModel } from '../src/node/face.ts'
import type { RasterImage } from '../src/types.ts'
import { loadPortrait } from './portraits.ts'

const detections = new Map<string, Promise<{ image: RasterImage; face: FaceDetection }>>()

/** A portrait with `rows` of its own top row's colour added above it: room above the head, as the wall goes on. */
export function withRoomAbove(image: RasterImage, rows: number): RasterImage {
  const stride = image.width * 4
  const data = new Uint8ClampedArray(stride * (image.height + rows))
  const top = image.data.subarray(0, stride)
  for (let y = 0; y < rows; y++) data.set(top, y * stride)
  data.set(image.data, rows * stride)
  return { data, width: image.width, height: image.height + rows }
}

/** The portrait as the product detects it; `roomAbove` adds that many rows of wall over it first. */
export function detectPortrait(
  file: string,
  roomAbove = 0,
): Promise<{ image: RasterImage; face: FaceDetection }> {
  const key = `${file}+${roomAbove}`
  let result = detections.get(key)
  if (!result) {
    result = (async () => {
      const loaded = await loadPortrait(file)
      const image = roomAbove > 0 ? withRoomAbove(loaded, roomAbove) : loaded
      const face = await detectFace(image, {
        model: getFaceModel(),
        mesh: getFaceMeshModel(),
        iris: getIrisModel(),
        segmenter: getSegmentationModel(),
      })
      return { image, face }
    })()
    detections.set(key, result)
  }
  return result
}
