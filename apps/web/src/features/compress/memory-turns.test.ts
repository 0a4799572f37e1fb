import { describe, expect, it } from 'vitest'
import { memoryTurns } from './memory-turns.ts'

describe('memoryTurns', () => {
  it('gives one turn at a time, in the order asked, and an ended turn may be ended again', async () => {
    const turns = memoryTurns()
    const log: string[] = []
    const first = await turns.turn()
    log.push('a starts')
    const second = turns.turn().then((end) => {
      log.push('b starts')
      return end
    })
    const third = turns.turn().then((end) => {
      log.push('c starts')
      return end
    })
    await new Promise((r) => setTimeout(r, 5))
    expect(log).toEqual(['a starts'])
    first()
    first()
    const endB = await second
    await new Promise((r) => setTimeout(r, 5))
    expect(log).toEqual(['a starts', 'b starts'])
    endB()
    ;(await third)()
    expect(log).toEqual(['a starts', 'b starts', 'c starts'])
  })
})
