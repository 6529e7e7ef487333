import { IceConfig } from '@nauka/contracts'
import type { Person } from './calls'
import * as calls from './calls'
import { TURN_URL_ENV } from './env'
import { expect, test } from './fixtures'
import { allow } from './time'

test.use({ launchOptions: calls.FAKE_MEDIA_LAUNCH })

/** The ICE servers the app handed to its peer connections: each address with its username. */
const iceServersOf = (p: Person) =>
  p.page.evaluate(() =>
    (window.__peers ?? [])
      .flatMap((peer) => peer.getConfiguration().iceServers ?? [])
      .flatMap((server) => [server.urls].flat().map((url) => ({ url, username: server.username }))),
  )

test('relay-only: the call goes through the real coturn with the credentials the server issued', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(allow(150_000))
  const turnUrl = process.env[TURN_URL_ENV]
  if (!turnUrl) throw new Error('coturn is not installed: run `bash scripts/ensure-system.sh coturn`')
  // Both browsers may only relay, as behind NATs that let nothing else through.
  const a = await calls.person(browser, baseURL, 'Мария', 'Кюри', { relayOnly: true })
  const b = await calls.person(browser, baseURL, 'Пьер', 'Кюри', { relayOnly: true })

  // ---- The server issues this user coturn REST credentials (expiry:userId)
  const issued = await a.page.request.get('/api/v1/calls/ice-servers')
  expect(issued.status(), await issued.text()).toBe(200)
  const { iceServers } = IceConfig.parse(await issued.json())
  expect(iceServers).toEqual([
    {
      urls: turnUrl,
      username: expect.stringMatching(new RegExp(`^\\d+:${a.account.id}$`)),
      credential: expect.any(String),
    },
  ])

  // ---- A calls B, B accepts: media flows over relayed candidates on both sides
  const dialogPath = `/chats/${await calls.createDialog(a, [b])}`
  await calls.openLive(b.page, dialogPath)
  await calls.openLive(a.page, dialogPath)
  await calls.callAndAccept(a, [b])
  for (const p of [a, b]) {
    const [peer] = await calls.expectMediaFlowing(p.page, 1)
    expect(peer).toMatchObject({ local: 'relay', remote: 'relay' })
    expect(await iceServersOf(p)).toContainEqual({
      url: turnUrl,
      username: expect.stringMatching(new RegExp(`^\\d+:${p.account.id}$`)),
    })
  }
  await Promise.all([a, b].map((p) => p.context.close()))
})
