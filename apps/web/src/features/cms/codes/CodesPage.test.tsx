import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import {
  builtInDocuments,
  builtInEditPolicy,
  CMS,
  type CmsDestination,
  COUNTRY_SPECS,
  type PhotoDocument,
} from '@vps/specs'
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
  documents: builtInDocuments('vietnam'),
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
  documents: builtInDocuments('united-states'),
}
const [ds160, usPassportPrint] = unitedStates.documents as [PhotoDocument, PhotoDocument]

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

/** A screen as wide as the table needs (CODES_TABLE_QUERY matches), or a phone's. */
const screenWide = (matches: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }))

beforeEach(() => {
  toast.mockClear()
  setCsrfToken('token-abcdefghijklmnop')
  screenWide(true)
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
      documents: [],
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
    const error = await screen.findByText('Minimum file size (KB) must be less than the maximum')
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
      documents: [],
    })
  })

  it('shows the schema message beside Source URL for an http:// address and sends nothing', async () => {
    const calls = stubApi(() => json({ countries: [unitedStates] }))
    renderPage()
    fireEvent.click(await screen.findByRole('button', { name: 'Edit United States' }))
    // The destination's own policy: each document has a Source URL of its own too.
    const policy = screen.getByRole('group', { name: 'Background replacement' })
    const url = within(policy).getByLabelText('Source URL')
    fireEvent.input(url, { target: { value: 'http://travel.state.gov/photos' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    const error = await screen.findByText('Source URL must be an https:// address')
    expect(url.getAttribute('aria-invalid')).toBe('true')
    expect(url.getAttribute('aria-describedby')).toContain(error.id)
    expect(calls.filter((c) => c.method !== 'GET')).toStrictEqual([])
  })

  it("saves one document's changed KB cap and drops a removed one, by their ids", async () => {
    const calls = stubApi((call) =>
      call.method === 'PUT'
        ? json({ ...unitedStates, documents: (call.body as CmsDestination).documents, edited: true })
        : json({ countries: [unitedStates] }),
    )
    renderPage()
    fireEvent.click(await screen.findByRole('button', { name: 'Edit United States' }))
    const ds160Group = screen.getByRole('group', { name: 'Document us-visa-ds-160' })
    fireEvent.input(within(ds160Group).getByLabelText('Maximum file size (KB)'), { target: { value: '200' } })
    fireEvent.click(screen.getByRole('button', { name: 'Remove document us-passport-print' }))
    // A filled-in document asks first; Cancel keeps it.
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Remove US passport photo, 2x2 inch print?',
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.getByRole('group', { name: 'Document us-passport-print' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Remove document us-passport-print' }))
    const again = await screen.findByRole('alertdialog')
    fireEvent.click(within(again).getByRole('button', { name: 'Remove document' }))
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: 'Document us-passport-print' })).toBeNull(),
    )
    // Focus goes to "Add document", not to the body, once the removed document's button is gone.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add document' })),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }))

    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true))
    const body = calls.find((c) => c.method === 'PUT')?.body as CmsDestination
    expect(body.documents).toStrictEqual([{ ...ds160, file_size_kb: { min: null, max: 200 } }])
    expect(body.spec).toStrictEqual(COUNTRY_SPECS['united-states'])
  })

  it('moves a document down, and the PUT lists them in the new order', async () => {
    const calls = stubApi((call) =>
      call.method === 'PUT' ? json(unitedStates) : json({ countries: [unitedStates] }),
    )
    renderPage()
    fireEvent.click(await screen.findByRole('button', { name: 'Edit United States' }))
    const down = screen.getByRole('button', { name: 'Move down: document us-visa-ds-160' })
    fireEvent.click(down)
    // The pressed button is now disabled at the end of the list: focus moves to its "Move up".
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Move up: document us-visa-ds-160' }),
      ),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true))
    const body = calls.find((c) => c.method === 'PUT')?.body as CmsDestination
    expect(body.documents).toStrictEqual([usPassportPrint, ds160])
  })

  it("opens a closed document with an error, shows the schema's message beside its input and sends nothing", async () => {
    const calls = stubApi(() => json({ countries: [unitedStates] }))
    const { container } = renderPage()
    fireEvent.click(await screen.findByRole('button', { name: 'Edit United States' }))
    const details = container.querySelector('details[data-document-index="0"]') as HTMLDetailsElement
    expect(details.open).toBe(false)
    const group = screen.getByRole('group', { name: 'Document us-visa-ds-160' })
    const min = within(group).getByLabelText('Minimum file size (KB)')
    fireEvent.input(min, { target: { value: '300' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    const error = await within(group).findByText('Minimum file size must be less than the maximum')
    expect(details.open).toBe(true)
    expect(within(group).getByText('Has errors')).toBeTruthy()
    expect(min.getAttribute('aria-invalid')).toBe('true')
    expect(min.getAttribute('aria-describedby')).toContain(error.id)
    expect(calls.filter((c) => c.method !== 'GET')).toStrictEqual([])
  })

  it("adds a document from the destination's numbers, and refuses the default document's id", async () => {
    const calls = stubApi((call) => (call.method === 'PUT' ? json(vietnam) : json({ countries: [vietnam] })))
    renderPage()
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Vietnam' }))
    expect(screen.getByText('No documents beside the default one.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Add document' }))
    const group = screen.getByRole('group', { name: 'Document 1' })
    const id = within(group).getByLabelText('Document id')
    await waitFor(() => expect(document.activeElement).toBe(id))
    fireEvent.input(id, { target: { value: 'visa-photo' } })
    fireEvent.input(within(group).getByLabelText('Document name'), { target: { value: 'E-visa upload' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await within(group).findByText('"visa-photo" is the destination\'s own row')).toBeTruthy()
    expect(calls.filter((c) => c.method !== 'GET')).toStrictEqual([])

    fireEvent.input(id, { target: { value: 'vietnam-e-visa' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true))
    const spec = COUNTRY_SPECS.vietnam
    const put = calls.find((c) => c.method === 'PUT') as Call
    const [added] = (put.body as CmsDestination).documents
    expect(added).toMatchObject({
      id: 'vietnam-e-visa',
      name: 'E-visa upload',
      width_px: spec.width_px,
      height_px: spec.height_px,
      file_size_kb: { min: spec.min_file_size_kb, max: spec.max_file_size_kb },
      head: { min: spec.face_coverage_min, max: spec.face_coverage_max, crown: 'hair' },
      background_color: spec.background_color,
      sources: [],
    })
  })

  it('shows one card per code on a narrow screen, with its fields and an edit button that opens the form', async () => {
    screenWide(false)
    stubApi(() => json({ countries: [vietnam, unitedStates] }))
    renderPage()
    const card = (await screen.findByRole('heading', { name: /^Vietnam/ })).closest('li') as HTMLElement
    expect(screen.queryByRole('table')).toBeNull()
    expect(screen.getAllByRole('listitem').filter((li) => li.hasAttribute('data-slug'))).toHaveLength(2)
    expect(within(card).getByText('472×708')).toBeTruthy()
    expect(within(card).getByText('50–240 KB')).toBeTruthy()
    expect(within(card).getByText('70–80%')).toBeTruthy()
    expect(within(card).getByRole('switch', { name: 'Vietnam enabled' })).toBeTruthy()
    fireEvent.click(within(card).getByRole('button', { name: 'Edit Vietnam' }))
    expect(screen.getByLabelText('Maximum file size (KB)')).toBeTruthy()
  })
})
