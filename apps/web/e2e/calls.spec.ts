import { axeViolations } from './axe'
import * as calls from './calls'
import { expect, test } from './fixtures'
import { allow } from './time'

test.use({ launchOptions: calls.FAKE_MEDIA_LAUNCH })

test('a video call: B accepts, media flows both ways, A minimizes and reads the feed, B hangs up', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(allow(180_000))
  const a = await calls.person(browser, baseURL, 'Мария', 'Кюри')
  const b = await calls.person(browser, baseURL, 'Пьер', 'Кюри')
  const dialogId = await calls.createDialog(a, [b])
  const dialogPath = `/chats/${dialogId}`

  // ---- B reads the feed; A calls from the dialog
  await calls.openLive(b.page, '/feed')
  await calls.openLive(a.page, dialogPath)
  await a.page.getByRole('button', { name: 'Видеозвонок' }).click()
  await expect(a.page.getByTestId('call-root')).toHaveAttribute('data-call-status', 'calling')

  // ---- B's feed rings; B accepts
  const ringing = calls.incoming(b.page)
  await expect(ringing).toBeVisible()
  await expect(ringing).toContainText(a.name)
  expect(await axeViolations(b.page, 'incoming call')).toEqual([])
  await ringing.getByRole('button', { name: 'Принять' }).click()

  // ---- Both connected, each receiving the other's media
  await calls.expectInCall(a.page)
  await calls.expectInCall(b.page)
  await expect(calls.remoteTiles(a.page, a)).toHaveAttribute('data-peer', 'connected', {
    timeout: allow(45_000),
  })
  await expect(calls.remoteTiles(b.page, b)).toHaveAttribute('data-peer', 'connected', {
    timeout: allow(45_000),
  })
  await calls.expectMediaFlowing(a.page, 1)
  await calls.expectMediaFlowing(b.page, 1)
  await expect(calls.screen(a.page).getByRole('button', { name: 'Микрофон' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  expect(await axeViolations(a.page, 'call screen')).toEqual([])

  // ---- A minimizes and moves to the feed inside the app: the call goes on
  await calls.screen(a.page).getByRole('button', { name: 'Свернуть' }).click()
  await expect(a.page.getByRole('button', { name: 'Развернуть' })).toBeVisible()
  await a.page.getByRole('link', { name: 'Лента' }).first().click()
  await expect(a.page).toHaveURL(/\/feed$/)
  await expect(a.page.getByRole('button', { name: 'Развернуть' })).toBeVisible()
  expect(await axeViolations(a.page, 'minimized call on the feed')).toEqual([])
  await calls.expectMediaFlowing(a.page, 1)
  await calls.expectMediaFlowing(b.page, 1)

  // ---- B hangs up: both idle, the dialog tells the call's length
  await calls.screen(b.page).getByRole('button', { name: 'Завершить' }).click()
  await calls.expectIdle(b.page)
  await calls.expectIdle(a.page)
  await calls.openLive(a.page, dialogPath)
  await calls.openLive(b.page, dialogPath)
  for (const page of [a.page, b.page])
    await expect(calls.thread(page).getByText(/Звонок завершён · \d+:\d\d/)).toBeVisible()
  await a.context.close()
  await b.context.close()
})
