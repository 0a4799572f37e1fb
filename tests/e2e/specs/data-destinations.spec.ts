import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, expectOptimised, fixture, test, waitForHydration } from './fixtures.ts'
import { readJpeg } from './jpeg.ts'

// Destinations kept as data (docs/destinations-data.md): found by the names travellers use, and their pages
// make the photo their document states. The figures are typed out here from the data files: the suite
// imports no source. Kenya's e-visa: 500x500 px, at most 200 KB, white; its passport: a 50.8 mm square print.
const portrait = fixture('portraits', 'wh_obama_official.jpg')
const chooser = (page: Page) => page.getByLabel('Which photo do you need?')

async function download(page: Page) {
  await expectOptimised(page)
  await expect(page.getByTestId('compliance-panel')).toHaveAttribute('aria-busy', 'false')
  const downloadPromise = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download Photo' }).click()
  const file = await downloadPromise
  await expect(page.getByTestId('export-receipt')).toContainText('checked after saving')
  return { name: file.suggestedFilename(), bytes: readFileSync(await file.path()) }
}

test('Kenya opens on its e-visa photo, says how it was verified, and makes a 500x500 file of at most 200 KB', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.goto('/kenya-visa-photo')
  await waitForHydration(page)
  await expect(page.locator('h1')).toContainText('Kenya')
  await expect(chooser(page)).toHaveValue('visa-photo')
  await expect(chooser(page).locator('option:checked')).toHaveText('Kenya e-visa photo')
  await expect(page.getByTestId('document-numbers')).toContainText('500x500 px, at most 200 KB')
  await expect(page.getByTestId('document-verification')).toHaveText(
    'No official page was found: two independent secondary sources agree on these numbers. Check them against your form.',
  )
  await expect(page.getByTestId('document-sources')).toContainText('Secondary source')
  await expect(page.getByTestId('document-sources')).toContainText('checked 2026-11-29')
  // No source says whether edits are accepted: the stricter reading, said on the page.
  await expect(page.getByTestId('document-readings')).toContainText('we take the stricter reading')
  await page.getByLabel(/upload your photo/i).setInputFiles(portrait)
  const evisa = await download(page)
  expect(evisa.name).toBe('kenya-visa-photo.jpg')
  expect(readJpeg(evisa.bytes)).toMatchObject({ width: 500, height: 500 })
  expect(evisa.bytes.length).toBeLessThanOrEqual(200_000)

  await chooser(page).selectOption('ke-passport')
  await expect(page).toHaveURL(/\?document=ke-passport$/)
  const passport = await download(page)
  expect(passport.name).toBe('kenya-ke-passport-photo.jpg')
  // 50.8 mm at 600 dpi.
  expect(readJpeg(passport.bytes)).toMatchObject({ width: 1200, height: 1200 })
})

test('the home page finds a destination kept as data by its common names, and counts the destinations', async ({
  page,
}) => {
  await page.goto('/')
  await waitForHydration(page)
  // The stat is counted from the data: '180+' only where 180 destinations have a sourced document, else the
  // number of destinations with a photo page.
  const stat = page.locator('dt', { hasText: 'Destinations' }).locator('xpath=..').locator('dd')
  await expect(stat).toHaveText(/^(180\+|\d{2,3})$/)
  const search = page.getByLabel('Find your country')
  await search.fill('Ivory Coast')
  const others = page.getByTestId('other-destinations')
  await expect(others.getByRole('link')).toHaveText(["Côte d'Ivoire visa photo"])
  await expect(page.getByRole('status').filter({ hasText: 'match' })).toHaveText('1 country matches')
  await search.fill('مصر')
  await expect(others.getByRole('link')).toHaveText(['Egypt visa photo'])
  await others.getByRole('link', { name: 'Egypt visa photo' }).click()
  await expect(page).toHaveURL(/\/egypt-visa-photo$/)
  await expect(page.locator('h1')).toContainText('Egypt')
})

test('the menu filter finds a destination kept as data; its landing page is a guide made from its data', async ({
  page,
}) => {
  await page.goto('/feedback')
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Visa Photo Tools' }).click()
  const filter = page.getByRole('searchbox', { name: 'Find a country' })
  await filter.fill('kenya')
  const menu = page.getByRole('menu')
  await expect(menu.getByRole('menuitem')).toHaveText(['Kenya Visa Photo'])
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/kenya-visa-photo$/)

  await page.goto('/countries/kenya')
  await waitForHydration(page)
  const guide = page.getByTestId('data-guide')
  await expect(guide.getByRole('heading', { level: 2 })).toHaveText('Which Kenya photo do you need?')
  await expect(guide.getByRole('heading', { level: 3 })).toHaveText([
    'Kenya e-visa photo',
    'Kenya passport photo',
  ])
  await expect(guide).toContainText('500x500 px upload')
  await expect(guide).toContainText('50.8x50.8 mm print')
  await expect(guide).toContainText('(read 2026-11-29)')
  // It says only what its data says: no processing time, no delay figure.
  await expect(page.locator('main')).toContainText('the official visa website gives the current figure')
  await expect(page.locator('main')).not.toContainText('7-14 days')
  await expect(page.locator('main')).not.toContainText('business days')
  await guide.getByRole('link', { name: 'Make this photo: Kenya passport photo' }).click()
  await expect(page).toHaveURL(/\/kenya-visa-photo\?document=ke-passport$/)
})
