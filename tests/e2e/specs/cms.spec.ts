import type { Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures.ts'

// The staff area's copy (packages/specs CMS_MESSAGES), typed out here: the browser suite imports no repo source.
const SIGN_IN_FAILED = 'Email or password is incorrect.'
// The API refuses a wrong password with 401; Chromium logs any 4xx fetch as a console error.
const REFUSED = /Failed to load resource: the server responded with a status of 401/

const admin = {
  email: process.env.E2E_ADMIN_EMAIL ?? '',
  password: process.env.E2E_ADMIN_PASSWORD ?? '',
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

test('a staff page without a session lands on the sign-in page, and signing in goes back to it', async ({
  page,
  watch: _watch,
}) => {
  await page.goto('/cms/feedback')
  await expect(page).toHaveURL(/\/cms\/login\?next=%2Fcms%2Ffeedback$/)
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible()

  await signIn(page, admin.email, admin.password)
  await expect(page).toHaveURL(/\/cms\/feedback$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Feedback inbox' })).toBeVisible()
  // The admin sees every area, and who is signed in.
  const nav = page.getByRole('navigation', { name: 'Staff' })
  for (const name of ['Dashboard', 'Articles', 'Codes', 'Feedback', 'Staff', 'Audit log']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible()
  }
  await expect(page.getByText(admin.email)).toBeVisible()

  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/cms\/login$/)
  await page.goto('/cms/dashboard')
  await expect(page).toHaveURL(/\/cms\/login\?next=%2Fcms%2Fdashboard$/)
})

test("after Sign out, Back asks the server again: the sign-in page, never the inbox with visitors' emails", async ({
  page,
  request,
  watch: _watch,
}) => {
  // A visitor's feedback, so the inbox holds an email that must not be seen again once signed out.
  const email = `back-button-${Date.now().toString(36)}@example.com`
  const sent = await request.post('/api/feedback', {
    data: { name: 'Back Button', email, feedback: 'Checking that this stays private after sign-out.' },
  })
  expect(sent.status()).toBe(201)

  await page.goto('/cms/login?next=%2Fcms%2Ffeedback')
  await waitForHydration(page)
  await signIn(page, admin.email, admin.password)
  await expect(page).toHaveURL(/\/cms\/feedback$/)
  await expect(page.getByText(email)).toBeVisible()
  // The signed-in page itself is never kept by the browser (it was 'public, max-age=0, must-revalidate').
  const reloaded = await page.reload()
  expect(reloaded?.headers()['cache-control']).toBe('private, no-store')
  await expect(page.getByText(email)).toBeVisible()

  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/cms\/login$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible()

  await page.goBack()
  await expect(page).toHaveURL(/\/cms\/login\?next=%2Fcms%2Ffeedback$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible()
  await expect(page.getByText(email)).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Feedback inbox' })).toHaveCount(0)
})

test('a wrong password shows the one generic text and stays on the sign-in page', async ({ page, watch }) => {
  watch.allow(REFUSED)
  await page.goto('/cms/login')
  await waitForHydration(page)
  // An unknown account, so this run's admin is never brought nearer to a lockout.
  await signIn(page, 'nobody@example.com', 'not-the-password-at-all')
  await expect(page.getByRole('alert')).toHaveText(SIGN_IN_FAILED)
  await expect(page).toHaveURL(/\/cms\/login$/)
  await expect(page.getByLabel('Password')).toHaveValue('not-the-password-at-all')
})

test('write and publish an article in the editor, then read it on /blog and /blog/<slug>', async ({
  page,
  watch: _watch,
}) => {
  const stamp = Date.now().toString(36)
  const title = `Browser test guide ${stamp}`
  const slug = `browser-test-guide-${stamp}`

  await page.goto('/cms/login?next=%2Fcms%2Farticles%2Fnew')
  await waitForHydration(page)
  await signIn(page, admin.email, admin.password)
  await expect(page).toHaveURL(/\/cms\/articles\/new$/)
  await expect(page.getByRole('heading', { level: 1, name: 'New article' })).toBeVisible()

  await page.getByLabel('Title').fill(title)
  // The slug follows the title until edited by hand, and the server says it is free.
  await expect(page.getByLabel('Slug')).toHaveValue(slug)
  await expect(page.getByText('This slug is available.')).toBeVisible()
  await page.getByLabel('Excerpt').fill('A guide written and published by the browser test.')

  const body = page.getByRole('textbox', { name: 'Body' })
  await body.click()
  await page.getByRole('button', { name: 'Heading 2' }).click()
  await page.keyboard.type('Photo size')
  await page.keyboard.press('Enter')
  await page.keyboard.type('The photo must be 2 by 2 inches.')
  await page.getByLabel('Country').selectOption('united-states')
  await page.getByLabel('Tags').fill('usa, size')

  // Preview: the server's sanitised HTML, as it will be stored.
  await page.getByRole('button', { name: 'Preview' }).click()
  const preview = page.getByTestId('article-preview')
  await expect(preview.getByRole('heading', { level: 2, name: 'Photo size' })).toBeVisible()

  await page.getByRole('button', { name: 'Publish' }).click()
  await expect(page).toHaveURL(/\/cms\/articles\/[^/]+\/edit$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Edit article' })).toBeVisible()
  await expect(page.getByText('Published', { exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'View on site' })).toHaveAttribute('href', `/blog/${slug}`)

  // Live on the public site without a rebuild.
  await page.goto('/blog')
  await expect(page.getByRole('link', { name: title }).first()).toBeVisible()
  await page.goto(`/blog/${slug}`)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Photo size' })).toBeVisible()
  await expect(page.getByText('The photo must be 2 by 2 inches.')).toBeVisible()
})
