import { describe, expect, it } from 'vitest'
import { serialRuns } from './runtime.ts'

/** A fake session: each run takes `ms`, and the log says when runs start and end. */
function fakeSession(ms = 5, failing?: string) {
  const log: string[] = []
  let running = 0
  let overlapped = false
  const run = async (feeds: string) => {
    running++
    if (running > 1) overlapped = true
    log.push(`start ${feeds}`)
    await new Promise((resolve) => setTimeout(resolve, ms))
    log.push(`end ${feeds}`)
    running--
    if (feeds === failing) throw new Error(`${feeds} failed`)
    return `out ${feeds}`
  }
  return { run, log, overlapped: () => overlapped }
}

describe('serialRuns: a session run one call at a time', () => {
  it('runs calls asked at once one after another, in the order asked', async () => {
    const session = fakeSession()
    const runs = serialRuns(session.run, () => 'blank')
    const out = await Promise.all([runs.run('a'), runs.run('b'), runs.run('c')])
    expect(out).toEqual(['out a', 'out b', 'out c'])
    expect(session.log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c'])
    expect(session.overlapped()).toBe(false)
  })

  it('primes with the blank input once, before any photo', async () => {
    const session = fakeSession()
    const runs = serialRuns(session.run, () => 'blank')
    await runs.prime()
    await runs.prime()
    expect(await runs.run('photo')).toBe('out photo')
    expect(session.log).toEqual(['start blank', 'end blank', 'start photo', 'end photo'])
  })

  it('lets a photo asked during priming wait for it, never overlapping', async () => {
    const session = fakeSession(20)
    const runs = serialRuns(session.run, () => 'blank')
    const priming = runs.prime()
    const photo = runs.run('photo')
    await Promise.all([priming, photo])
    expect(session.log).toEqual(['start blank', 'end blank', 'start photo', 'end photo'])
    expect(session.overlapped()).toBe(false)
  })

  it('skips priming once a photo has asked: there is nothing left to save', async () => {
    const session = fakeSession()
    const runs = serialRuns(session.run, () => 'blank')
    const photo = runs.run('photo')
    await runs.prime()
    await photo
    expect(session.log).toEqual(['start photo', 'end photo'])
  })

  it('keeps a failed priming run to itself: prime resolves and the photo still runs', async () => {
    const session = fakeSession(5, 'blank')
    const runs = serialRuns(session.run, () => 'blank')
    await expect(runs.prime()).resolves.toBeUndefined()
    expect(await runs.run('photo')).toBe('out photo')
  })

  it('passes a failed photo run to its caller and runs the next one', async () => {
    const session = fakeSession(5, 'bad')
    const runs = serialRuns(session.run, () => 'blank')
    const bad = runs.run('bad')
    const good = runs.run('good')
    await expect(bad).rejects.toThrow('bad failed')
    expect(await good).toBe('out good')
  })
})
