import { describe, expect, it } from 'vitest'
import { letterbox } from './letterbox.ts'
import { FACE_TUNING } from './options.ts'
import type { FaceCandidate, YuNetOutputs } from './types.ts'
import { decodeYuNet, iou, nms, unscale, YUNET_OUTPUT_NAMES } from './yunet-decode.ts'

// Zeroed outputs for a W x H input, with one cell of one stride set by hand.
function outputs(width: number, height: number): YuNetOutputs {
  const out: YuNetOutputs = {}
  for (const s of [8, 16, 32]) {
    const n = (width / s) * (height / s)
    out[`cls_${s}`] = new Float32Array(n)
    out[`obj_${s}`] = new Float32Array(n)
    out[`bbox_${s}`] = new Float32Array(n * 4)
    out[`kps_${s}`] = new Float32Array(n * 10)
  }
  return out
}

const candidate = (x: number, y: number, w: number, h: number, score: number): FaceCandidate => {
  const p = { x: 0, y: 0 }
  return {
    x,
    y,
    width: w,
    height: h,
    score,
    landmarks: { rightEye: p, leftEye: p, noseTip: p, rightMouth: p, leftMouth: p },
  }
}

describe('decodeYuNet', () => {
  it('decodes one cell as docs/models.md says: sqrt(cls·obj), grid offsets, exp sizes, landmark order', () => {
    const out = outputs(64, 32)
    // Stride 16: 4 columns x 2 rows; cell (row 1, col 2) = index 6.
    const i = 1 * 4 + 2
    ;(out.cls_16 as Float32Array)[i] = 0.81
    ;(out.obj_16 as Float32Array)[i] = 1
    ;(out.bbox_16 as Float32Array).set([0.5, 0.25, Math.log(2), Math.log(3)], i * 4)
    ;(out.kps_16 as Float32Array).set([0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0], i * 10)
    const faces = decodeYuNet(out, 64, 32, 0.8)
    expect(faces).toHaveLength(1)
    const f = faces[0] as FaceCandidate
    expect(f.score).toBeCloseTo(0.9, 6)
    // cx = (2 + 0.5)·16 = 40, cy = (1 + 0.25)·16 = 20, w = 2·16, h = 3·16
    expect([f.x, f.y, f.width, f.height]).toEqual([40 - 16, 20 - 24, 32, 48].map((v) => expect.closeTo(v, 4)))
    expect(f.landmarks.rightEye.x).toBeCloseTo((0.1 + 2) * 16, 4)
    expect(f.landmarks.rightEye.y).toBeCloseTo((0.2 + 1) * 16, 4)
    expect(f.landmarks.leftMouth.x).toBeCloseTo((0.9 + 2) * 16, 4)
    expect(f.landmarks.leftMouth.y).toBeCloseTo((1.0 + 1) * 16, 4)
  })

  it('clamps scores to 0..1 and drops cells under the threshold', () => {
    const out = outputs(32, 32)
    ;(out.cls_8 as Float32Array)[0] = 1.7 // clamps to 1
    ;(out.obj_8 as Float32Array)[0] = 0.49 // sqrt(0.49) = 0.7 < 0.8
    ;(out.cls_32 as Float32Array)[0] = -2
    ;(out.obj_32 as Float32Array)[0] = 1
    expect(decodeYuNet(out, 32, 32, 0.8)).toEqual([])
    expect(decodeYuNet(out, 32, 32, 0.6)).toHaveLength(1)
  })

  it('refuses outputs that do not match the input size', () => {
    expect(() => decodeYuNet(outputs(32, 32), 64, 64, 0.5)).toThrow(/short/)
  })

  it('names the 12 outputs', () => {
    expect(YUNET_OUTPUT_NAMES).toHaveLength(12)
    expect(YUNET_OUTPUT_NAMES).toContain('kps_32')
  })
})

describe('nms', () => {
  it('keeps the best of overlapping boxes and every separate one', () => {
    const a = candidate(0, 0, 100, 100, 0.9)
    const b = candidate(10, 10, 100, 100, 0.95) // IoU with a ≈ 0.68
    const c = candidate(300, 0, 50, 50, 0.85)
    const kept = nms([a, b, c], 0.3, 10)
    expect(kept).toEqual([b, c])
    expect(iou(a, b)).toBeCloseTo(8100 / 11900, 6)
  })

  it('stops at topK', () => {
    const boxes = [0, 1, 2].map((k) => candidate(k * 200, 0, 10, 10, 0.9 - k / 100))
    expect(nms(boxes, 0.3, 2)).toHaveLength(2)
  })
})

describe('letterbox', () => {
  it('scales the long side to the target, pads to multiples of 32 and writes BGR planes', () => {
    const flat = (width: number, height: number) => {
      const data = new Uint8ClampedArray(width * height * 4)
      for (let i = 0; i < data.length; i += 4) data.set([10, 20, 30, 255], i)
      return { data, width, height }
    }
    const lb = letterbox(flat(100, 60), FACE_TUNING.firstLongSide, 32)
    expect([lb.width, lb.height]).toEqual([320, 192])
    expect(lb.scaleX).toBeCloseTo(3.2, 6)
    expect(lb.scaleY).toBeCloseTo(3.2, 6)
    const plane = lb.width * lb.height
    expect([lb.data[0], lb.data[plane], lb.data[2 * plane]]).toEqual([30, 20, 10])
    // 61·3.2 = 195.2 → 195 rows of image, zero-padded to 224 (bottom); the same for columns on the right.
    const odd = letterbox(flat(100, 61), 320, 32)
    expect([odd.width, odd.height]).toEqual([320, 224])
    expect(odd.data[194 * odd.width]).toBe(30)
    expect(odd.data[195 * odd.width]).toBe(0)
    const narrow = letterbox(flat(61, 100), 320, 32)
    expect([narrow.width, narrow.height]).toEqual([224, 320])
    expect([narrow.data[194], narrow.data[195]]).toEqual([30, 0])
  })

  it('maps letterbox coordinates back by the per-axis scale', () => {
    const f = unscale(candidate(64, 32, 32, 32, 0.9), 0.5, 0.25)
    expect([f.x, f.y, f.width, f.height]).toEqual([128, 128, 64, 128])
  })
})
