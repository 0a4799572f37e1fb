import { describe, expect, it } from 'vitest'
import { pageButtons } from './pagination.ts'

describe('pageButtons', () => {
  it('shows every page when there are five or fewer', () => {
    expect(pageButtons(1, 0)).toEqual([])
    expect(pageButtons(1, 1)).toEqual([1])
    expect(pageButtons(2, 2)).toEqual([1, 2])
    expect(pageButtons(3, 5)).toEqual([1, 2, 3, 4, 5])
  })

  it('shows at most five consecutive pages, an ellipsis and the last page', () => {
    expect(pageButtons(1, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 20])
    expect(pageButtons(10, 20)).toEqual([8, 9, 10, 11, 12, 'ellipsis', 20])
    expect(pageButtons(1, 6)).toEqual([1, 2, 3, 4, 5, 6])
  })

  it('ends the window at the last page near the end, without an ellipsis', () => {
    expect(pageButtons(19, 20)).toEqual([16, 17, 18, 19, 20])
    expect(pageButtons(99, 20)).toEqual([16, 17, 18, 19, 20])
  })
})
