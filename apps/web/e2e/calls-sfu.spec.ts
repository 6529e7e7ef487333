import { randomInt } from 'node:crypto'
import { chromium } from '@playwright/test'
import type { Person } from './calls'
import * as calls from './calls'
import { expect, siteLogs, test } from './sfu'

// The fake camera at 10 frames a second spares the two cores. No screenshots in the trace: the
// screencast of eight pages of moving video took enough of the cores to fail the call on its own
// (two runs out of two with it, on a slow day; the same day without it, the call passed).
test.use({
  launchOptions: calls.fakeMediaLaunch(10),
  trace: { mode: 'retain-on-failure', screenshots: false },
})
// On a slow day the eight failed most runs, alone too: sockets missed their heartbeat ("ping
// timeout" in the server's log) while the pages' own event loops never stood still for more than
// 5 s, and each reconnection restarted that person's media for all the others. One Chromium carries
// every page's sockets and RTP packets through its one network service; two halve that (the people
// stand for machines of their own anyway). One retry keeps a 25-minute run from hanging on this
// heavy spec; a second failure still fails the run, with each person's connections attached.
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

/** The warnings and errors each person's page logged, by user id, for a failure's report. */
const listen = (people: Person[]) => {
  const logged = new Map(people.map((p) => [p.account.id, [] as string[]]))
  for (const p of people)
    p.page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning')
        logged.get(p.account.id)?.push(`${new Date().toISOString()} ${m.type()} ${m.text().slice(0, 300)}`)
    })
  return logged
}

/**
 * Each one receives every other person's media, and uploads one video stream (or one simulcast
 * set). When someone does not, every person's connections and tiles are attached to the failure.
 */
const expectOneUploadEach = async (people: Person[], logged: Map<number, string[]>) => {
  for (const p of people) {
    const others = people.filter((q) => q !== p)
    try {
      await calls.expectMediaFromEach(p.page, p, others, CROWD_TIMEOUT)
    } catch (error) {
      const reports = await Promise.all(
        people.map(async (q) => ({
          user: q.account.id,
          console: logged.get(q.account.id),
          report: await calls.peerReport(q.page).catch(String),
        })),
      )
      await test.info().attach('connections of each person', {
        body: JSON.stringify({ failedFor: p.account.id, reports }, null, 1),
        contentType: 'application/json',
      })
      throw error
    }
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
  const second = await chromium.launch(calls.fakeMediaLaunch(10))
  try {
    const [[hostFirst, hostLast], ...guestNames] = NAMES
    const host = await calls.person(browser, baseURL, hostFirst, hostLast)
    const guests: Person[] = []
    for (const [index, [first, last]] of guestNames.entries())
      guests.push(await calls.person(index < 3 ? browser : second, baseURL, first, last))
    const people = [host, ...guests]
    const logged = listen(people)
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
    const withEight = await expectOneUploadEach(people, logged)

    // ---- Five hang up: the three left still receive each other, and upload no more and no less
    const leaving = people.slice(3)
    for (const p of leaving) await calls.screen(p.page).getByRole('button', { name: 'Завершить' }).click()
    for (const p of leaving) await calls.expectIdle(p.page)
    const three = people.slice(0, 3)
    for (const p of three)
      await expect(calls.remoteTiles(p.page, p)).toHaveCount(2, { timeout: CROWD_TIMEOUT })
    const withThree = await expectOneUploadEach(three, logged)
    expect(withThree.map((u) => u.sets)).toEqual(withEight.slice(0, 3).map((u) => u.sets))
    await Promise.all(people.map((p) => p.context.close()))
  } finally {
    await second.close()
  }
})
