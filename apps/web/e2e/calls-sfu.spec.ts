import { randomInt } from 'node:crypto'
import type { Person } from './calls'
import * as calls from './calls'
import { expect, siteLogs, test } from './sfu'

// Eight people in one Chromium: the fake camera at 10 frames a second spares the two cores.
test.use({ launchOptions: calls.fakeMediaLaunch(10) })
// Twice in full CI runs (never alone) one of the eight lacked one or all of the others' media after
// 135 s: the server now tries a refused subscriber update again (sfu.retry.ts) and a failure attaches
// the server's and Janus's logs. One retry keeps a 25-minute run from hanging on this one heavy spec
// while the logs say whether anything is left; a second failure still fails the run.
test.describe.configure({ retries: 1 })

/** Eight people sending and receiving video on two cores gather and connect slowly. */
const CROWD_TIMEOUT = 3 * calls.MEDIA_TIMEOUT

const NAMES: [[string, string], ...[string, string][]] = [
  ['Нильс', 'Бор'],
  ['Лиза', 'Мейтнер'],
  ['Отто', 'Ган'],
  ['Макс', 'Борн'],
  ['Эрвин', 'Шрёдингер'],
  ['Поль', 'Дирак'],
  ['Вольфганг', 'Паули'],
  ['Энрико', 'Ферми'],
]

/** Each one receives every other person's media, and uploads one video stream (or one simulcast set). */
const expectOneUploadEach = async (people: Person[]) => {
  for (const p of people) {
    const others = people.filter((q) => q !== p)
    await calls.expectMediaFromEach(p.page, p, others, CROWD_TIMEOUT)
  }
  const uploads = []
  for (const p of people) uploads.push(await calls.outboundVideo(p.page))
  test.info().annotations.push({
    type: `outbound video with ${people.length}`,
    description: uploads.map((u) => `${u.sets} set(s) of ${u.layers} layer(s)`).join('; '),
  })
  expect(uploads.map((u) => u.sets)).toEqual(people.map(() => 1))
  return uploads
}

test('a group video call of eight through the media server: each receives the seven others and uploads one stream, as with three', async ({
  browser,
  baseURL,
  site,
}) => {
  test.setTimeout(600_000)
  const [[hostFirst, hostLast], ...guestNames] = NAMES
  const host = await calls.person(browser, baseURL, hostFirst, hostLast)
  const guests: Person[] = []
  for (const [first, last] of guestNames) guests.push(await calls.person(browser, baseURL, first, last))
  const people = [host, ...guests]
  const groupPath = `/chats/${await calls.createDialog(host, guests, `Сольвеевский конгресс ${randomInt(1e6)}`)}`
  for (const p of people) await calls.openLive(p.page, groupPath)

  // ---- The host starts a video call; the seven others accept: the call goes through Janus
  await host.page.getByRole('button', { name: 'Видеозвонок' }).click()
  // All at once: one after the other, on two busy cores the last ones' ringing ran out first.
  await Promise.all(
    guests.map((p) =>
      calls.incoming(p.page).getByRole('button', { name: 'Принять' }).click({ timeout: CROWD_TIMEOUT }),
    ),
  )
  for (const p of people) {
    await expect(p.page.getByTestId('call-root')).toHaveAttribute('data-call-status', 'received', {
      timeout: CROWD_TIMEOUT,
    })
    await expect(p.page.getByTestId('call-root'), siteLogs(site)).toHaveAttribute('data-media', 'sfu')
  }
  // A tile can go and come back meanwhile (a socket that missed its heartbeat on the busy cores
  // reconnects and resumes): the checks wait as long as gathering does, and never hold a tile.
  for (const p of people) {
    await expect(calls.remoteTiles(p.page, p)).toHaveCount(7, { timeout: CROWD_TIMEOUT })
    await expect(calls.remoteTiles(p.page, p).and(p.page.locator(':not([data-media="sfu"])'))).toHaveCount(
      0,
      { timeout: CROWD_TIMEOUT },
    )
  }

  // ---- Eight: every one receives media from each of the seven others, and uploads one set
  const withEight = await expectOneUploadEach(people)

  // ---- Five hang up: the three left still receive each other, and upload no more and no less
  const leaving = people.slice(3)
  for (const p of leaving) await calls.screen(p.page).getByRole('button', { name: 'Завершить' }).click()
  for (const p of leaving) await calls.expectIdle(p.page)
  const three = people.slice(0, 3)
  for (const p of three) await expect(calls.remoteTiles(p.page, p)).toHaveCount(2, { timeout: CROWD_TIMEOUT })
  const withThree = await expectOneUploadEach(three)
  expect(withThree.map((u) => u.sets)).toEqual(withEight.slice(0, 3).map((u) => u.sets))
  await Promise.all(people.map((p) => p.context.close()))
})
