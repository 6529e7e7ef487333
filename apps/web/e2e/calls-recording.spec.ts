import { randomInt } from 'node:crypto'
import { type DialogRecordInfo, RecordStatus } from '@nauka/contracts'
import type { Page } from '@playwright/test'
import { webmSeconds } from '../../server/src/test/ffprobe'
import { axeViolations } from './axe'
import * as calls from './calls'
import { expect, siteLogs, test } from './sfu'
import { allow } from './time'

test.use({ launchOptions: calls.FAKE_MEDIA_LAUNCH })

/** How long the call is recorded; the stored file must last as long, give or take TOLERANCE_S. */
const RECORD_SECONDS = 10
const TOLERANCE_S = 2

const indicator = (page: Page) => calls.screen(page).getByRole('status').filter({ hasText: 'Идёт запись' })

test('recording a call through the media server: everyone sees it running, and the stored WebM lasts the ten seconds recorded', async ({
  browser,
  baseURL,
  site,
}) => {
  test.setTimeout(allow(360_000))
  const a = await calls.person(browser, baseURL, 'Люмьер', 'Огюст')
  const b = await calls.person(browser, baseURL, 'Люмьер', 'Луи')
  const c = await calls.person(browser, baseURL, 'Жорж', 'Мельес')
  const dialogId = await calls.createDialog(a, [b, c], `Синематограф ${randomInt(1e6)}`)
  const groupPath = `/chats/${dialogId}`
  for (const p of [b, c, a]) await calls.openLive(p.page, groupPath)

  // ---- A video call of three through Janus
  await calls.callAndAccept(a, [b, c], 'Видеозвонок')
  for (const p of [a, b, c]) {
    await expect(p.page.getByTestId('call-root'), siteLogs(site)).toHaveAttribute('data-media', 'sfu')
    await calls.expectMediaFromEach(
      p.page,
      p,
      [a, b, c].filter((q) => q !== p),
    )
  }

  // ---- The organiser records (a chat user holds 82:608 too): every participant sees the indicator
  const record = calls.screen(a.page).getByRole('button', { name: 'Запись', exact: true })
  await expect(record).toHaveAttribute('aria-pressed', 'false')
  await record.click()
  await expect(record).toHaveAttribute('aria-pressed', 'true')
  for (const p of [a, b, c]) await expect(indicator(p.page)).toBeVisible()
  expect(await axeViolations(b.page, 'call being recorded')).toEqual([])
  // Ten seconds of the call go into the recording (a wait for media, not a timed assertion).
  await a.page.waitForTimeout(RECORD_SECONDS * 1000)
  await record.click()
  await expect(record).toHaveAttribute('aria-pressed', 'false')
  for (const p of [a, b, c]) await expect(indicator(p.page)).toHaveCount(0)

  // ---- The server makes one WebM of it: listed as finished with its file
  let listed: DialogRecordInfo | undefined
  await expect
    .poll(
      async () => {
        const answer = await a.page.request.get(`/api/v1/calls/record/list/dialog/${dialogId}`)
        expect(answer.status(), await answer.text()).toBe(200)
        ;[listed] = (await answer.json()) as DialogRecordInfo[]
        return listed?.recordStatus
      },
      { timeout: 120_000, message: `the recording processed (status 3)\n${siteLogs(site)}` },
    )
    .toBe(RecordStatus.Finished)
  const file = listed?.recordFile
  expect(file?.mime).toMatch(/^video\/webm/)

  // ---- Downloaded with A's cookies and decoded by ffprobe: it lasts as long as the recording ran.
  // The window is the server's (start to stop): on two busy cores the clicks and the indicator
  // checks inside it stretch the ten seconds aimed at, and the file must cover the whole window.
  const window = (Date.parse(listed?.recordEndDate ?? '') - Date.parse(listed?.recordStartDate ?? '')) / 1000
  expect(window).toBeGreaterThanOrEqual(RECORD_SECONDS)
  const download = await a.page.request.get(file?.url ?? '')
  expect(download.status()).toBe(200)
  const seconds = webmSeconds(await download.body())
  test.info().annotations.push({
    type: 'recorded duration (s)',
    description: `${seconds} of a ${window} s window`,
  })
  expect(Math.abs(seconds - window)).toBeLessThanOrEqual(TOLERANCE_S)

  // ---- After the call, the dialog lists the recording with a player
  // A group call goes on while someone is in it (the organiser's leaving hands the role on): all hang up.
  for (const p of [a, b, c]) await calls.screen(p.page).getByRole('button', { name: 'Завершить' }).click()
  for (const p of [a, b, c]) await calls.expectIdle(p.page)
  await c.page
    .getByRole('button', { name: 'Записи звонков' })
    .or(c.page.getByRole('menuitem', { name: 'Записи звонков' }))
    .click()
  const recordings = c.page.getByRole('dialog', { name: 'Записи звонков' })
  await expect(recordings).toBeVisible()
  await expect(recordings.getByText(listed?.name ?? '')).toBeVisible()
  const player = recordings.locator('video[controls]')
  await expect(player).toHaveCount(1)
  await expect
    .poll(() => player.evaluate((video: HTMLVideoElement) => video.duration), {
      timeout: calls.MEDIA_TIMEOUT,
      message: 'the player loads the file',
    })
    .toBeGreaterThan(RECORD_SECONDS - TOLERANCE_S)
  await expect(
    recordings.getByRole('link', { name: 'Скачать' }).or(recordings.getByRole('button', { name: 'Скачать' })),
  ).toBeVisible()
  // C is a chat user, neither owner nor manager: no delete for them.
  await expect(recordings.getByRole('button', { name: 'Удалить' })).toHaveCount(0)
  expect(await axeViolations(c.page, 'call recordings')).toEqual([])
  await Promise.all([a, b, c].map((p) => p.context.close()))
})
