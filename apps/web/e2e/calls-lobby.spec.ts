import { randomInt } from 'node:crypto'
import type { Page } from '@playwright/test'
import { axeViolations } from './axe'
import * as calls from './calls'
import { E2E_CALL_RING_SECONDS } from './env'
import { expect, test } from './fixtures'
import { allow } from './time'

test.use({ launchOptions: calls.FAKE_MEDIA_LAUNCH })

const participantsPanel = (page: Page) => page.getByRole('complementary', { name: 'Участники' })

declare global {
  interface Window {
    /** Whether each getUserMedia of the page asked for the camera, in order. */
    __askedVideo?: boolean[]
  }
}

test('the lobby: a member joining after the ringing waits until the organiser lets them in; taking the camera permit away turns their camera off for good, joining again without it never asks for the camera, and once it is given back the camera is asked for and sent', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(allow(300_000))
  const a = await calls.person(browser, baseURL, 'Ада', 'Лавлейс')
  const b = await calls.person(browser, baseURL, 'Чарльз', 'Бэббидж')
  const c = await calls.person(browser, baseURL, 'Мэри', 'Сомервилл')
  const groupPath = `/chats/${await calls.createDialog(a, [b, c], `Машина ${randomInt(1e6)}`)}`
  for (const p of [b, c, a]) await calls.openLive(p.page, groupPath)

  // ---- A calls the group; C accepts, B lets it ring out
  await a.page.getByRole('button', { name: 'Видеозвонок' }).click()
  await calls.incoming(c.page).getByRole('button', { name: 'Принять' }).click()
  for (const p of [a, c]) await calls.expectInCall(p.page)
  await expect(calls.incoming(b.page)).toBeVisible()
  await expect(calls.incoming(b.page)).toHaveCount(0, { timeout: (E2E_CALL_RING_SECONDS + 30) * 1000 })

  // ---- B joins after the ringing: B waits in the lobby, with no media
  await b.page.getByRole('button', { name: 'Присоединиться к звонку' }).click()
  const waiting = b.page.getByText('Ожидание: администратор звонка скоро впустит вас')
  await expect(waiting).toBeVisible({ timeout: calls.MEDIA_TIMEOUT })
  await expect(b.page.getByRole('button', { name: 'Отменить' })).toBeVisible()
  expect(await axeViolations(b.page, 'waiting in the lobby')).toEqual([])

  // ---- A opens the participants and finds B in the lobby
  const toggle = calls.screen(a.page).getByRole('button', { name: 'Участники', exact: true })
  await expect(toggle).toHaveAttribute('aria-pressed', 'false')
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  const panel = participantsPanel(a.page)
  await expect(panel).toBeVisible()
  await expect(panel.getByText('Лобби')).toBeVisible()
  await expect(panel.getByText('Организатор')).toBeVisible()
  expect(await axeViolations(a.page, 'participants panel with the lobby')).toEqual([])

  // ---- A lets B in: B is rung, accepts and is connected with both
  await panel.getByRole('button', { name: `Впустить ${b.name}` }).click()
  await calls.incoming(b.page).getByRole('button', { name: 'Принять' }).click()
  await calls.expectInCall(b.page)
  await expect(waiting).toHaveCount(0)
  await expect(panel.getByRole('button', { name: `Впустить ${b.name}` })).toHaveCount(0)
  for (const p of [a, b, c]) await calls.expectMediaFlowing(p.page, 2)
  const camera = calls.screen(b.page).getByRole('button', { name: 'Камера', exact: true })
  await expect(camera).toHaveAttribute('aria-pressed', 'true')
  await expect(camera).toBeEnabled()

  // ---- A takes B's camera permit away: B's camera goes off and cannot be turned on again
  await panel.getByRole('button', { name: `Действия: ${b.name}` }).click()
  const cameraPermit = a.page.getByRole('menuitemcheckbox', { name: 'Камера' })
  await expect(cameraPermit).toHaveAttribute('aria-checked', 'true')
  await cameraPermit.click()
  await expect(camera).toHaveAttribute('aria-pressed', 'false')
  await expect(camera).toBeDisabled()
  // Everyone sees the camera off: B's tile shows the avatar, no picture.
  const bTile = a.page.locator(`[data-testid="call-tile"][data-user-id="${b.account.id}"]`)
  await expect(bTile.locator('video')).toBeHidden()

  // ---- B leaves and joins again without the permit: the camera is not even asked for (no light)
  await b.page.evaluate(() => {
    const devices = navigator.mediaDevices
    const native = devices.getUserMedia.bind(devices)
    window.__askedVideo = []
    devices.getUserMedia = (constraints) => {
      window.__askedVideo?.push(Boolean(constraints?.video))
      return native(constraints)
    }
  })
  const asked = () => b.page.evaluate(() => window.__askedVideo)
  await calls.screen(b.page).getByRole('button', { name: 'Завершить' }).click()
  await calls.expectIdle(b.page)
  await b.page.getByRole('button', { name: 'Присоединиться к звонку' }).click()
  await calls.expectInCall(b.page)
  for (const p of [a, b, c]) await calls.expectMediaFlowing(p.page, 2)
  expect(await asked()).toEqual([false])
  await expect(camera).toBeDisabled()
  expect((await calls.outboundVideo(b.page)).sets).toBe(0)

  // ---- A gives the permit back; B turns the camera on: asked now, and sent to both others
  await panel.getByRole('button', { name: `Действия: ${b.name}` }).click()
  await expect(cameraPermit).toHaveAttribute('aria-checked', 'false')
  await cameraPermit.click()
  await expect(camera).toBeEnabled()
  await camera.click()
  await expect(camera).toHaveAttribute('aria-pressed', 'true')
  expect(await asked()).toEqual([false, true])
  await expect(bTile.locator('video')).toBeVisible()
  await expect
    .poll(async () => (await calls.outboundVideo(b.page)).sets, { timeout: calls.MEDIA_TIMEOUT })
    .toBe(2)
  await Promise.all([a, b, c].map((p) => p.context.close()))
})
