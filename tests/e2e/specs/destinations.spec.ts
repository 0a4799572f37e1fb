import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { type APIRequestContext, request as playwrightRequest } from '@playwright/test'
import { expect, expectOptimised, fixture, test, waitForHydration } from './fixtures.ts'

// Destinations served through the API (issue #7): a destination staff add gets its own photo page with its own
// numbers and export size, and an edit to a built-in's spec shows on its page. Staff calls go through the API
// with the e2e admin the Playwright config creates (E2E_ADMIN_EMAIL / E2E_ADMIN_PASSWORD).

const CSRF_HEADER = 'x-csrf-token'
const portrait = fixture('portraits', 'wh_obama_official.jpg')

const SPEC = {
  width_mm: 35,
  height_mm: 45,
  width_px: 420,
  height_px: 540,
  dpi: 300,
  format: 'JPEG',
  min_file_size_kb: 30,
  max_file_size_kb: 120,
  background_color: '#ffffff',
  face_coverage_min: 65,
  face_coverage_max: 80,
  min_quality: 0.8,
  compression_tolerance: 0.1,
}

/** Width and height from the JPEG's SOF0/SOF2 frame header. */
function jpegSize(bytes: Buffer): [number, number] {
  let i = 2
  while (i + 9 <= bytes.length && bytes[i] === 0xff) {
    const marker = bytes[i + 1] as number
    if (marker === 0xc0 || marker === 0xc2) return [bytes.readUInt16BE(i + 7), bytes.readUInt16BE(i + 5)]
    if (marker === 0xd9 || marker === 0xda) break
    i += 2 + bytes.readUInt16BE(i + 2)
  }
  throw new Error('no frame header in the download')
}

let staff: APIRequestContext
let csrfToken = ''

/** A state-changing staff call: the context keeps the session cookie, the CSRF token goes in its header. */
function staffSend(method: 'POST' | 'PUT' | 'PATCH', url: string, data: unknown) {
  return staff.fetch(url, { method, data, headers: { [CSRF_HEADER]: csrfToken } })
}

test.beforeAll(async ({ baseURL }) => {
  const origin = new URL(baseURL as string).origin
  // A same-origin Origin header, as a browser would send: the guard refuses foreign ones.
  staff = await playwrightRequest.newContext({ baseURL: origin, extraHTTPHeaders: { origin } })
  const login = await staff.post('/api/cms/auth/login', {
    data: { email: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD },
  })
  expect(login.status(), await login.text()).toBe(200)
  csrfToken = ((await login.json()) as { csrfToken: string }).csrfToken
})

test.afterAll(async () => {
  await staff?.dispose()
})

test('a destination added by staff gets photo and landing pages with its own numbers, 404s once disabled', async ({
  page,
  watch,
}) => {
  const id = randomBytes(4).toString('hex')
  const slug = `e2e-land-${id}`
  const name = `E2e Land ${id}`
  const created = await staffSend('POST', '/api/cms/codes', { slug, name, spec: SPEC })
  expect(created.status(), await created.text()).toBe(201)

  const response = await page.goto(`/${slug}-visa-photo`)
  expect(response?.status()).toBe(200)
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${name} Visa Photo Maker`)
  const pageText = page.locator('main')
  await expect(pageText).toContainText('420x540 px')
  await expect(pageText).toContainText('30-120KB')
  await expect(pageText).toContainText('65-80%')

  // The export follows the served spec: 420x540 px inside the 30-120 KB window.
  await page.getByLabel(/upload your photo/i).setInputFiles(portrait)
  await expectOptimised(page)
  await expect(page.getByTestId('compliance-panel')).not.toHaveAttribute('data-overall', 'pending')
  const downloadPromise = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download Photo' }).click()
  const download = await downloadPromise
  const bytes = readFileSync(await download.path())
  expect(download.suggestedFilename()).toBe(`${slug}-visa-photo.jpg`)
  expect(jpegSize(bytes)).toEqual([420, 540])
  expect(bytes.length / 1024).toBeGreaterThanOrEqual(30)
  expect(bytes.length / 1024).toBeLessThanOrEqual(120)

  // Its landing page, which the photo page's guide links point to, carries the same numbers.
  await page.getByRole('link', { name: new RegExp(`${name} visa photo guides and tips`) }).click()
  await expect(page).toHaveURL(new RegExp(`/countries/${slug}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${name} Visa Photo Requirements`)
  await expect(page.locator('main')).toContainText('420x540 px digital file')
  const landing = await page.goto(`/countries/${slug}`)
  expect(landing?.status()).toBe(200)
  expect(await landing?.text()).toContain('30-120KB, JPEG only')

  const disabled = await staffSend('PATCH', `/api/cms/codes/${slug}`, { enabled: false })
  expect(disabled.status()).toBe(200)
  watch.allow(/status of 404/)
  const gone = await page.goto(`/${slug}-visa-photo`)
  expect(gone?.status()).toBe(404)
  expect((await page.goto(`/countries/${slug}`))?.status()).toBe(404)
})

test('an edited built-in spec shows its new numbers on the photo and landing pages', async ({ page }) => {
  const before = await staff.get('/api/countries/portugal')
  expect(before.status()).toBe(200)
  const original = (await before.json()) as { name: string; spec: typeof SPEC }
  const edited = {
    ...original.spec,
    width_px: 500,
    height_px: 650,
    min_file_size_kb: 60,
    max_file_size_kb: 150,
  }
  try {
    const saved = await staffSend('PUT', '/api/cms/codes/portugal', { name: original.name, spec: edited })
    expect(saved.status(), await saved.text()).toBe(200)

    const response = await page.goto('/portugal-visa-photo')
    expect(response?.status()).toBe(200)
    // The server renders it with the stored spec: the first HTML already holds the new numbers.
    const html = await response?.text()
    expect(html).toContain('500x650 px')
    expect(html).not.toContain('413x531 px')
    await waitForHydration(page)
    await expect(page.locator('main')).toContainText('60-150KB')
    await expect(page.locator('main')).toContainText('500x650 px')

    const landing = await page.goto('/countries/portugal')
    expect(landing?.status()).toBe(200)
    const landingHtml = await landing?.text()
    expect(landingHtml).toContain('500x650 px digital file')
    expect(landingHtml).toContain('60-150KB, JPEG only')
  } finally {
    await staffSend('PUT', '/api/cms/codes/portugal', { name: original.name, spec: original.spec })
  }
})

test('a document staff add to a built-in destination is on its photo page, and its file follows its numbers', async ({
  page,
}) => {
  // A built-in no other spec opens, edited and put back: an added destination would join the menus that the
  // navigation spec counts while this runs beside it.
  const slug = 'morocco'
  const before = await staff.get(`/api/countries/${slug}`)
  expect(before.status()).toBe(200)
  const original = (await before.json()) as { name: string; spec: typeof SPEC; documents: unknown[] }
  expect(original.documents).toEqual([])
  const document = {
    id: 'e2e-online-form',
    name: 'E2e online form',
    medium: 'digital',
    width_mm: 51,
    height_mm: 51,
    width_px: 600,
    height_px: 600,
    pixels: { min: { width: 600, height: 600 } },
    dpi: 300,
    file_size_kb: { min: null, max: 100 },
    head: { min: 50, max: 69, crown: 'hair' },
    eye_line: { min: 56, max: 69 },
    background_color: '#ffffff',
    glasses: 'forbidden',
    editPolicy: {
      backgroundReplacement: 'refused',
      reason: 'The e2e authority refuses edited photos.',
      source: { name: 'e2e authority', url: 'https://example.org/photo-rules' },
      verifiedOn: '2026-11-25',
    },
    sources: [
      {
        name: 'e2e authority: photo rules',
        url: 'https://example.org/photo-rules',
        quote: 'At most 100 KB, 600x600 pixels.',
        verifiedOn: '2026-11-25',
      },
    ],
  }
  try {
    // A document whose export lies outside its own accepted range is refused, with the schema's words.
    const refused = await staffSend('PUT', `/api/cms/codes/${slug}`, {
      name: original.name,
      spec: original.spec,
      documents: [{ ...document, width_px: 500, height_px: 500 }],
    })
    expect(refused.status()).toBe(400)
    expect(await refused.text()).toContain('The export must be at least the smallest accepted size')
    const saved = await staffSend('PUT', `/api/cms/codes/${slug}`, {
      name: original.name,
      spec: original.spec,
      documents: [document],
    })
    expect(saved.status(), await saved.text()).toBe(200)

    await page.goto(`/${slug}-visa-photo?document=e2e-online-form`)
    await waitForHydration(page)
    await expect(page.getByLabel('Which photo do you need?')).toHaveValue('e2e-online-form')
    await expect(page.getByTestId('document-numbers')).toContainText('600x600 px, at most 100 KB')
    await expect(page.getByTestId('document-sources')).toContainText('e2e authority: photo rules')
    await expect(page.getByTestId('document-sources')).toContainText('2026-11-25')
    await page.getByLabel(/upload your photo/i).setInputFiles(portrait)
    await expectOptimised(page)
    await expect(page.getByTestId('compliance-panel')).not.toHaveAttribute('data-overall', 'pending')
    await expect(page.getByTestId('compliance-panel')).toContainText('Eye line')
    const downloadPromise = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download Photo' }).click()
    const download = await downloadPromise
    const bytes = readFileSync(await download.path())
    expect(download.suggestedFilename()).toBe(`${slug}-e2e-online-form-photo.jpg`)
    expect(jpegSize(bytes)).toEqual([600, 600])
    expect(bytes.length).toBeLessThanOrEqual(100 * 1024)
  } finally {
    const restored = await staffSend('PUT', `/api/cms/codes/${slug}`, {
      name: original.name,
      spec: original.spec,
      documents: original.documents,
    })
    expect(restored.status()).toBe(200)
  }
})
