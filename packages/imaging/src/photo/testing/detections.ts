// Test support (Node only): one YuNet, face mesh and person segmentation session per test file, each
// portrait detected once, as the product detects it.
import { detectFace } from '../../face/detect.ts'
import type { FaceDetection } from '../../face/types.ts'
import { getFaceMeshModel, getFaceModel, getSegmentationModel } from '../../node/face.ts'
import type { RasterImage } from '../../types.ts'
import { loadPortrait } from './portraits.ts'

const detections = new Map<string, Promise<{ image: RasterImage; face: FaceDetection }>>()

export function detectPortrait(file: string): Promise<{ image: RasterImage; face: FaceDetection }> {
  let result = detections.get(file)
  if (!result) {
    result = (async () => {
      const image = await loadPortrait(file)
      const face = await detectFace(image, {
        model: getFaceModel(),
        mesh: getFaceMeshModel(),
        segmenter: getSegmentationModel(),
      })
      return { image, face }
    })()
    detections.set(file, result)
  }
  return result
}
