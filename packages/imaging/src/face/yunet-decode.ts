import type { FaceCandidate, Point, YuNetOutputs } from './types.ts'

export const YUNET_STRIDES = [8, 16, 32] as const

/** Names of YuNet's 12 output tensors, for adapters that must ask for them. */
export const YUNET_OUTPUT_NAMES = YUNET_STRIDES.flatMap((s) => [
  `cls_${s}`,
  `obj_${s}`,
  `bbox_${s}`,
  `kps_${s}`,
])

const clamp01 = (v: number) => Math.min(1, Math.max(0, v))

function tensor(outputs: YuNetOutputs, name: string, length: number): Float32Array {
  const t = outputs[name]
  if (!t || t.length < length) throw new Error(`YuNet output ${name} is missing or short`)
  return t
}

/**
 * Decodes YuNet's raw outputs for an input of `width` x `height` (the padded letterbox) into boxes and
 * landmarks in input pixels: OpenCV's FaceDetectorYN::postProcess, as docs/models.md ("Decoding the
 * outputs") writes it out. The scores are already probabilities (no sigmoid); one prior per grid cell, no
 * anchors.
 */
export function decodeYuNet(
  outputs: YuNetOutputs,
  width: number,
  height: number,
  scoreThreshold: number,
): FaceCandidate[] {
  const faces: FaceCandidate[] = []
  for (const s of YUNET_STRIDES) {
    const cols = width / s
    const rows = height / s
    const n = cols * rows
    const cls = tensor(outputs, `cls_${s}`, n)
    const obj = tensor(outputs, `obj_${s}`, n)
    const bbox = tensor(outputs, `bbox_${s}`, n * 4)
    const kps = tensor(outputs, `kps_${s}`, n * 10)
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        const i = r * cols + c
        const score = Math.sqrt(clamp01(cls[i] as number) * clamp01(obj[i] as number))
        if (score < scoreThreshold) continue
        const cx = (c + (bbox[i * 4] as number)) * s
        const cy = (r + (bbox[i * 4 + 1] as number)) * s
        const w = Math.exp(bbox[i * 4 + 2] as number) * s
        const h = Math.exp(bbox[i * 4 + 3] as number) * s
        const lm = (k: number): Point => ({
          x: ((kps[i * 10 + 2 * k] as number) + c) * s,
          y: ((kps[i * 10 + 2 * k + 1] as number) + r) * s,
        })
        faces.push({
          x: cx - w / 2,
          y: cy - h / 2,
          width: w,
          height: h,
          score,
          landmarks: { rightEye: lm(0), leftEye: lm(1), noseTip: lm(2), rightMouth: lm(3), leftMouth: lm(4) },
        })
      }
    }
  }
  return faces
}

type Box = Pick<FaceCandidate, 'x' | 'y' | 'width' | 'height'>

export function iou(a: Box, b: Box): number {
  const ix = Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x))
  const iy = Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y))
  const inter = ix * iy
  const union = a.width * a.height + b.width * b.height - inter
  return union > 0 ? inter / union : 0
}

/** Greedy non-maximum suppression: best score first, dropping boxes that overlap a kept one more than `iouMax`. */
export function nms<T extends Box & { score: number }>(boxes: T[], iouMax: number, topK: number): T[] {
  const sorted = [...boxes].sort((a, b) => b.score - a.score)
  const kept: T[] = []
  for (const box of sorted) {
    if (kept.length >= topK) break
    if (kept.every((k) => iou(k, box) <= iouMax)) kept.push(box)
  }
  return kept
}

/** Maps a candidate from letterbox input pixels back to source pixels. */
export function unscale(face: FaceCandidate, scaleX: number, scaleY: number): FaceCandidate {
  const p = (q: Point): Point => ({ x: q.x / scaleX, y: q.y / scaleY })
  const l = face.landmarks
  return {
    x: face.x / scaleX,
    y: face.y / scaleY,
    width: face.width / scaleX,
    height: face.height / scaleY,
    score: face.score,
    landmarks: {
      rightEye: p(l.rightEye),
      leftEye: p(l.leftEye),
      noseTip: p(l.noseTip),
      rightMouth: p(l.rightMouth),
      leftMouth: p(l.leftMouth),
    },
  }
}
