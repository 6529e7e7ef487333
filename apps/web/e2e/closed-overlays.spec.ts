import type { Locator, Page } from '@playwright/test'
import { createSignedInAccount, expect, test } from './fixtures'

// The dialogs, menus and the phone's drawer load their code as they first open (issue 20's /feed
// budget, shared/lazyWhenOpen.ts), not with the page. Their first open, from the keyboard, is as it
// was: it opens, Escape closes it, and the focus is back on the control that opened it.

/** The chunks of the closed parts these tests open, by the names the build gives them. */
const CLOSED_PART =
  /\/assets\/(MobileMenuDrawer|PostMenuPopup|DeletePostDialog|ChannelSettingsDialog|LayoutMenuPopup|LogoutConfirmDialog)-[\w-]+\.js$/

/** The closed parts whose code the page has asked for, from now on. */
const codeAskedFor = (page: Page) => {
  const asked = new Set<string>()
  page.on('request', (request) => {
    const part = CLOSED_PART.exec(new URL(request.url()).pathname)?.[1]
    if (part) asked.add(part)
  })
  return asked
}

const publish = async (page: Page, title: string) => {
  const created = await page.request.post('/api/core/post', { data: { title, text: 'Текст.' } })
  expect(created.status(), await created.text()).toBe(201)
}

/** Focuses `opener`, presses `key` on it, and waits for what it opens. */
const openByKeyboard = async (opener: Locator, key: string, opened: Locator) => {
  await opener.focus()
  await opener.press(key)
  await expect(opened).toBeVisible()
}

const closeByEscape = async (page: Page, opened: Locator, opener: Locator) => {
  await page.keyboard.press('Escape')
  await expect(opened).toBeHidden()
  await expect(opener).toBeFocused()
}

test.describe('a dialog, menu or drawer opened for the first time', () => {
  test.beforeEach(async ({ page }) => {
    await createSignedInAccount(page)
  })

  test('on a phone: the drawer, the post menu, the delete dialog and the channels', async ({ page }) => {
    await publish(page, 'Моя публикация')
    await page.setViewportSize({ width: 390, height: 844 })
    const asked = codeAskedFor(page)
    await page.goto('/feed')
    const post = page.getByRole('article', { name: 'Моя публикация' })
    await expect(post).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect([...asked]).toEqual([])

    const menuButton = page.getByRole('button', { name: 'Открыть меню' })
    const drawer = page.getByRole('navigation', { name: 'Основная навигация' })
    await openByKeyboard(menuButton, 'Enter', drawer)
    await closeByEscape(page, drawer, menuButton)
    expect(asked.has('MobileMenuDrawer')).toBe(true)

    const actions = post.getByRole('button', { name: 'Действия с публикацией «Моя публикация»' })
    const edit = page.getByRole('menuitem', { name: 'Изменить' })
    await openByKeyboard(actions, ' ', edit)
    await expect(edit).toBeFocused()
    await closeByEscape(page, edit, actions)
    expect(asked.has('PostMenuPopup')).toBe(true)

    await openByKeyboard(actions, 'Enter', edit)
    await page.keyboard.press('ArrowDown')
    await expect(page.getByRole('menuitem', { name: 'Удалить' })).toBeFocused()
    await page.keyboard.press('Enter')
    const confirm = page.getByRole('dialog', { name: 'Удалить публикацию?' })
    await expect(confirm).toBeVisible()
    await expect(edit).toBeHidden()
    await closeByEscape(page, confirm, actions)
    await expect(post).toBeVisible()
    expect(asked.has('DeletePostDialog')).toBe(true)

    const channels = page.getByRole('button', { name: 'Каналы', exact: true })
    const dialog = page.getByRole('dialog', { name: 'Каналы ленты' })
    await openByKeyboard(channels, ' ', dialog)
    await expect(dialog.getByRole('switch').first()).toBeVisible()
    await closeByEscape(page, dialog, channels)
    expect([...asked].sort()).toEqual([
      'ChannelSettingsDialog',
      'DeletePostDialog',
      'MobileMenuDrawer',
      'PostMenuPopup',
    ])
  })

  test('on a desktop: the layout menu and the sign-out dialog', async ({ page }) => {
    const asked = codeAskedFor(page)
    await page.goto('/feed')
    await expect(page.getByRole('heading', { level: 1, name: 'Лента' })).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect([...asked]).toEqual([])

    const layout = page.getByRole('button', { name: 'Вид' })
    const rightBar = page.getByRole('menuitemcheckbox', { name: 'Правая панель' })
    await openByKeyboard(layout, 'Enter', rightBar)
    await closeByEscape(page, rightBar, layout)

    const logout = page
      .getByRole('navigation', { name: 'Основная навигация' })
      .getByRole('button', { name: 'Выйти' })
    const dialog = page.getByRole('dialog', { name: 'Выйти из аккаунта?' })
    await openByKeyboard(logout, 'Enter', dialog)
    await closeByEscape(page, dialog, logout)
    expect([...asked].sort()).toEqual(['LayoutMenuPopup', 'LogoutConfirmDialog'])
    // Opens again at once, and staying signed in keeps the feed.
    await logout.press('Enter')
    await dialog.getByRole('button', { name: 'Остаться' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('heading', { level: 1, name: 'Лента' })).toBeVisible()
  })
})
