import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, fixture, phoneDevice, test, uploadPhoto, waitForHydration } from './fixtures.ts'
import { readJpeg } from './jpeg.ts'

// The print sheet (docs/print-sheets.md): a print document's photo tiled on a paper, as a JPEG for a lab and
// a PDF for a home printer, both checked after they are made. The figures are typed out here: the suite
// imports no source.
const portrait = fixture('portraits', 'wh_obama_official.jpg')

async function download(page: Page, name: string) {
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name }).click()
  const file = await downloading
  return { name: file.suggestedFilename(), bytes: readFileSync(await file.path()) }
}

test('a Schengen print: a 4x6 sheet of six 35x45 mm copies as a JPEG at 300 dpi and as a PDF, listed in the report', async ({
  page,
}) => {
  test.setTimeout(150_000)
  await page.goto('/germany-visa-photo?document=schengen-35x45-print')
  await waitForHydration(page)
  await uploadPhoto(page, portrait)
  const sheet = page.getByTestId('print-sheet')
  await expect(sheet.getByRole('heading', { name: 'Print sheet' })).toBeVisible()
  await expect(sheet.getByLabel('Paper')).toHaveValue('4x6')
  await expect(sheet.getByLabel('Resolution')).toHaveValue('300')
  await expect(sheet.getByTestId('print-sheet-fit')).toHaveText('6 copies fit, each 35 x 45 mm.')
  await expect(sheet).toContainText('printed at 100 %: no fit-to-page, no crop, no borders')

  const jpeg = await download(page, 'Download sheet (JPEG)')
  expect(jpeg.name).toBe('germany-schengen-35x45-print-photo-sheet-4x6-300dpi.jpg')
  // 4x6 in at 300 dpi, and the header says 300 dpi.
  expect(readJpeg(jpeg.bytes)).toEqual({ width: 1200, height: 1800, density: { units: 1, x: 300, y: 300 } })
  await expect(sheet.getByTestId('sheet-receipt')).toContainText(
    /Downloaded germany-schengen-35x45-print-photo-sheet-4x6-300dpi\.jpg: 6 copies of 35 x 45 mm, measured within 0\.\d\d mm; ruler 50\.\d\d mm/,
  )

  const pdf = await download(page, 'Download sheet (PDF)')
  expect(pdf.name).toBe('germany-schengen-35x45-print-photo-sheet-4x6.pdf')
  const text = pdf.bytes.toString('latin1')
  expect(text.startsWith('%PDF-1.7')).toBe(true)
  // 4x6 in is 288x432 points; printing at 100 % is what the PDF asks the print dialog for.
  expect(text).toContain('/MediaBox [0 0 288 432]')
  expect(text).toContain('/PrintScaling /None')
  expect(text.match(/\/Im1 Do/g)).toHaveLength(6)

  // The report lists both sheets under the file they were made of.
  const report = await download(page, 'Download report')
  const html = report.bytes.toString('utf8')
  expect(html).toContain('<h2>Print sheets</h2>')
  expect(html).toContain('germany-schengen-35x45-print-photo-sheet-4x6-300dpi.jpg')
  expect(html).toContain('germany-schengen-35x45-print-photo-sheet-4x6.pdf')
  expect(html.match(/data-sheet-sha256/g)).toHaveLength(2)
})

test.describe('on a 390 px phone, by keyboard', () => {
  test.use({ ...phoneDevice, viewport: { width: 390, height: 844 } })

  test('the US passport print: choose 10x15 cm at 254 dpi and the one copy it asks for, then download the JPEG @phone', async ({
    page,
  }) => {
    test.setTimeout(150_000)
    await page.goto('/united-states-visa-photo?document=us-passport-print')
    await waitForHydration(page)
    await uploadPhoto(page, portrait)
    const sheet = page.getByTestId('print-sheet')
    await sheet.getByLabel('Paper').focus()
    await sheet.getByLabel('Paper').selectOption('10x15')
    await page.keyboard.press('Tab')
    await expect(sheet.getByLabel('Orientation')).toBeFocused()
    await sheet.getByLabel('Resolution').selectOption('254')
    await sheet.getByLabel('Copies').selectOption({ label: '1 (what this document asks for)' })
    // Nothing of the section is wider than the phone.
    const box = await sheet.boundingBox()
    expect(box && box.x + box.width).toBeLessThanOrEqual(390)
    const button = sheet.getByRole('button', { name: 'Download sheet (JPEG)' })
    await button.focus()
    const downloading = page.waitForEvent('download')
    await page.keyboard.press('Enter')
    const file = await downloading
    expect(file.suggestedFilename()).toBe('united-states-us-passport-print-photo-sheet-10x15-254dpi.jpg')
    // 10x15 cm at 254 dpi is 1000x1500 px: what a lab that prints 1000 px as 10 cm expects.
    expect(readJpeg(readFileSync(await file.path()))).toEqual({
      width: 1000,
      height: 1500,
      density: { units: 1, x: 254, y: 254 },
    })
    await expect(sheet.getByTestId('sheet-receipt')).toContainText('1 copy of 50.8 x 50.8 mm')
  })
})
