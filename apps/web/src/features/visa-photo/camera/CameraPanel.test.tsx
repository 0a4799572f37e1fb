import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { PhotoClient } from '@vps/imaging/photo'
import {
  CAMERA_COPY,
  CAMERA_PROBLEMS,
  DEFAULT_EDIT_POLICY,
  defaultDocument,
  getCountrySpec,
} from '@vps/specs'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CameraPanel } from './CameraPanel.tsx'

afterEach(cleanup)

const france = defaultDocument(getCountrySpec('france'), DEFAULT_EDIT_POLICY, 'france')

/** getUserMedia as the browser would answer it. */
function mediaDevices(getUserMedia: () => Promise<MediaStream>) {
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: vi.fn(getUserMedia), enumerateDevices: vi.fn(async () => []) },
  })
}

const client = {} as PhotoClient

describe('CameraPanel', () => {
  beforeEach(() => {
    Object.defineProperty(globalThis, 'isSecureContext', { configurable: true, value: true })
  })

  it('loads the engine before asking for the camera, and says why a refused camera cannot be used', async () => {
    const order: string[] = []
    mediaDevices(async () => {
      order.push('camera')
      throw new DOMException('refused', 'NotAllowedError')
    })
    const prepare = vi.fn(async () => {
      order.push('engine')
      return client
    })
    render(
      <CameraPanel document={france} replace prepare={prepare} onCapture={() => {}} onClose={() => {}} />,
    )
    expect((await screen.findByRole('alert')).textContent).toBe(CAMERA_PROBLEMS.denied)
    expect(order).toEqual(['engine', 'camera'])
    expect(screen.getByText(CAMERA_COPY.privacy)).toBeTruthy()
    // A refusal can be tried again once the visitor has allowed it.
    expect(screen.getByRole('button', { name: CAMERA_COPY.retry })).toBeTruthy()
  })

  it('says so when the face checks cannot load, and never opens the camera', async () => {
    const getUserMedia = vi.fn()
    mediaDevices(getUserMedia)
    render(
      <CameraPanel
        document={france}
        replace
        prepare={async () => null}
        onCapture={() => {}}
        onClose={() => {}}
      />,
    )
    expect((await screen.findByRole('alert')).textContent).toBe(CAMERA_PROBLEMS.engine)
    expect(getUserMedia).not.toHaveBeenCalled()
  })

  it('has no camera to offer without mediaDevices, and no retry', async () => {
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: undefined })
    render(
      <CameraPanel
        document={france}
        replace
        prepare={async () => client}
        onCapture={() => {}}
        onClose={() => {}}
      />,
    )
    expect((await screen.findByRole('alert')).textContent).toBe(CAMERA_PROBLEMS.unsupported)
    expect(screen.queryByRole('button', { name: CAMERA_COPY.retry })).toBeNull()
  })

  it('closes on its button and on Escape', async () => {
    mediaDevices(async () => {
      throw new DOMException('none', 'NotFoundError')
    })
    const onClose = vi.fn()
    render(
      <CameraPanel
        document={france}
        replace
        prepare={async () => client}
        onCapture={() => {}}
        onClose={onClose}
      />,
    )
    await screen.findByRole('alert')
    fireEvent.click(screen.getByRole('button', { name: CAMERA_COPY.close }))
    fireEvent.keyDown(screen.getByRole('button', { name: CAMERA_COPY.close }), { key: 'Escape' })
    expect(onClose).toHaveBeenCalledTimes(2)
  })

  it('stops the camera when the page goes to the background, and offers to turn it back on', async () => {
    const track = { stop: vi.fn(), addEventListener: vi.fn(), readyState: 'live' }
    // A stream the video element takes, with one track to watch.
    const stream = Object.assign(new MediaStream(), {
      getTracks: () => [track],
      getVideoTracks: () => [track],
    })
    const getUserMedia = vi.fn(async () => stream)
    mediaDevices(getUserMedia)
    render(
      <CameraPanel
        document={france}
        replace
        prepare={async () => client}
        onCapture={() => {}}
        onClose={() => {}}
      />,
    )
    await waitFor(() => expect(getUserMedia).toHaveBeenCalledTimes(1))
    // The face camera first, at least 1920x1080 asked as an ideal, never a minimum.
    expect(getUserMedia).toHaveBeenCalledWith({
      audio: false,
      video: { facingMode: { ideal: 'user' }, width: { ideal: 1920 }, height: { ideal: 1080 } },
    })
    await waitFor(() => expect(screen.getByRole('button', { name: CAMERA_COPY.shutter })).toBeTruthy())
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' })
    fireEvent(document, new Event('visibilitychange'))
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' })
    expect(track.stop).toHaveBeenCalled()
    expect((await screen.findByRole('alert')).textContent).toBe(CAMERA_PROBLEMS.background)
    fireEvent.click(screen.getByRole('button', { name: CAMERA_COPY.restart }))
    await waitFor(() => expect(getUserMedia).toHaveBeenCalledTimes(2))
  })
})
