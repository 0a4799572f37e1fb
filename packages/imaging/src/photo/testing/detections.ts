// Test support (Node only): one YuNet and one face mesh session per test file, each portrait detected once.
import { detectFace } from '../../face/detect.ts'
import type { FaceDetection } from '../../face/types.ts'
import { getFaceMeshModel, getFaceModel } from '../../node/face.ts'
import type { RasterImage } from '../../types.ts'
import { loadPortrait } from './portraits.ts'

const detections = new Map<string, Promise<{ image: RasterImage; face: FaceDetection }>>()

export function detectPortrait(file: string): Promise<{ image: RasterImage; face: FaceDetection }> {
  let result = detections.get(file)
  if (!result) {
    result = (async () => {
      const image = await loadPortrait(file)
      return { image, face: await detectFace(image, { model: getFaceModel(), mesh: getFaceMeshModel() }) }
    })()
    detections.set(file, result)
  }
  return result
}
