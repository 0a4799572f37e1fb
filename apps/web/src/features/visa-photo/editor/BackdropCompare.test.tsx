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

describe('BackdropCompare touch-up', () => {
  const controls = () => {
    const strokes: unknown[] = []
    const calls = { undo: 0, clear: 0 }
    const touchUp = {
      count: 0,
      onStroke: (s: unknown) => strokes.push(s),
      onUndo: () => calls.undo++,
      onClear: () => calls.clear++,
    }
    return { strokes, calls, touchUp }
  }
  const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed')

  it('has a Touch up switch, Keep and Remove buttons, a labelled brush size, Undo and Clear', () => {
    const { touchUp } = controls()
    render(<BackdropCompare views={views} head={head} touchUp={touchUp} />)
    expect(pressed('Touch up')).toBe('false')
    // Remove is the brush's first mode; both wait for the switch.
    expect(pressed('Remove')).toBe('true')
    expect((screen.getByRole('button', { name: 'Keep' }) as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Touch up' }))
    expect(pressed('Touch up')).toBe('true')
    fireEvent.click(screen.getByRole('button', { name: 'Keep' }))
    expect([pressed('Keep'), pressed('Remove')]).toEqual(['true', 'false'])
    const size = screen.getByRole('slider', { name: 'Brush size' }) as HTMLInputElement
    expect([size.min, size.max, size.value]).toEqual(['2', '40', '8'])
    fireEvent.change(size, { target: { value: '20' } })
    expect(size.getAttribute('aria-valuetext')).toBe('20 px')
    // Nothing to undo or clear yet.
    expect((screen.getByRole('button', { name: 'Undo' }) as HTMLButtonElement).disabled).toBe(true)
    expect((screen.getByRole('button', { name: 'Clear touch-ups' }) as HTMLButtonElement).disabled).toBe(true)
    expect(screen.getByTestId('touch-up-count').textContent).toBe('No touch-ups yet')
  })

  it('paints a stroke in export pixels with the brush on, and pans with it off', () => {
    const { strokes, touchUp } = controls()
    render(<BackdropCompare views={views} head={head} touchUp={touchUp} />)
    const canvas = screen.getByRole('img')
    // Off: a drag moves the window (from 150,50), and paints nothing.
    fireEvent.pointerDown(canvas, { pointerId: 1, clientX: 100, clientY: 100 })
    fireEvent.pointerMove(canvas, { pointerId: 1, clientX: 90, clientY: 100 })
    fireEvent.pointerUp(canvas, { pointerId: 1, clientX: 90, clientY: 100 })
    expect(view()).toBe('160,50')
    expect(strokes).toEqual([])
    fireEvent.click(screen.getByRole('button', { name: 'Touch up' }))
    expect(canvas.getAttribute('aria-label')).toContain('drag to remove with a 8 px brush')
    // On: the same drag is a 'remove' stroke, at the window's corner plus the pointer's place.
    fireEvent.pointerDown(canvas, { pointerId: 2, clientX: 10, clientY: 20 })
    fireEvent.pointerMove(canvas, { pointerId: 2, clientX: 30, clientY: 20 })
    fireEvent.pointerUp(canvas, { pointerId: 2, clientX: 30, clientY: 20 })
    expect(view()).toBe('160,50')
    expect(strokes).toEqual([
      {
        mode: 'remove',
        radius: 8,
        points: [
          { x: 170, y: 70 },
          { x: 190, y: 70 },
        ],
      },
    ])
    // A touch the browser cancels paints nothing.
    fireEvent.pointerDown(canvas, { pointerId: 3, clientX: 10, clientY: 20 })
    fireEvent.pointerCancel(canvas, { pointerId: 3 })
    expect(strokes).toHaveLength(1)
  })

  it('paints without a pointer: Space dabs at the view’s centre; Undo and Clear act on the strokes', () => {
    const { strokes, calls, touchUp } = controls()
    render(<BackdropCompare views={views} head={head} touchUp={{ ...touchUp, count: 2 }} />)
    fireEvent.click(screen.getByRole('button', { name: 'Touch up' }))
    fireEvent.click(screen.getByRole('button', { name: 'Keep' }))
    fireEvent.keyDown(screen.getByRole('img'), { key: 'ArrowDown' })
    fireEvent.keyDown(screen.getByRole('img'), { key: ' ' })
    // The window at (150, 70) after the arrow: its centre (300, 170).
    expect(strokes).toEqual([{ mode: 'keep', radius: 8, points: [{ x: 300, y: 170 }] }])
    expect(screen.getByTestId('touch-up-count').textContent).toBe('2 strokes')
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }))
    fireEvent.click(screen.getByRole('button', { name: 'Clear touch-ups' }))
    expect(calls).toEqual({ undo: 1, clear: 1 })
  })
})
