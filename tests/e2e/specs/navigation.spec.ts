import { expect, test, waitForHydration } from './fixtures.ts'
import { COUNTRIES } from './routes.ts'

const MAIN_LINKS = ['Home', 'Blog', 'Please Leave Instant Feedback', 'General Image Compressions']

test.describe('desktop navigation', () => {
  test('the header carries the logo, brand line and main links', async ({ page }) => {
    await page.goto('/blog')
    await waitForHydration(page)
    const header = page.getByRole('banner')
    await expect(header.getByText('Specialists in Visa Photos')).toBeVisible()
    const nav = page.getByRole('navigation', { name: 'Main' })
    for (const name of MAIN_LINKS) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Blog', exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute(
      'aria-current',
      'page',
    )
    // The header stays in view while scrolling.
    await page.mouse.wheel(0, 2000)
    await expect(header).toBeInViewport()
    await header
      .getByRole('link', { name: /home page/i })
      .first()
      .click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('the Visa Photo Tools dropdown lists every country and works by keyboard', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    const trigger = page.getByRole('button', { name: 'Visa Photo Tools' })
    await trigger.focus()
    await page.keyboard.press('Enter')
    const menu = page.getByRole('menu')
    await expect(menu).toBeVisible()
    const items = menu.getByRole('menuitem')
    await expect(items).toHaveCount(Object.keys(COUNTRIES).length)
    for (const name of Object.values(COUNTRIES)) {
      await expect(menu.getByRole('menuitem', { name: `${name} Visa Photo`, exact: true })).toBeAttached()
    }
    // Sorted by name. Opening by keyboard focuses the first country; arrow keys move through the list;
    // Enter follows the link.
    const names = (await items.allTextContents()).map((name) => name.trim())
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')))
    await expect(menu.getByRole('menuitem', { name: 'Australia Visa Photo' })).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(menu.getByRole('menuitem', { name: 'Austria Visa Photo' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/austria-visa-photo$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Austria')
    // On a country page the dropdown trigger is the highlighted item.
    await expect(page.getByRole('button', { name: 'Visa Photo Tools' })).toHaveAttribute(
      'data-active',
      'true',
    )
    await page.keyboard.press('Escape')
  })

  test('typing in the open dropdown filters the countries; Enter opens the first match', async ({ page }) => {
    await page.goto('/feedback')
    await waitForHydration(page)
    const trigger = page.getByRole('button', { name: 'Visa Photo Tools' })
    await trigger.focus()
    await page.keyboard.press('Enter')
    const menu = page.getByRole('menu')
    await expect(menu.getByRole('menuitem', { name: 'Australia Visa Photo' })).toBeFocused()
    // A letter typed on a country goes into the filter, which keeps the focus.
    await page.keyboard.type('uae')
    const popup = page.getByRole('dialog', { name: 'Visa Photo Tools' })
    const filter = popup.getByRole('searchbox', { name: 'Find a country' })
    await expect(filter).toBeFocused()
    await expect(filter).toHaveValue('uae')
    await expect(menu.getByRole('menuitem')).toHaveText(['United Arab Emirates Visa Photo'])
    // Case does not matter; the list and a message follow every key.
    await filter.fill('TURK')
    await expect(menu.getByRole('menuitem')).toHaveText(['Turkey Visa Photo'])
    await filter.fill('atlantis')
    await expect(menu.getByRole('menuitem')).toHaveCount(0)
    await expect(popup.getByRole('status')).toHaveText('No country matches "atlantis".')
    // Down from the filter reaches the matches; up from the first match returns to it.
    await filter.fill('land')
    const matches = menu.getByRole('menuitem')
    // The listed destinations first on a tie, then those kept as data (docs/destinations-data.md).
    await expect(matches).toHaveText([
      'Netherlands Visa Photo',
      'New Zealand Visa Photo',
      'Switzerland Visa Photo',
      'Thailand Visa Photo',
      'Finland Visa Photo',
      'Iceland Visa Photo',
      'Ireland Visa Photo',
      'Poland Visa Photo',
    ])
    await page.keyboard.press('ArrowDown')
    await expect(matches.first()).toBeFocused()
    await page.keyboard.press('ArrowUp')
    await expect(filter).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/netherlands-visa-photo$/)
    // Opened again, the menu lists every country.
    await page.getByRole('button', { name: 'Visa Photo Tools' }).click()
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveCount(Object.keys(COUNTRIES).length)
    await expect(page.getByRole('searchbox', { name: 'Find a country' })).toHaveValue('')
  })

  test('Escape closes the dropdown and returns focus to its trigger', async ({ page }) => {
    await page.goto('/feedback')
    await waitForHydration(page)
    const trigger = page.getByRole('button', { name: 'Visa Photo Tools' })
    await trigger.click()
    await expect(page.getByRole('menu')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('menu')).toBeHidden()
    await expect(trigger).toBeFocused()
  })

  test('Tab closes the open dropdown and moves on, as the menu-button pattern expects', async ({ page }) => {
    await page.goto('/feedback')
    await waitForHydration(page)
    const trigger = page.getByRole('button', { name: 'Visa Photo Tools' })
    await trigger.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('menu')).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('menu')).toBeHidden()
    // Focus went on past the trigger, into the page (the first field of the feedback form), not back to it.
    await expect(trigger).not.toBeFocused()
    await expect(page.getByRole('main').locator(':focus')).toHaveCount(1)
    // Shift+Tab from the open menu goes back to the link before the trigger.
    await trigger.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('menu')).toBeVisible()
    await page.keyboard.press('Shift+Tab')
    await expect(page.getByRole('menu')).toBeHidden()
    await expect(page.getByRole('link', { name: 'General Image Compressions', exact: true })).toBeFocused()
  })
})

test.describe('phone navigation @phone', () => {
  test('the toggle menu lists the main links, then the countries, and closes on a choice', async ({
    page,
  }) => {
    await page.goto('/')
    await waitForHydration(page)
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    const toggle = page.getByRole('button', { name: 'Open menu' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.click()
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await expect(menu).toBeVisible()
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true')

    const linkNames = await menu.getByRole('link').allInnerTexts()
    expect(linkNames.slice(0, 4)).toEqual(MAIN_LINKS)
    // The countries by name, as the desktop menu lists them.
    expect(linkNames.slice(4)).toEqual(
      Object.values(COUNTRIES)
        .map((name) => `${name} Visa Photo`)
        .sort((a, b) => a.localeCompare(b, 'en')),
    )
    await expect(menu.getByRole('heading', { name: 'Visa Photo Tools' })).toBeVisible()

    // About 24rem high, scrolling inside.
    const box = await menu.boundingBox()
    expect(box?.height).toBeLessThanOrEqual(24 * 16 + 1)
    const scrolls = await menu.evaluate((el) => el.scrollHeight > el.clientHeight)
    expect(scrolls).toBe(true)

    // A filter above the countries narrows them as you type.
    const filter = menu.getByRole('searchbox', { name: 'Find a country' })
    await filter.fill('jap')
    await expect(menu.getByRole('link', { name: /Visa Photo$/ })).toHaveText(['Japan Visa Photo'])
    await filter.fill('zz')
    await expect(menu.getByRole('status')).toHaveText('No country matches "zz".')
    await filter.fill('jap')

    await menu.getByRole('link', { name: 'Japan Visa Photo' }).click()
    await expect(page).toHaveURL(/\/japan-visa-photo$/)
    await expect(menu).toBeHidden()
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Japan')
  })

  test('the active page is marked in the phone menu', async ({ page }) => {
    await page.goto('/general-image-compressions')
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await expect(menu.getByRole('link', { name: 'General Image Compressions' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })
})
