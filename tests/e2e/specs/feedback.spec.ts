import { deflateSync } from 'node:zlib'
import type { Page, Request } from '@playwright/test'
import { expect, expectStatusShown, recordStatusTexts, test, waitForHydration } from './fixtures.ts'

// The product's copy (docs/product-rules.md), typed out here: the browser suite imports no repo source.
const COPY = {
  heading: 'Please Leave Instant Feedback',
  nameRequired: 'Name is required',
  emailInvalid: 'Valid email is required',
  feedbackTooShort: 'Please provide at least 10 characters of feedback',
  tooLargeTitle: 'File too large',
  tooLargeText: 'Please select an image smaller than 1MB',
  thanksTitle: 'Thank you!',
  thanksText: 'Your feedback has been submitted successfully. We truly appreciate your input!',
}

/** A real PNG of a flat colour, built here so the test needs no fixture file. */
function makePng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
  const crc32 = (bytes: Buffer) => {
    let c = 0xffffffff
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8)
    return (c ^ 0xffffffff) >>> 0
  }
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data])
    const out = Buffer.alloc(typed.length + 8)
    out.writeUInt32BE(data.length, 0)
    typed.copy(out, 4)
    out.writeUInt32BE(crc32(typed), typed.length + 4)
    return out
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8-bit RGB
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat()),
  ])
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

async function openForm(page: Page) {
  await page.goto('/feedback')
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1, name: COPY.heading })).toBeVisible()
}

async function fillValid(page: Page, name = 'Ana Souza') {
  await page.getByLabel('Name').fill(name)
  await page.getByLabel('Email').fill('ana@example.com')
  await page.getByLabel('Feedback').fill('The Vietnam photo came out right first time.')
}

/**
 * Every request the form makes to /api, in order, as 'METHOD path'. The header's own read of the
 * destination list (GET /api/countries, once after hydration, for its country menu) is not the
 * form's doing, and when it lands depends on timing, so it is left out.
 */
function recordApiCalls(page: Page): string[] {
  const calls: string[] = []
  page.on('request', (request: Request) => {
    const url = new URL(request.url())
    const call = `${request.method()} ${url.pathname}`
    if (url.pathname.startsWith('/api/') && call !== 'GET /api/countries') calls.push(call)
  })
  return calls
}

const submit = (page: Page) => page.getByRole('button', { name: 'Submit Feedback' }).click()

test.describe('feedback', () => {
  test('shows each validation message under its field and sends nothing', async ({ page }) => {
    const calls = recordApiCalls(page)
    await openForm(page)
    await submit(page)
    for (const [label, message] of [
      ['Name', COPY.nameRequired],
      ['Email', COPY.emailInvalid],
      ['Feedback', COPY.feedbackTooShort],
    ] as const) {
      const error = page.getByText(message, { exact: true })
      await expect(error).toBeVisible()
      const control = page.getByLabel(label, { exact: true })
      await expect(control).toHaveAttribute('aria-invalid', 'true')
      await expect(control).toHaveAttribute('aria-describedby', (await error.getAttribute('id')) ?? '')
    }
    // Fixing a field clears its message as the visitor types; a near miss still shows it.
    await page.getByLabel('Name').fill('Ana')
    await page.getByLabel('Email').fill('ana@example')
    await page.getByLabel('Feedback').fill('  too short ')
    await expect(page.getByText(COPY.nameRequired)).toBeHidden()
    await expect(page.getByText(COPY.emailInvalid)).toBeVisible()
    await expect(page.getByText(COPY.feedbackTooShort)).toBeVisible()
    expect(calls).toEqual([])
  })

  test('refuses a screenshot over 1 MB with the toast and does not keep it', async ({ page }) => {
    await openForm(page)
    const shown = await recordStatusTexts(page)
    const big = Buffer.concat([makePng(4, 4, [200, 0, 0]), Buffer.alloc(1024 * 1024)])
    await page
      .getByLabel('Screenshot')
      .setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: big })
    await expectStatusShown(shown, COPY.tooLargeTitle, COPY.tooLargeText)
    await expect(page.getByText('huge.png')).toHaveCount(0)
    await expect(page.getByRole('img', { name: 'Chosen screenshot' })).toHaveCount(0)
  })

  test('submits without a screenshot, thanks the visitor, and starts over empty', async ({ page }) => {
    const calls = recordApiCalls(page)
    await openForm(page)
    await fillValid(page)
    // The toast closes itself after 5 s (TOAST.durationMs), which a CI machine under load can spend on the
    // steps before the check: what it showed is recorded from before the click.
    const shown = await recordStatusTexts(page)
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/feedback'))
    await submit(page)
    const response = await answer
    expect(response.status()).toBe(201)
    expect(Object.keys(response.request().postDataJSON())).toEqual(['name', 'email', 'feedback'])
    await expectStatusShown(shown, COPY.thanksTitle, COPY.thanksText)
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeFocused()
    expect(calls).toEqual(['POST /api/feedback'])

    await page.getByRole('button', { name: 'Submit More Feedback' }).click()
    await expect(page.getByRole('heading', { level: 1, name: COPY.heading })).toBeVisible()
    await expect(page.getByLabel('Name')).toHaveValue('')
    await expect(page.getByLabel('Email')).toHaveValue('')
    await expect(page.getByLabel('Feedback')).toHaveValue('')
  })

  test('submits with a screenshot through the signed upload, on the same origin', async ({
    page,
    baseURL,
  }) => {
    const calls = recordApiCalls(page)
    await openForm(page)
    await fillValid(page, 'Bao Tran')
    const png = makePng(64, 48, [37, 99, 235])
    await page
      .getByLabel('Screenshot')
      .setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: png })
    await expect(page.getByText('screen.png')).toBeVisible()
    await expect(page.getByRole('img', { name: 'Chosen screenshot' })).toBeVisible()

    const put = page.waitForRequest((r) => r.method() === 'PUT')
    const posted = page.waitForResponse((r) => r.url().endsWith('/api/feedback'))
    await submit(page)
    const upload = await put
    expect(new URL(upload.url()).origin).toBe(new URL(baseURL ?? '').origin)
    expect(upload.headers()['content-type']).toBe('image/png')
    expect((await upload.response())?.status()).toBe(204)
    const response = await posted
    expect(response.status()).toBe(201)
    const file = new URL(upload.url()).pathname.split('/').pop()
    expect(response.request().postDataJSON().imagePath).toBe(`/objects/feedback/${file}`)
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible()
    expect(calls).toEqual([
      'POST /api/objects/upload',
      `PUT /api/objects/upload/feedback/${file}`,
      'POST /api/feedback',
    ])

    // The screenshot is private: its internal path serves nothing.
    const direct = await page.request.get(`/objects/feedback/${file}`)
    expect(direct.status()).toBe(404)

    await page.getByRole('link', { name: 'Return Home' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('a failed submission shows the error toast and keeps the form as typed', async ({ page, watch }) => {
    // Chromium logs every non-2xx response it receives; this one is the point of the test.
    watch.allow(/status of 429/)
    await page.route('**/api/feedback', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({
          error: { code: 'RATE_LIMITED', message: 'Too many requests. Please try again in 1 minute.' },
        }),
      }),
    )
    await openForm(page)
    await fillValid(page)
    const shown = await recordStatusTexts(page)
    await submit(page)
    await expectStatusShown(shown, 'Error', '429: Too many requests. Please try again in 1 minute.')
    await expect(page.getByRole('button', { name: 'Submit Feedback' })).toBeEnabled()
    await expect(page.getByLabel('Name')).toHaveValue('Ana Souza')
    await expect(page.getByLabel('Feedback')).toHaveValue('The Vietnam photo came out right first time.')
  })

  test("shows 'Submitting...' with the button disabled while the request runs", async ({ page }) => {
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/feedback', async (route) => {
      await held
      await route.continue()
    })
    await openForm(page)
    await fillValid(page)
    await submit(page)
    const busy = page.getByRole('button', { name: 'Submitting...' })
    await expect(busy).toBeDisabled()
    release()
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible()
  })
})
