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

/**
 * The band that covers no control; where both would, the one covering fewer (bottom on a tie, where a
 * visitor expects it). `controls` are the on-screen boxes of the page's interactive elements.
 */
export function choosePlacement(bottom: Band, top: Band, controls: readonly Band[]): ToastPlacement {
  const covered = (band: Band) => controls.filter((control) => overlaps(band, control)).length
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
  const bottom = { top: window.innerHeight - stackHeight, bottom: window.innerHeight, left, right }
  const top = { top: headerBottom, bottom: headerBottom + stackHeight, left, right }
  return { placement: choosePlacement(bottom, top, controlBoxes(viewport)), headerBottom }
}
