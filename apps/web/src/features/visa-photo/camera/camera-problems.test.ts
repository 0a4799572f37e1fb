import { describe, expect, it } from 'vitest'
import { cameraProblemOf } from './camera-problems.ts'

const thrown = (name: string) => new DOMException('from getUserMedia', name)

describe('cameraProblemOf', () => {
  it('reads a refusal (the visitor or a policy) as a blocked camera', () => {
    expect(cameraProblemOf(thrown('NotAllowedError'))).toBe('denied')
    expect(cameraProblemOf(thrown('SecurityError'))).toBe('denied')
  })

  it('reads no device, or none that fits, as no camera', () => {
    expect(cameraProblemOf(thrown('NotFoundError'))).toBe('noCamera')
    expect(cameraProblemOf(thrown('OverconstrainedError'))).toBe('noCamera')
  })

  it('reads a device that will not start as a camera in use elsewhere', () => {
    expect(cameraProblemOf(thrown('NotReadableError'))).toBe('inUse')
    expect(cameraProblemOf(thrown('AbortError'))).toBe('inUse')
    // Chromium's older name for the same.
    expect(cameraProblemOf({ name: 'TrackStartError' })).toBe('inUse')
  })

  it('says it failed for anything else', () => {
    expect(cameraProblemOf(new TypeError('constraints'))).toBe('failed')
    expect(cameraProblemOf('nope')).toBe('failed')
    expect(cameraProblemOf(null)).toBe('failed')
  })
})
