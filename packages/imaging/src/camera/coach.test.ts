import { describe, expect, it } from 'vitest'
import { START_COACH, stepCoach } from './coach.ts'
import type { ConditionState } from './conditions.ts'

const timing = { settleMs: 300, holdMs: 1000, countdownSteps: 3 }

const met = (key: ConditionState['key']): ConditionState => ({ key, met: true, instruction: null })
const unmet = (key: ConditionState['key'], instruction: ConditionState['instruction']): ConditionState => ({
  key,
  met: false,
  instruction,
})

const tooFar = [met('face'), unmet('distance', 'closer'), unmet('level', 'level')]
const offCentre = [met('face'), met('distance'), unmet('centre', 'centre')]
const allMet = [met('face'), met('distance'), met('centre')]

/** Runs frames every `every` ms from `from`, each with its conditions; returns every step. */
function run(frames: ConditionState[][], every = 100, from = 0) {
  let state = START_COACH
  return frames.map((conditions, i) => {
    const step = stepCoach(state, conditions, from + i * every, timing)
    state = step.state
    return step
  })
}

describe('stepCoach', () => {
  it('shows the first unmet condition at once, the most important of several', () => {
    const [first] = run([tooFar])
    expect(first?.instruction).toBe('closer')
    expect(first?.allMet).toBe(false)
    expect(first?.countdown).toBeNull()
  })

  it('changes the instruction only once the new one has been asked for over the settle time', () => {
    const steps = run([tooFar, offCentre, offCentre, offCentre, offCentre])
    expect(steps.map((s) => s.instruction)).toEqual(['closer', 'closer', 'closer', 'closer', 'centre'])
  })

  it('keeps the instruction through a one-frame flicker', () => {
    const steps = run([tooFar, offCentre, tooFar, offCentre, tooFar, tooFar])
    expect(steps.every((s) => s.instruction === 'closer')).toBe(true)
  })

  it('counts down 3, 2, 1 while every condition holds, and takes the photo after the hold time', () => {
    const steps = run(Array.from({ length: 12 }, () => allMet))
    expect(steps.map((s) => s.countdown)).toEqual([3, 3, 3, 3, 2, 2, 2, 1, 1, 1, 1, 1])
    expect(steps.map((s) => s.capture)).toEqual([...Array(10).fill(false), true, true])
    expect(steps[10]?.heldMs).toBe(1000)
  })

  it('starts the hold again when a condition breaks', () => {
    const frames = [...Array(8).fill(allMet), offCentre, ...Array(10).fill(allMet)]
    const steps = run(frames)
    expect(steps[8]?.heldMs).toBe(0)
    expect(steps[8]?.countdown).toBeNull()
    expect(steps.some((s) => s.capture)).toBe(false)
    expect(steps.at(-1)?.heldMs).toBe(900)
  })
})
