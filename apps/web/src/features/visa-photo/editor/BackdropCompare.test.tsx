import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import type { PhotoCheck } from '@vps/imaging/photo'
import { afterEach, describe, expect, it } from 'vitest'
import { BackdropCompare } from './BackdropCompare.tsx'
import type { BackdropViews } from './use-photo-session.ts'

afterEach(cleanup)

// A 600x600 export whose head runs from a crown at (300, 100) to a chin at (300, 400): 300 px tall.
const picture = { width: 600, height: 600 } as ImageBitmap
const views = {
  before: picture,
  after: picture,
  placement: { x: 0, y: 0, scale: 1, rotation: 0 },
} as BackdropViews
const head = { crown: { x: 300, y: 100 }, chin: { x: 300, y: 400 } } as NonNullable<PhotoCheck['head']>
/** The window's top-left corner in export pixels (it is 300x200). */
const view = () => screen.getByTestId('backdrop-compare').dataset.view

describe('BackdropCompare', () => {
  it('starts on the crown and moves over the whole head: each ear, each shoulder, by keys and kept in the photo', () => {
    render(<BackdropCompare views={views} head={head} />)
    // Centred on the crown, a quarter of the window under it: (300, 150).
    expect(view()).toBe('150,50')
    fireEvent.click(screen.getByRole('button', { name: 'Left ear' }))
    // 0.42 head heights left of the head's middle, half its height under the crown: (174, 250).
    expect(view()).toBe('24,150')
    expect(screen.getByRole('button', { name: 'Left ear' }).getAttribute('aria-pressed')).toBe('true')
    fireEvent.keyDown(screen.getByRole('img'), { key: 'ArrowRight' })
    expect(view()).toBe('44,150')
    // A window moved by hand belongs to no named place.
    expect(screen.getByRole('button', { name: 'Left ear' }).getAttribute('aria-pressed')).toBe('false')
    fireEvent.click(screen.getByRole('button', { name: 'Right ear' }))
    expect(view()).toBe('276,150')
    // The right shoulder lies past the photo's corner: the window stops at the edge (600 - 300, 600 - 200).
    fireEvent.click(screen.getByRole('button', { name: 'Right shoulder' }))
    expect(view()).toBe('300,400')
  })

  it('offers each patch of old wall the checks found, in their words, and shows it', () => {
    render(
      <BackdropCompare
        views={views}
        head={head}
        leftover={[
          { place: 'ear-left', box: { x: 40, y: 200, width: 20, height: 30 } },
          { place: 'ear-left', box: { x: 60, y: 380, width: 10, height: 10 } },
        ]}
      />,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Old wall by the ear on the left of the photo' }))
    // Centred on the patch (50, 215), kept inside the photo.
    expect(view()).toBe('0,115')
    // A second patch in the same place is numbered.
    fireEvent.click(screen.getByRole('button', { name: 'Old wall by the ear on the left of the photo (2)' }))
    expect(view()).toBe('0,285')
  })
})
