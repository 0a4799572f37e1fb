import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { MESSAGES, PROBLEMS } from '@vps/specs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FixList } from './FixList.tsx'
import { fixesFor } from './result-fixes.ts'

afterEach(cleanup)

const rows = [
  { key: 'face', label: 'Face size', status: 'fail' as const },
  { key: 'background', label: 'Background', status: 'fail' as const },
  { key: 'quality-backgroundShadow', label: 'No shadow behind the head', status: 'fail' as const },
  { key: 'quality-sharpness', label: 'Sharpness', status: 'fail' as const },
  { key: 'quality-mouthClosed', label: 'Mouth closed', status: 'fail' as const },
]

describe('FixList', () => {
  it("shows three problems, the background one as the spec's card, each naming its rows with one button", () => {
    const onAction = vi.fn()
    render(
      <FixList
        fixes={fixesFor(rows, { autoCenter: true, replaceBackground: true })}
        backgroundFails
        disabled={false}
        onAction={onAction}
      />,
    )
    const items = screen.getAllByRole('listitem')
    expect(items.map((li) => li.getAttribute('data-fix'))).toEqual(['placement', 'background', 'expression'])
    expect(screen.getByText('1 more problem is in the checks below.')).toBeTruthy()

    const [placement, background] = items as [HTMLElement, HTMLElement]
    expect(within(placement).getByText(PROBLEMS.placement.title)).toBeTruthy()
    expect(within(placement).getByTestId('fix-rows').textContent).toBe('Not passing: Face size')
    fireEvent.click(within(placement).getByRole('button', { name: /^Auto Center/ }))
    expect(onAction).toHaveBeenLastCalledWith('autoCenter')

    // The spec's card, word for word, is the background problem: one message, not two.
    expect(within(background).getByRole('heading', { name: MESSAGES.backgroundIssueTitle })).toBeTruthy()
    expect(within(background).getByText(MESSAGES.backgroundWarning)).toBeTruthy()
    expect(within(background).getByTestId('fix-rows').textContent).toBe(
      'Not passing: Background, No shadow behind the head',
    )
    fireEvent.click(within(background).getByRole('button', { name: /^Replace the background/ }))
    expect(onAction).toHaveBeenLastCalledWith('replaceBackground')
  })
})
