import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ProcessingTime } from './ProcessingTime.tsx'

describe('ProcessingTime', () => {
  it('links the source of a stated time', () => {
    render(
      <p>
        <ProcessingTime country="vietnam" name="Vietnam" />
      </p>,
    )
    expect(screen.getByText(/about three working days/)).toBeTruthy()
    expect(
      screen
        .getByRole('link', { name: 'Vietnam Immigration Department: e-visa portal' })
        .getAttribute('href'),
    ).toBe('https://evisa.gov.vn')
  })

  it('says processing varies, with no number and no link, for a destination without a source', () => {
    const { container } = render(
      <p>
        <ProcessingTime country="atlantis" name="Atlantis" />
      </p>,
    )
    expect(container.textContent).toBe(
      'Processing times for Atlantis depend on the visa type, where you apply and the season; the official visa website gives the current figure.',
    )
    expect(container.querySelector('a')).toBeNull()
  })
})
