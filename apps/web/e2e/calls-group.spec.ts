import { randomInt } from 'node:crypto'
import type { Page } from '@playwright/test'
import type { Person } from './calls'
import * as calls from './calls'
import { expect, test } from './fixtures'
import { allow } from './time'

test.use({ launchOptions: calls.FAKE_MEDIA_LAUNCH })

/** The tile of `who` on `page` while they are connected (answer status 1). */
const connectedTile = (page: Page, who: Person) =>
  page.locator(`[data-testid="call-tile"][data-user-id="${who.account.id}"][data-status="1"]`)

test('a group call of three: all talk, one leaves and the other two go on, then it joins again from the dialog', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(allow(240_000))
  const a = await calls.person(browser, baseURL, 'Лиза', 'Мейтнер')
  const b = await calls.person(browser, baseURL, 'Отто', 'Ган')
  const c = await calls.person(browser, baseURL, 'Фриц', 'Штрассман')
  const groupPath = `/chats/${await calls.createDialog(a, [b, c], `Семинар ${randomInt(1e6)}`)}`
  await calls.openLive(b.page, '/feed')
  await calls.openLive(c.page, groupPath)
  await calls.openLive(a.page, groupPath)

  // ---- A calls the group; B and C accept
  await calls.callAndAccept(a, [b, c])
  const everyone = [a, b, c]
  for (const p of everyone) await calls.expectMediaFlowing(p.page, 2)
  for (const p of everyone) for (const q of everyone) await expect(connectedTile(p.page, q)).toHaveCount(1)

  // ---- C hangs up: A and B keep media flowing between them
  await calls.screen(c.page).getByRole('button', { name: 'Завершить' }).click()
  await calls.expectIdle(c.page)
  for (const p of [a, b]) {
    await expect(connectedTile(p.page, c)).toHaveCount(0)
    await calls.expectMediaFlowing(p.page, 1)
  }

  // ---- The group's dialog offers C the call going on; C joins again and all three talk
  await c.page.getByRole('button', { name: 'Присоединиться к звонку' }).click()
  await calls.expectInCall(c.page)
  for (const p of everyone) await calls.expectMediaFlowing(p.page, 2)
  await Promise.all(everyone.map((p) => p.context.close()))
})
