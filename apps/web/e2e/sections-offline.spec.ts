import { expect, test } from './fixtures'
import { keptCache } from './offline-cache'
import { allow } from './time'

/**
 * Issue 18: each new section reads offline what was last loaded in it: a group's page with its
 * posts, the events list and an event's page, the marketplace and a listing's page.
 */

const created = async (response: { status(): number; text(): Promise<string>; json(): Promise<unknown> }) => {
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { id: number }).id
}

test('groups, events and the marketplace show offline what was last loaded, with the offline notice', async ({
  page,
  context,
  // Signs the reader in: the sections are read signed in.
  account: _reader,
}) => {
  const names = {
    group: 'Лаборатория физики плазмы',
    post: 'Запуск нового токамака',
    event: 'Школа по физике плазмы',
    listing: 'Расчёт магнитных полей на заказ',
  }
  const groupId = await created(
    await page.request.post('/api/core/groups', {
      data: { name: names.group, description: 'Термоядерный синтез и диагностика плазмы.' },
    }),
  )
  await created(
    await page.request.post(`/api/core/groups/${groupId}/posts`, {
      data: { title: names.post, text: 'Первая плазма получена в понедельник.' },
    }),
  )
  const starts = new Date(Date.now() + 21 * 86_400_000)
  starts.setUTCHours(7, 0, 0, 0)
  const eventId = await created(
    await page.request.post('/api/core/events', {
      data: {
        kind: 3,
        title: names.event,
        startsAt: starts.toISOString(),
        endsAt: new Date(starts.getTime() + 3 * 86_400_000).toISOString(),
        timeZone: 'Asia/Novosibirsk',
        place: 'Новосибирск, Академгородок',
        groupId,
      },
    }),
  )
  const listingId = await created(
    await page.request.post('/api/core/market/listings', {
      data: {
        kind: 1,
        category: 4,
        title: names.listing,
        description: 'Моделирование магнитной конфигурации установки.',
        remote: true,
      },
    }),
  )

  // Each page, what it shows, and the queries of it the offline copy must hold (as written there).
  const visits = [
    {
      path: `/groups/${groupId}`,
      shows: [names.group, names.post],
      kept: [`"queryKey":["groups","detail",${groupId}]`, `"queryKey":["posts","group",${groupId}]`],
    },
    { path: '/events', shows: [names.event], kept: ['"queryKey":["events","list","upcoming",'] },
    { path: `/events/${eventId}`, shows: [names.event], kept: [`"queryKey":["events","one",${eventId}]`] },
    { path: '/marketplace', shows: [names.listing], kept: ['"queryKey":["market","list",'] },
    {
      path: `/marketplace/${listingId}`,
      shows: [names.listing],
      kept: [`"queryKey":["market","listing",${listingId}]`],
    },
  ]
  const main = page.locator('main')
  for (const [index, { path, shows, kept }] of visits.entries()) {
    await page.goto(path)
    for (const text of shows) await expect(main.getByText(text, { exact: true }).first()).toBeVisible()
    // The copy is written a moment after the page loads (throttled); the next page restores it.
    for (const query of kept) await expect.poll(() => keptCache(page)).toContain(query)
    if (index === 0)
      await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
        timeout: allow(15_000),
      })
  }
  for (const text of Object.values(names)) expect(await keptCache(page)).toContain(text)

  await context.setOffline(true)
  for (const { path, shows } of visits) {
    await page.goto(path)
    await expect(page.getByText('Нет подключения к сети. Данные могут быть устаревшими.')).toBeVisible()
    for (const text of shows) await expect(main.getByText(text, { exact: true }).first()).toBeVisible()
  }
  await context.setOffline(false)
})
