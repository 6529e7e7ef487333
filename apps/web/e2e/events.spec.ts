import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import type { APIRequestContext, Page } from '@playwright/test'
import ICAL from 'ical.js'
import { axeViolations, checkEverywhere } from './axe'
import { createSignedInAccount, expect, test } from './fixtures'
import { allow } from './time'

/** The readers sit in Moscow (+3); the event is held in Novosibirsk (+7): the two clocks differ. */
const READER_ZONE = 'Europe/Moscow'
const EVENT_ZONE = 'Asia/Novosibirsk'

test.use({ timezoneId: READER_ZONE })

const nameUser = async (request: APIRequestContext, firstName: string, lastName: string) => {
  const named = await request.post('/api/core/user_profile/info', { data: { firstName, lastName } })
  expect(named.status(), await named.text()).toBe(200)
}

/** A day three weeks ahead (UTC date), so the event is upcoming whenever the test runs. */
const dayAhead = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** The ISO instant of a Novosibirsk wall time (+7 all year). */
const novosibirskInstant = (day: string, time: string) =>
  new Date(Date.parse(`${day}T${time}:00+07:00`)).toISOString()

/** The calendar of a downloaded .ics file, parsed with ical.js, its zones registered. */
const parseIcs = (text: string) => {
  const calendar = new ICAL.Component(ICAL.parse(text))
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone)
  const vevent = calendar.getFirstSubcomponent('vevent')
  if (!vevent) throw new Error(`no VEVENT in:\n${text}`)
  return { vevent, event: new ICAL.Event(vevent) }
}

const eventCount = (page: Page, text: string) => page.getByText(text, { exact: true }).first()

test.describe('events', () => {
  test('A creates an event in Novosibirsk time; B finds it, attends, downloads its .ics and sees it on the calendar', async ({
    page,
    browser,
    baseURL,
    account,
  }) => {
    test.setTimeout(allow(180_000))
    const token = randomBytes(3).toString('hex')
    const title = `Школа по катализу ${token}`
    const day = dayAhead(21)
    expect(account.id).toBeGreaterThan(0)
    await nameUser(page.request, 'Ада', 'Организаторова')

    // ---- A creates the event with the form, in the Novosibirsk zone
    await page.goto('/events')
    await page.getByRole('button', { name: 'Создать событие' }).first().click()
    const form = page.getByRole('dialog', { name: 'Новое событие' })
    await form.getByLabel('Название').fill(title)
    await form.getByRole('combobox', { name: 'Вид события' }).click()
    await page.getByRole('option', { name: 'Школа' }).click()
    await form.getByLabel('Начало').fill(`${day}T10:00`)
    await form.getByLabel('Окончание').fill(`${day}T18:00`)
    const zone = form.getByRole('combobox', { name: 'Часовой пояс' })
    await zone.fill('Novosibirsk')
    await page.getByRole('option', { name: /Asia\/Novosibirsk/ }).click()
    await form.getByLabel('Место проведения').fill('Новосибирск, Академгородок, ИК СО РАН')
    await form.getByLabel('Число мест').fill('2')
    // A rule of the contract, in the reader's language, under its field.
    await form.getByLabel('Окончание').fill(`${day}T09:00`)
    await form.getByRole('button', { name: 'Создать' }).click()
    await expect(form.getByText('Окончание не может быть раньше начала')).toBeVisible()
    expect(await axeViolations(page, 'the event form with a message')).toEqual([])
    await form.getByLabel('Окончание').fill(`${day}T18:00`)
    await form.getByRole('button', { name: 'Создать' }).click()
    await expect(form).toBeHidden()
    await expect(page).toHaveURL(/\/events\/\d+$/)
    const eventUrl = new URL(page.url()).pathname
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    // Held at 10:00 in Novosibirsk, 06:00 for a reader in Moscow.
    await expect(page.getByText(/10:00.*18:00.*Asia\/Novosibirsk \(GMT\+07:00\)/)).toBeVisible()
    await expect(page.getByText(/06:00.*14:00/)).toBeVisible()
    await expect(eventCount(page, '0 из 2 мест занято')).toBeVisible()

    // ---- B finds it among the upcoming events and attends
    const other = await browser.newContext({ baseURL, locale: 'ru-RU', timezoneId: READER_ZONE })
    const pageB = await other.newPage()
    await createSignedInAccount(pageB)
    await nameUser(pageB.request, 'Борис', 'Слушателев')
    await pageB.goto('/events')
    await expect(pageB.getByRole('tab', { name: 'Предстоящие', selected: true })).toBeVisible()
    await pageB.getByRole('searchbox', { name: 'Поиск по словам' }).fill(token)
    const list = pageB.getByRole('list', { name: 'Предстоящие' })
    await expect(list.getByRole('link', { name: title })).toBeVisible()
    await expect(list.getByText('Школа', { exact: true })).toBeVisible()
    await list.getByRole('link', { name: title }).click()
    await expect(pageB).toHaveURL(new RegExp(`${eventUrl}$`))
    await pageB.getByRole('button', { name: 'Пойду' }).click()
    await expect(pageB.getByRole('button', { name: 'Не пойду' })).toBeVisible()
    await expect(eventCount(pageB, '1 из 2 мест занято')).toBeVisible()
    await expect(
      pageB.getByRole('list', { name: 'Идут · 1' }).getByRole('link', { name: 'Борис Слушателев' }),
    ).toBeVisible()

    // ---- B's calendar feed: a secret address to subscribe to
    await pageB.getByRole('button', { name: 'Подписка на мой календарь' }).click()
    const feed = pageB.getByRole('dialog', { name: 'Подписка на мой календарь' })
    await expect(feed.getByRole('textbox', { name: 'Адрес календаря' })).toHaveValue(
      /\/api\/core\/events\/calendar\/[\w-]{20,}/,
    )
    expect(await axeViolations(pageB, 'the calendar feed dialog')).toEqual([])
    await feed.getByRole('button', { name: 'Закрыть' }).click()
    await expect(feed).toBeHidden()

    // ---- A sees the count and the attendee
    await page.reload()
    await expect(eventCount(page, '1 из 2 мест занято')).toBeVisible()
    await expect(
      page.getByRole('list', { name: 'Идут · 1' }).getByRole('link', { name: 'Борис Слушателев' }),
    ).toBeVisible()

    // ---- B downloads the .ics; its times are A's, in A's zone
    const downloading = pageB.waitForEvent('download')
    await pageB.getByRole('link', { name: 'Добавить в календарь' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/\.ics$/)
    const { vevent, event } = parseIcs(await readFile(await download.path(), 'utf8'))
    expect(event.summary).toBe(title)
    expect(vevent.getFirstProperty('dtstart')?.getParameter('tzid')).toBe(EVENT_ZONE)
    expect(event.startDate.zone.tzid).toBe(EVENT_ZONE)
    expect(event.endDate.zone.tzid).toBe(EVENT_ZONE)
    expect(event.startDate.toString()).toBe(`${day}T10:00:00`)
    expect(event.endDate.toString()).toBe(`${day}T18:00:00`)
    expect(event.startDate.toJSDate().toISOString()).toBe(novosibirskInstant(day, '10:00'))
    expect(event.endDate.toJSDate().toISOString()).toBe(novosibirskInstant(day, '18:00'))

    // ---- B's calendar: the month of the event, the day marked, reached by the keyboard
    await pageB.goto('/events')
    await pageB.getByRole('tab', { name: 'Календарь' }).click()
    await pageB.goto(`/events?view=calendar&month=${day.slice(0, 7)}&mine=1`)
    const grid = pageB.getByRole('grid')
    const dayName = new Intl.DateTimeFormat('ru', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
      new Date(`${day}T00:00:00Z`),
    )
    const cell = grid.getByRole('gridcell', { name: `${dayName}, 1 событие: ${title}` })
    await expect(cell).toBeVisible()
    // Monday first in Russian.
    await expect(grid.getByRole('columnheader').first()).toHaveText('пн')
    await expect(pageB.getByRole('link', { name: title })).toHaveCount(0)
    await cell.focus()
    await pageB.keyboard.press('ArrowRight')
    await expect(cell).not.toBeFocused()
    await pageB.keyboard.press('ArrowLeft')
    await expect(cell).toBeFocused()
    await pageB.keyboard.press('Enter')
    await expect(pageB.getByRole('link', { name: title })).toBeVisible()

    // ---- axe on the list, the calendar and the event page, phone and desktop, light and dark
    await checkEverywhere(pageB, 'the upcoming events', async () => {
      await pageB.goto(`/events?q=${token}`)
      await expect(pageB.getByRole('link', { name: title })).toBeVisible()
    })
    await checkEverywhere(pageB, 'the calendar', async () => {
      await pageB.goto(`/events?view=calendar&month=${day.slice(0, 7)}&mine=1`)
      await expect(pageB.getByRole('link', { name: title }).or(pageB.getByRole('grid'))).toBeVisible()
    })
    await checkEverywhere(pageB, 'the event page', async () => {
      await pageB.goto(eventUrl)
      await expect(pageB.getByRole('button', { name: 'Не пойду' })).toBeVisible()
    })

    // ---- A cancels it; B reads it as cancelled
    await page.getByRole('button', { name: 'Отменить событие' }).click()
    const confirm = page.getByRole('dialog', { name: 'Отменить событие?' })
    await confirm.getByRole('button', { name: 'Отменить событие' }).click()
    await expect(confirm).toBeHidden()
    await expect(page.getByText('Отменено', { exact: true })).toBeVisible()
    await pageB.goto(eventUrl)
    await expect(pageB.getByText('Событие отменено организатором.')).toBeVisible()
    await other.close()
  })
})
