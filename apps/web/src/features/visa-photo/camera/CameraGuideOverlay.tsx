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
      {/* The picture outside the oval dimmed: the frame with the oval cut out (even-odd fill). */}
      <path
        fillRule="evenodd"
        fill="#0f172a"
        fillOpacity={0.35}
        d={`M0 0H${camera.width}V${camera.height}H0Z M${oval.centre.x - oval.rx} ${oval.centre.y} a${oval.rx} ${oval.ry} 0 1 0 ${2 * oval.rx} 0 a${oval.rx} ${oval.ry} 0 1 0 ${-2 * oval.rx} 0Z`}
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
