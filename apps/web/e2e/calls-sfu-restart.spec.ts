import { randomInt } from 'node:crypto'
import type { Page } from '@playwright/test'
import { axeViolations } from './axe'
import * as calls from './calls'
import { expect, siteLogs, test } from './sfu'
import { allow } from './time'

test.use({ launchOptions: calls.FAKE_MEDIA_LAUNCH })

/** The call screen's notice while media cannot flow through the media server. */
const lostNotice = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Связь с сервером звонков потеряна, переподключаемся…' })

test('a call through the media server outlives a Janus restart: everyone is told, then receives the others again', async ({
  browser,
  baseURL,
  site,
}) => {
  test.setTimeout(allow(360_000))
  const a = await calls.person(browser, baseURL, 'Гуглиельмо', 'Маркони')
  const b = await calls.person(browser, baseURL, 'Александр', 'Попов')
  const c = await calls.person(browser, baseURL, 'Никола', 'Тесла')
  const people = [a, b, c]
  const groupPath = `/chats/${await calls.createDialog(a, [b, c], `Радио ${randomInt(1e6)}`)}`
  for (const p of [b, c, a]) await calls.openLive(p.page, groupPath)

  // ---- A video call of three through Janus: each receives the two others
  await calls.callAndAccept(a, [b, c], 'Видеозвонок')
  for (const p of people) {
    await expect(p.page.getByTestId('call-root'), siteLogs(site)).toHaveAttribute('data-media', 'sfu')
    await calls.expectMediaFromEach(
      p.page,
      p,
      people.filter((q) => q !== p),
    )
  }

  // ---- Janus dies: every participant is told the media is reconnecting (a status that axe accepts)
  await site.janus.kill()
  for (const p of people) await expect(lostNotice(p.page), siteLogs(site)).toBeVisible()
  expect(await axeViolations(b.page, 'media server lost')).toEqual([])

  // ---- Janus is back where it was: the room is made again, the notice goes, media flows again
  await site.janus.start()
  for (const p of people) {
    await expect(lostNotice(p.page), siteLogs(site)).toHaveCount(0, { timeout: calls.MEDIA_TIMEOUT })
    await calls.expectMediaFromEach(
      p.page,
      p,
      people.filter((q) => q !== p),
    )
  }
  await expect(calls.screen(a.page)).toBeVisible()

  // A group call goes on while someone is in it: all hang up.
  for (const p of people) await calls.screen(p.page).getByRole('button', { name: 'Завершить' }).click()
  for (const p of people) await calls.expectIdle(p.page)
  await Promise.all(people.map((p) => p.context.close()))
})
