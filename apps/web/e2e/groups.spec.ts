import { randomBytes } from 'node:crypto'
import type { APIRequestContext, Page } from '@playwright/test'
import { axeViolations, checkEverywhere } from './axe'
import { createSignedInAccount, expect, test } from './fixtures'
import { allow } from './time'

const nameUser = async (request: APIRequestContext, firstName: string, lastName: string) => {
  const named = await request.post('/api/core/user_profile/info', { data: { firstName, lastName } })
  expect(named.status(), await named.text()).toBe(200)
}

/** Creates a group through the page's form; answers its page's address. */
const createGroup = async (page: Page, name: string, byRequest: boolean) => {
  await page.goto('/groups')
  await page.getByRole('button', { name: 'Создать группу' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Новая группа' })
  await dialog.getByRole('textbox', { name: 'Название' }).fill(name)
  await dialog.getByRole('textbox', { name: 'Описание' }).fill('Изучаем радиоактивность.')
  if (byRequest) await dialog.getByRole('radio', { name: 'По заявке' }).check()
  await dialog.getByRole('button', { name: 'Создать' }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(page).toHaveURL(/\/groups\/\d+$/)
  return new URL(page.url()).pathname
}

test.describe('groups', () => {
  test('A creates a group by request, B finds it and asks to join, A approves, B posts in it, A reads the post in the feed', async ({
    page,
    browser,
    baseURL,
    account,
  }) => {
    test.setTimeout(allow(120_000))
    expect(account.id).toBeGreaterThan(0)
    const name = `Лаборатория ${randomBytes(3).toString('hex')}`
    const title = `Полоний ${randomBytes(3).toString('hex')}`
    await nameUser(page.request, 'Мария', 'Кюри')
    const groupPath = await createGroup(page, name, true)
    await expect(page.getByText('По заявке').first()).toBeVisible()

    const other = await browser.newContext({ baseURL, locale: 'ru-RU' })
    const pageB = await other.newPage()
    await createSignedInAccount(pageB)
    await nameUser(pageB.request, 'Пьер', 'Кюри')

    // ---- B finds the group by a part of its name and asks to join
    await pageB.goto('/groups')
    await pageB.getByRole('searchbox', { name: 'Поиск по названию' }).fill(name.slice(-6))
    const found = pageB.getByRole('list', { name: 'Все группы' }).getByRole('link', { name })
    await expect(found).toBeVisible()
    await found.click()
    await expect(pageB).toHaveURL(groupPath)
    await pageB.getByRole('button', { name: 'Подать заявку' }).click()
    await expect(pageB.getByRole('button', { name: 'Заявка отправлена' })).toBeDisabled()
    await expect(pageB.getByRole('button', { name: 'Написать в группу' })).toHaveCount(0)

    // ---- A approves the request in the members tab
    await page.goto(`${groupPath}?tab=members`)
    const requests = page.getByRole('region', { name: '1 заявка на вступление' })
    await expect(requests).toBeVisible()
    expect(await axeViolations(page, 'requests')).toEqual([])
    await requests.getByRole('button', { name: 'Принять: Пьер Кюри' }).click()
    await expect(page.getByText('Пьер Кюри теперь в группе')).toBeVisible()
    await expect(
      page.getByRole('list', { name: 'Участники' }).getByRole('link', { name: 'Пьер Кюри' }),
    ).toBeVisible()

    // ---- B, now a member, posts in the group
    await pageB.reload()
    await expect(pageB.getByRole('button', { name: 'Выйти из группы' })).toBeVisible()
    await pageB.getByRole('button', { name: 'Написать в группу' }).click()
    const editor = pageB.getByRole('dialog', { name: 'Новая публикация' })
    await editor.getByRole('textbox', { name: 'Заголовок' }).fill(title)
    await editor.getByRole('textbox', { name: 'Текст' }).fill('Новый элемент, в 400 раз активнее урана.')
    await editor.getByRole('button', { name: 'Опубликовать' }).click()
    await expect(editor).toBeHidden()
    await expect(pageB.getByRole('article', { name: title })).toBeVisible()

    // ---- A reads B's post in A's feed, marked as the group's
    await page.goto('/feed')
    const post = page.getByRole('article', { name: title })
    await expect(post).toBeVisible()
    await expect(post.getByRole('link', { name: 'Пьер Кюри' })).toBeVisible()
    await expect(post.getByRole('link', { name })).toHaveAttribute('href', groupPath)
    await other.close()
  })

  test('the groups list and a group page: no axe violations, on a phone and a desktop, light and dark', async ({
    page,
    account,
  }) => {
    test.setTimeout(allow(180_000))
    expect(account.id).toBeGreaterThan(0)
    await nameUser(page.request, 'Лиза', 'Мейтнер')
    const name = `Семинар ${randomBytes(3).toString('hex')}`
    const groupPath = await createGroup(page, name, false)

    await page.goto('/groups')
    await checkEverywhere(page, '/groups', async () => {
      await expect(page.getByRole('list', { name: 'Все группы' }).getByRole('link', { name })).toBeVisible()
    })
    await page.goto('/groups?tab=mine')
    await checkEverywhere(page, '/groups?tab=mine', async () => {
      await expect(page.getByRole('region', { name: 'Мои группы' }).getByRole('link', { name })).toBeVisible()
    })
    await page.goto(groupPath)
    await checkEverywhere(page, 'group page', async () => {
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
      await expect(page.getByRole('button', { name: 'Написать в группу' })).toBeVisible()
    })
    await page.goto(`${groupPath}?tab=members`)
    await checkEverywhere(page, 'group members', async () => {
      await expect(
        page.getByRole('list', { name: 'Участники' }).getByRole('link', { name: 'Лиза Мейтнер' }),
      ).toBeVisible()
    })
    await page.goto(`${groupPath}?tab=events`)
    await checkEverywhere(page, 'group events', async () => {
      await expect(page.getByText('Предстоящих событий нет')).toBeVisible()
    })
    await page.goto(`${groupPath}?tab=about`)
    await checkEverywhere(page, 'group about', async () => {
      await expect(page.getByRole('button', { name: 'Удалить группу' })).toBeVisible()
    })
  })
})
