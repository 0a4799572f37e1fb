// Where the open toast sits: at the bottom (the usual place), or at the top under the sticky header when at
// the bottom it would cover a button, link or field the visitor may be reaching for (on a phone, the
// editor's Reset and Auto Center). Chosen again as the page scrolls while a toast is open.

export type ToastPlacement = 'bottom' | 'top'

export interface Band {
  top: number
  bottom: number
  left: number
  right: number
}

const overlaps = (a: Band, b: Band) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

const area = (b: Band) => Math.max(0, b.right - b.left) * Math.max(0, b.bottom - b.top)

/**
 * Whether the band gets in the control's way: any overlap for a control no taller than the band (a button,
 * a field); for a larger one (the photo editor's canvas, which the result view puts right above the verdict),
 * only when it hides half of it, since the rest stays in reach.
 */
export function covers(band: Band, control: Band): boolean {
  if (!overlaps(band, control)) return false
  if (control.bottom - control.top <= band.bottom - band.top) return true
  const shared = {
    top: Math.max(band.top, control.top),
    bottom: Math.min(band.bottom, control.bottom),
    left: Math.max(band.left, control.left),
    right: Math.min(band.right, control.right),
  }
  return area(shared) * 2 >= area(control)
}

/**
 * The band that covers no control; where both would, the one covering fewer (bottom on a tie, where a
 * visitor expects it). `controls` are the on-screen boxes of the page's interactive elements.
 */
export function choosePlacement(bottom: Band, top: Band, controls: readonly Band[]): ToastPlacement {
  const covered = (band: Band) => controls.filter((control) => covers(band, control)).length
  const atBottom = covered(bottom)
  if (atBottom === 0) return 'bottom'
  return covered(top) < atBottom ? 'top' : 'bottom'
}

const CONTROLS =
  'a[href], button, input, select, textarea, summary, [role="button"], [role="slider"], [role="menuitem"], [tabindex]:not([tabindex="-1"])'

/** The boxes of the visible controls outside the toast viewport. */
function controlBoxes(viewport: HTMLElement): Band[] {
  const boxes: Band[] = []
  for (const element of document.querySelectorAll<HTMLElement>(CONTROLS)) {
    if (viewport.contains(element)) continue
    const box = element.getBoundingClientRect()
    // Visually hidden ones (the skip link, sr-only inputs) are 1 px or less.
    if (box.width <= 1 || box.height <= 1) continue
    if (box.bottom <= 0 || box.top >= window.innerHeight) continue
    boxes.push(box)
  }
  return boxes
}

export interface MeasuredPlacement {
  placement: ToastPlacement
  /** Where the top band starts: the bottom of the sticky header, in CSS pixels from the top of the screen. */
  headerBottom: number
}

/** Measures the page and the open toasts' stack, and says where the stack covers no control. */
export function placementFor(viewport: HTMLElement, stackHeight: number): MeasuredPlacement {
  const header = document.querySelector('header')?.getBoundingClientRect()
  const headerBottom = Math.max(0, header?.bottom ?? 0)
  const { left, right } = viewport.getBoundingClientRect()
  // The toasts themselves, not the stack's padding, which takes no tap (pointer-events: none) and hides
  // nothing: counted, it made a link just under the top band, or a button just over the bottom one, count.
  const style = getComputedStyle(viewport)
  const padTop = Number.parseFloat(style.paddingTop) || 0
  const padBottom = Number.parseFloat(style.paddingBottom) || 0
  const bottom = {
    top: window.innerHeight - stackHeight + padTop,
    bottom: window.innerHeight - padBottom,
    left,
    right,
  }
  const top = { top: headerBottom + padTop, bottom: headerBottom + stackHeight - padBottom, left, right }
  return { placement: choosePlacement(bottom, top, controlBoxes(viewport)), headerBottom }
}
