import { randomInt } from 'node:crypto'
import { axeViolations } from './axe'
import * as calls from './calls'
import { expect, test } from './fixtures'
import { allow } from './time'

test.use({ launchOptions: calls.FAKE_MEDIA_LAUNCH })

test('a group call everyone declines: the caller is told so in a notice that reads in the light and dark themes', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(allow(120_000))
  const a = await calls.person(browser, baseURL, 'Эмми', 'Нётер')
  const b = await calls.person(browser, baseURL, 'Софья', 'Ковалевская')
  const groupPath = `/chats/${await calls.createDialog(a, [b], `Алгебра ${randomInt(1e6)}`)}`
  for (const p of [b, a]) await calls.openLive(p.page, groupPath)

  // ---- A calls the group; B declines: nobody is left to ring, the call ends
  await a.page.getByRole('button', { name: 'Видеозвонок' }).click()
  await calls.incoming(b.page).getByRole('button', { name: 'Отклонить' }).click()
  const notice = a.page.getByRole('alert').filter({ hasText: 'Звонок отклонён' })
  await expect(notice).toBeVisible({ timeout: calls.MEDIA_TIMEOUT })
  // The notice goes by itself after a while, unless the pointer rests on it.
  await notice.hover()

  // ---- The info notice reads at AA contrast in both themes (the page follows the system's)
  for (const scheme of ['light', 'dark'] as const) {
    await a.page.emulateMedia({ colorScheme: scheme })
    await expect(a.page.locator('html')).toHaveAttribute('data-mui-color-scheme', scheme)
    await expect(notice).toBeVisible()
    expect(await axeViolations(a.page, `declined notice, ${scheme}`)).toEqual([])
  }
  await calls.expectIdle(a.page)
  await Promise.all([a, b].map((p) => p.context.close()))
})
