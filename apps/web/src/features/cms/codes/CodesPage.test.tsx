import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { builtInEditPolicy, CMS, type CmsDestination, COUNTRY_SPECS } from '@vps/specs'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '../../../shared/api/query-client.ts'
import { setCsrfToken } from '../api/cms-client.ts'
import { CodesPage } from '../CodesPage.tsx'

const { toast } = vi.hoisted(() => ({ toast: vi.fn() }))
vi.mock('../../../shared/toast/toast-store.ts', () => ({ toast }))

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

const vietnam: CmsDestination = {
  slug: 'vietnam',
  name: 'Vietnam',
  spec: COUNTRY_SPECS.vietnam,
  editPolicy: builtInEditPolicy('vietnam'),
  enabled: true,
  builtIn: true,
  edited: false,
  updatedAt: null,
}

const unitedStates: CmsDestination = {
  ...vietnam,
  slug: 'united-states',
  name: 'United States',
  spec: COUNTRY_SPECS['united-states'],
  editPolicy: builtInEditPolicy('united-states'),
}

type Call = { url: string; method: string; body: unknown; csrf: string | undefined }

function stubApi(answer: (call: Call) => Response) {
  const calls: Call[] = []
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const headers = (init.headers ?? {}) as Record<string, string>
    const call = {
      url,
      method: init.method ?? 'GET',
      body: init.body ? JSON.parse(String(init.body)) : undefined,
      csrf: headers[CMS.csrfHeader],
    }
    calls.push(call)
    return answer(call)
  })
  return calls
}

beforeEach(() => {
  toast.mockClear()
  setCsrfToken('token-abcdefghijklmnop')
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const renderPage = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <CodesPage />
    </QueryClientProvider>,
  )

describe('CodesPage', () => {
  it('lists destinations with their numbers and saves a valid edit with the CSRF header', async () => {
    const calls = stubApi((call) =>
      call.method === 'PUT'
        ? json({ ...vietnam, spec: (call.body as CmsDestination).spec, edited: true })
        : json({ countries: [vietnam] }),
    )
    renderPage()
    const row = (await screen.findByRole('rowheader', { name: 'Vietnam' })).closest('tr') as HTMLElement
    expect(within(row).getByText('472×708')).toBeTruthy()
    expect(within(row).getByText('50–240 KB')).toBeTruthy()
    expect(within(row).getByText('70–80%')).toBeTruthy()

    fireEvent.click(within(row).getByRole('button', { name: 'Edit Vietnam' }))
    fireEvent.input(screen.getByLabelText('Maximum file size (KB)'), { target: { value: '200' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }))

    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true))
    const put = calls.find((c) => c.method === 'PUT') as Call
    expect(put.url).toBe('/api/cms/codes/vietnam')
    expect(put.csrf).toBe('token-abcdefghijklmnop')
    expect(put.body).toStrictEqual({
      name: 'Vietnam',
      spec: { ...COUNTRY_SPECS.vietnam, max_file_size_kb: 200 },
      editPolicy: builtInEditPolicy('vietnam'),
    })
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Destination saved' })),
    )
  })

  it('shows the schema message next to the field and sends nothing for min KB above max KB', async () => {
    const calls = stubApi(() => json({ countries: [vietnam] }))
    renderPage()
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Vietnam' }))
    const min = screen.getByLabelText('Minimum file size (KB)')
    fireEvent.input(min, { target: { value: '300' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    const error = await screen.findByText('min_file_size_kb must not exceed max_file_size_kb')
    expect(min.getAttribute('aria-invalid')).toBe('true')
    expect(min.getAttribute('aria-describedby')).toContain(error.id)
    expect(calls.filter((c) => c.method !== 'GET')).toStrictEqual([])
  })

  it('adds a destination and shows a taken slug beside the slug field', async () => {
    stubApi((call) =>
      call.method === 'POST'
        ? json({ error: { code: 'CONFLICT', message: 'A destination with this slug already exists.' } }, 409)
        : json({ countries: [vietnam] }),
    )
    renderPage()
    fireEvent.click(await screen.findByRole('button', { name: 'Add destination' }))
    fireEvent.input(screen.getByLabelText('Name'), { target: { value: 'Vietnam two' } })
    fireEvent.input(screen.getByLabelText('Slug'), { target: { value: 'vietnam' } })
    const form = screen.getByRole('form', { name: 'Add destination' })
    fireEvent.click(within(form).getByRole('button', { name: 'Add destination' }))
    const error = await within(form).findByText('A destination with this slug already exists.')
    expect(screen.getByLabelText('Slug').getAttribute('aria-describedby')).toContain(error.id)
  })

  it('switches a destination off through PATCH', async () => {
    const calls = stubApi((call) =>
      call.method === 'PATCH' ? json({ ...vietnam, enabled: false }) : json({ countries: [vietnam] }),
    )
    renderPage()
    const toggle = await screen.findByRole('switch', { name: 'Vietnam enabled' })
    expect(toggle.getAttribute('aria-checked')).toBe('true')
    fireEvent.click(toggle)
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Destination disabled' })),
    )
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      url: '/api/cms/codes/vietnam',
      body: { enabled: false },
    })
  })

  it('marks the United States as refusing replacement and shows its policy in the form', async () => {
    stubApi(() => json({ countries: [unitedStates, vietnam] }))
    renderPage()
    const row = (await screen.findByRole('rowheader', { name: /United States/ })).closest('tr') as HTMLElement
    expect(within(row).getByText('Replacement: refused')).toBeTruthy()
    const vietnamRow = screen.getByRole('rowheader', { name: 'Vietnam' })
    expect(within(vietnamRow).queryByText('Replacement: refused')).toBeNull()

    fireEvent.click(within(row).getByRole('button', { name: 'Edit United States' }))
    const policy = screen.getByRole('group', { name: 'Background replacement' })
    const select = within(policy).getByLabelText('Replacing the background') as HTMLSelectElement
    expect(select.value).toBe('refused')
    expect(within(select).getByRole('option', { name: 'Refused' })).toMatchObject({ selected: true })
    expect(
      (within(policy).getByLabelText('Reason shown on the photo page') as HTMLTextAreaElement).value,
    ).toBe(
      'The US State Department does not accept photos that are edited or filtered, or made or changed with AI or other digital tools.',
    )
    expect((within(policy).getByLabelText('Source name') as HTMLInputElement).value).toBe(
      'travel.state.gov: Passport photos',
    )
    expect((within(policy).getByLabelText('Source URL') as HTMLInputElement).value).toBe(
      'https://travel.state.gov/content/travel/en/passports/how-apply/photos.html',
    )
    expect((within(policy).getByLabelText('Verified on') as HTMLInputElement).value).toBe('')
  })

  it('sends a changed policy in the PUT body', async () => {
    const calls = stubApi((call) =>
      call.method === 'PUT'
        ? json({ ...vietnam, editPolicy: (call.body as CmsDestination).editPolicy, edited: true })
        : json({ countries: [vietnam] }),
    )
    renderPage()
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Vietnam' }))
    fireEvent.change(screen.getByLabelText('Replacing the background'), { target: { value: 'refused' } })
    fireEvent.input(screen.getByLabelText('Reason shown on the photo page'), {
      target: { value: 'The Vietnamese Immigration Department asks for an unedited photo.' },
    })
    fireEvent.input(screen.getByLabelText('Source name'), {
      target: { value: 'xuatnhapcanh.gov.vn: Photos' },
    })
    fireEvent.input(screen.getByLabelText('Source URL'), {
      target: { value: 'https://xuatnhapcanh.gov.vn/photos' },
    })
    fireEvent.input(screen.getByLabelText('Verified on'), { target: { value: '2026-11-25' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }))

    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true))
    expect(calls.find((c) => c.method === 'PUT')?.body).toStrictEqual({
      name: 'Vietnam',
      spec: COUNTRY_SPECS.vietnam,
      editPolicy: {
        backgroundReplacement: 'refused',
        reason: 'The Vietnamese Immigration Department asks for an unedited photo.',
        source: { name: 'xuatnhapcanh.gov.vn: Photos', url: 'https://xuatnhapcanh.gov.vn/photos' },
        verifiedOn: '2026-11-25',
      },
    })
  })

  it('shows the schema message beside Source URL for an http:// address and sends nothing', async () => {
    const calls = stubApi(() => json({ countries: [unitedStates] }))
    renderPage()
    fireEvent.click(await screen.findByRole('button', { name: 'Edit United States' }))
    const url = screen.getByLabelText('Source URL')
    fireEvent.input(url, { target: { value: 'http://travel.state.gov/photos' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    const error = await screen.findByText('Source URL must be an https:// address')
    expect(url.getAttribute('aria-invalid')).toBe('true')
    expect(url.getAttribute('aria-describedby')).toContain(error.id)
    expect(calls.filter((c) => c.method !== 'GET')).toStrictEqual([])
  })
})
