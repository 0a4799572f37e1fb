// Videos for Chromium's fake camera (--use-file-for-fake-video-capture), made at run time from a committed
// portrait: each frame is the portrait moved, scaled and turned by a plain affine resample, written as
// YUV4MPEG2 4:2:0 (BT.601, limited range: what Chromium reads a fake camera's I420 frames as). Chromium plays
// the file in a loop, at the frame rate its header states.
import { readFileSync, writeFileSync } from 'node:fs'
import jpeg from 'jpeg-js'

/** Where the sitter is in one frame, relative to "in place" (the head in the oval, level). */
export interface Pose {
  /** Size relative to in place: 0.5 is twice as far away. */
  scale: number
  /** The head's centre off the frame's middle, in shares of the frame's width and height. */
  dx: number
  dy: number
  /** Roll, degrees (positive: clockwise on screen). */
  roll: number
}

/** A stretch of the video: held still at `pose`, or moving to it from the stretch before, over `seconds`. */
export interface Stretch {
  seconds: number
  pose: Pose
  move?: boolean
}

export interface VideoSpec {
  width: number
  height: number
  fps: number
  /** The portrait, and where its head is in its own pixels (centre, crown to chin). */
  portrait: { file: string; head: { x: number; y: number; height: number } }
  /** The head's height in place, and where its centre is, as shares of the frame's height (from the top). */
  inPlace: { headShare: number; centreY: number }
  stretches: Stretch[]
}

interface Rgba {
  data: Uint8Array
  width: number
  height: number
}

function decode(file: string): Rgba {
  const image = jpeg.decode(readFileSync(file), { useTArray: true, formatAsRGBA: true })
  return { data: image.data, width: image.width, height: image.height }
}

const mix = (a: Pose, b: Pose, t: number): Pose => ({
  scale: a.scale + (b.scale - a.scale) * t,
  dx: a.dx + (b.dx - a.dx) * t,
  dy: a.dy + (b.dy - a.dy) * t,
  roll: a.roll + (b.roll - a.roll) * t,
})

/** Every frame's pose: stretches held or eased from the previous pose (smoothstep, as a person moves). */
export function poses(spec: Pick<VideoSpec, 'fps' | 'stretches'>): Pose[] {
  const out: Pose[] = []
  let previous = spec.stretches[0]?.pose as Pose
  for (const stretch of spec.stretches) {
    const n = Math.round(stretch.seconds * spec.fps)
    for (let i = 0; i < n; i++) {
      const t = stretch.move ? (i + 1) / n : 1
      out.push(stretch.move ? mix(previous, stretch.pose, t * t * (3 - 2 * t)) : stretch.pose)
    }
    previous = stretch.pose
  }
  return out
}

/** The wall colour outside the portrait (a pale grey, like the portrait's own wall seen further away). */
const FILL = [196, 192, 186]

/** One frame as RGB bytes: output pixel → portrait pixel through the pose's inverse, bilinear. */
function render(src: Rgba, spec: VideoSpec, pose: Pose): Uint8Array {
  const { width, height } = spec
  const out = new Uint8Array(width * height * 3)
  const k = ((spec.inPlace.headShare * height) / spec.portrait.head.height) * pose.scale
  const cx = width / 2 + pose.dx * width
  const cy = spec.inPlace.centreY * height + pose.dy * height
  const t = (-pose.roll * Math.PI) / 180
  const [cos, sin] = [Math.cos(t), Math.sin(t)]
  const { x: hx, y: hy } = spec.portrait.head
  const sw = src.width
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const ox = (x + 0.5 - cx) / k
      const oy = (y + 0.5 - cy) / k
      const u = hx + ox * cos - oy * sin - 0.5
      const v = hy + ox * sin + oy * cos - 0.5
      const o = (y * width + x) * 3
      if (u < 0 || v < 0 || u >= src.width - 1 || v >= src.height - 1) {
        out[o] = FILL[0] as number
        out[o + 1] = FILL[1] as number
        out[o + 2] = FILL[2] as number
        continue
      }
      const u0 = Math.floor(u)
      const v0 = Math.floor(v)
      const fu = u - u0
      const fv = v - v0
      const i00 = (v0 * sw + u0) * 4
      const i10 = i00 + 4
      const i01 = i00 + sw * 4
      const i11 = i01 + 4
      for (let c = 0; c < 3; c++) {
        const top = (src.data[i00 + c] as number) * (1 - fu) + (src.data[i10 + c] as number) * fu
        const bottom = (src.data[i01 + c] as number) * (1 - fu) + (src.data[i11 + c] as number) * fu
        out[o + c] = Math.round(top * (1 - fv) + bottom * fv)
      }
    }
  }
  return out
}

/** RGB → I420, BT.601 limited range; chroma averaged over each 2x2 block. */
function toI420(rgb: Uint8Array, width: number, height: number): Buffer {
  const cw = width / 2
  const ch = height / 2
  const out = Buffer.alloc(width * height + 2 * cw * ch)
  for (let p = 0; p < width * height; p++) {
    const [r, g, b] = [rgb[3 * p] as number, rgb[3 * p + 1] as number, rgb[3 * p + 2] as number]
    out[p] = Math.round(16 + (65.481 * r + 128.553 * g + 24.966 * b) / 255)
  }
  for (let y = 0; y < ch; y++)
    for (let x = 0; x < cw; x++) {
      let [r, g, b] = [0, 0, 0]
      for (const [ddx, ddy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ] as const) {
        const p = (2 * y + ddy) * width + 2 * x + ddx
        r += rgb[3 * p] as number
        g += rgb[3 * p + 1] as number
        b += rgb[3 * p + 2] as number
      }
      ;[r, g, b] = [r / 4 / 255, g / 4 / 255, b / 4 / 255]
      out[width * height + y * cw + x] = Math.round(128 - 37.797 * r - 74.203 * g + 112 * b)
      out[width * height + cw * ch + y * cw + x] = Math.round(128 + 112 * r - 93.786 * g - 18.214 * b)
    }
  return out
}

/** Writes the video to `path` (a .y4m file); returns how many frames it holds. */
export function writeCameraVideo(path: string, spec: VideoSpec): number {
  if (spec.width % 2 || spec.height % 2) throw new Error('4:2:0 needs even sides')
  const src = decode(spec.portrait.file)
  const frames = poses(spec)
  const header = Buffer.from(`YUV4MPEG2 W${spec.width} H${spec.height} F${spec.fps}:1 Ip A1:1 C420jpeg\n`)
  const parts: Buffer[] = [header]
  for (const pose of frames) {
    parts.push(Buffer.from('FRAME\n'), toI420(render(src, spec, pose), spec.width, spec.height))
  }
  writeFileSync(path, Buffer.concat(parts))
  return frames.length
}
