import { act, useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { useEarlyValue } from './use-early-value.ts'

function Filter({ onChoose, initial = '' }: { onChoose: (value: string) => void; initial?: string }) {
  const [country, setCountry] = useState(initial)
  const choose = (value: string) => {
    setCountry(value)
    onChoose(value)
  }
  const ref = useEarlyValue<HTMLSelectElement>(country, choose)
  return (
    <div>
      <select ref={ref} aria-label="Country" value={country} onChange={(event) => choose(event.target.value)}>
        <option value="">All Countries</option>
        <option value="japan">Japan</option>
        <option value="india">India</option>
      </select>
      <output>{country || 'all'}</output>
    </div>
  )
}
// hydrateRoot is called directly (Testing Library renders on the client only), so tell React it runs under act.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const containers: HTMLElement[] = []
afterEach(() => {
  for (const container of containers.splice(0)) container.remove()
})

/** The server's HTML in the page, as the browser shows it before any script has run. */
function prerendered(onChoose: (value: string) => void, initial = '') {
  const container = document.createElement('div')
  container.innerHTML = renderToString(<Filter onChoose={onChoose} initial={initial} />)
  document.body.append(container)
  containers.push(container)
  return container
}

describe('useEarlyValue', () => {
  it('applies a choice the visitor made before hydration, once, and keeps it on screen', async () => {
    const chosen: string[] = []
    const container = prerendered((value) => chosen.push(value))
    const select = container.querySelector('select') as HTMLSelectElement
    select.value = 'japan' // no React yet: no handler hears this
    await act(async () => {
      hydrateRoot(container, <Filter onChoose={(value) => chosen.push(value)} />)
    })
    expect(chosen).toEqual(['japan'])
    expect(container.querySelector('output')?.textContent).toBe('japan')
    expect(select.value).toBe('japan')
  })

  it('does nothing when the field still shows what the server rendered', async () => {
    const chosen: string[] = []
    const container = prerendered((value) => chosen.push(value))
    await act(async () => {
      hydrateRoot(container, <Filter onChoose={(value) => chosen.push(value)} />)
    })
    expect(chosen).toEqual([])
    expect(container.querySelector('output')?.textContent).toBe('all')
  })

  it('leaves a select alone whose value is none of its options (it shows the first instead)', async () => {
    const chosen: string[] = []
    const container = prerendered((value) => chosen.push(value), 'atlantis')
    const select = container.querySelector('select') as HTMLSelectElement
    expect(select.value).toBe('')
    await act(async () => {
      hydrateRoot(container, <Filter onChoose={(value) => chosen.push(value)} initial="atlantis" />)
    })
    expect(chosen).toEqual([])
    expect(container.querySelector('output')?.textContent).toBe('atlantis')
  })
})
