import pino from 'pino'
import { expect, it } from 'vitest'
import { startJanus } from '../../../test/janus'
import { until } from '../../../test/until'
import { JanusClient, JanusUnavailable } from './janus-client'
import { JanusRooms } from './janus-rooms'

it('tells its listeners when Janus goes, refuses at once while it is away, and connects again once it is back', async () => {
  const first = await startJanus()
  const port = Number(new URL(first.url).port)
  const client = new JanusClient({
    url: first.url,
    apiSecret: first.apiSecret,
    log: pino({ level: 'silent' }),
  })
  const rooms = new JanusRooms(client, first.adminKey)
  let resets = 0
  client.onReset(() => {
    resets += 1
  })
  let second: Awaited<ReturnType<typeof startJanus>> | null = null
  try {
    const made = await rooms.create(1)
    expect(await rooms.list()).toEqual([made.room])
    await first.stop()
    await until(
      () => resets,
      (n) => n > 0,
    )
    await expect(client.attach()).rejects.toBeInstanceOf(JanusUnavailable)
    // Janus restarted where the platform expects it (its rooms are gone with the old process).
    second = await startJanus({ wsPort: port, apiSecret: first.apiSecret })
    const again = new JanusRooms(client, second.adminKey)
    const rooms2 = await until(
      () => again.list().catch(() => null),
      (list) => list !== null,
    )
    expect(rooms2).toEqual([])
    // Closed on purpose (the app stopping): its listeners would reach a database already closed.
    const before = resets
    await client.close()
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(resets).toBe(before)
  } finally {
    await client.close()
    await second?.stop()
    await first.stop()
  }
})
