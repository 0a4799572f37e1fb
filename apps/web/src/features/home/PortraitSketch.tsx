import type { CSSProperties } from 'react'

const HEAD_WIDTH_RATIO = 0.78

export type PortraitSketchProps = {
  /** Width divided by height of the frame. */
  aspect: number
  /** Background colour of the frame: a CSS colour, usually a country's background from the specs. */
  background: string
  /** Centre of the head as a percentage of frame width and height. */
  headX: number
  headY: number
  /** Head diameter as a percentage of the frame height. */
  headSize: number
  /** Draw the dashed oval face guide of the editor. */
  guide?: boolean
  className?: string
}

/**
 * A schematic head-and-shoulders portrait drawn with CSS, used instead of sample photos. Positions are data
 * (country aspect ratios, face placement), so they are set with inline styles; everything else is utilities.
 */
export function PortraitSketch({
  aspect,
  background,
  headX,
  headY,
  headSize,
  guide = false,
  className = '',
}: PortraitSketchProps) {
  const frame: CSSProperties = { aspectRatio: String(aspect), backgroundColor: background }
  // Sizes are in % of the frame height; convert widths to % of the frame width. A head is taller than wide.
  const headWidth = (headSize * HEAD_WIDTH_RATIO) / aspect
  const head: CSSProperties = {
    width: `${headWidth}%`,
    height: `${headSize}%`,
    left: `${headX - headWidth / 2}%`,
    top: `${headY - headSize / 2}%`,
  }
  const shouldersWidth = headWidth * 2.8
  const shoulders: CSSProperties = {
    width: `${shouldersWidth}%`,
    height: `${headSize * 1.2}%`,
    left: `${headX - shouldersWidth / 2}%`,
    top: `${headY + headSize * 0.4}%`,
  }
  const ovalHeight = headSize * 1.15
  const ovalWidth = (headSize * 0.9) / aspect
  const oval: CSSProperties = {
    width: `${ovalWidth}%`,
    height: `${ovalHeight}%`,
    left: `${headX - ovalWidth / 2}%`,
    top: `${headY - ovalHeight / 2}%`,
  }
  return (
    <div
      aria-hidden="true"
      className={`relative overflow-hidden rounded-md shadow-inner ring-1 ring-slate-300 ${className}`}
      style={frame}
    >
      <div className="absolute rounded-t-full bg-slate-600" style={shoulders} />
      <div
        className="absolute overflow-hidden rounded-[50%] bg-amber-200 ring-1 ring-slate-700/60"
        style={head}
      >
        <div className="h-1/3 bg-slate-700" />
      </div>
      {guide && (
        <div className="absolute rounded-[50%] border-2 border-dashed border-blue-600" style={oval} />
      )}
    </div>
  )
}
