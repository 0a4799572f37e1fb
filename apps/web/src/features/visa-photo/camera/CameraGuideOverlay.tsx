import type { CameraGuide } from '@vps/imaging'
import type { Size } from './frame-geometry.ts'

type Props = {
  guide: CameraGuide
  camera: Size
  /** Every condition holds: the oval turns green. */
  ready: boolean
}

/**
 * The document's frame and the head band's oval over the preview, in the camera picture's own px (the SVG's
 * viewBox), letterboxed as the video is (object-contain, xMidYMid meet). Symmetric across, so it needs no
 * mirroring with the face camera's preview. Decoration: the instruction says the same in words.
 */
export function CameraGuideOverlay({ guide, camera, ready }: Props) {
  const { frame, oval } = guide
  const stroke = Math.max(2, camera.height / 160)
  return (
    <svg
      aria-hidden="true"
      className="pointer-events-none absolute inset-0 h-full w-full"
      viewBox={`0 0 ${camera.width} ${camera.height}`}
      preserveAspectRatio="xMidYMid meet"
      data-testid="camera-guide"
    >
      <defs>
        <mask id="camera-guide-mask">
          <rect width={camera.width} height={camera.height} fill="white" />
          <ellipse cx={oval.centre.x} cy={oval.centre.y} rx={oval.rx} ry={oval.ry} fill="black" />
        </mask>
      </defs>
      <rect
        width={camera.width}
        height={camera.height}
        fill="rgb(15 23 42 / 0.35)"
        mask="url(#camera-guide-mask)"
      />
      <rect
        x={frame.x}
        y={frame.y}
        width={frame.width}
        height={frame.height}
        fill="none"
        stroke="white"
        strokeOpacity={0.7}
        strokeWidth={stroke / 2}
      />
      <ellipse
        cx={oval.centre.x}
        cy={oval.centre.y}
        rx={oval.rx}
        ry={oval.ry}
        fill="none"
        stroke={ready ? '#22c55e' : 'white'}
        strokeWidth={stroke}
        strokeDasharray={ready ? undefined : `${stroke * 4} ${stroke * 2}`}
      />
    </svg>
  )
}
