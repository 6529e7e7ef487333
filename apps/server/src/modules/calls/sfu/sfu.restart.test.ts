import { CallRecordInfo, DialogRecordInfo, RecordStatus } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { nextEvent } from '../../../platform/realtime/socket-test-client'
import { useTestServer } from '../../../test/test-server'
import { until } from '../../../test/until'
import { insertDialog } from '../../chat/messages.fixtures'
import { CALLS, callOk, httpCall, joinCall, nextCall, startCall } from '../calls.fixtures'
import { findCall, findSessions } from '../calls.queries'
import { addRemotePublisher, mediaEvent, publishOffer, sendRtp, useJanus } from './sfu.fixtures'
import { roomOf } from './sfu.model'

/** Janus killed and run again where it was, as a crash and a restart by its supervisor would. */
const media = useJanus()
const env = useTestServer(() => media.env())
const { newUser, open } = env

/** A group of three in a call through the media server: A called, B and C answered. */
async function groupCall() {
  const [a, b, c] = await Promise.all([newUser(), newUser(), newUser()])
  const dialogId = await insertDialog(env.db, [a.id, b.id, c.id])
  const [sa, sb, sc] = await Promise.all([open(a), open(b), open(c)])
  const started = await startCall(sa, dialogId, 2)
  const [joinedB, joinedC] = [await joinCall(sb, dialogId), await joinCall(sc, dialogId)]
  const row = await findCall(env.db, started.call.id)
  const room = row && roomOf(row)
  if (!room) throw new Error('the group call has no room')
  const sessions = { a: started.session, b: joinedB.session, c: joinedC.session }
  return { a, b, c, sa, sb, sc, dialogId, room, sessions }
}

/** Janus down for `work`, then up again however `work` ended (the file's later tests need it). */
async function whileJanusIsDown(work: () => Promise<void>) {
  await media.janus.kill()
  try {
    await work()
  } finally {
    await media.janus.start()
  }
}

const tokenOf = async (sessionId: string) => (await findSessions(env.db, [sessionId]))[0]?.janusToken

describe('a call when Janus restarts', () => {
  it('tells each session in the room to start its media over, and makes the room again for those who come back, allowing only their tokens', async () => {
    const { sa, sb, sc, dialogId, room, sessions } = await groupCall()
    for (const [socket, id] of [
      [sa, sessions.a],
      [sb, sessions.b],
    ] as const)
      expect(await mediaEvent(socket, { action: 'subscribe', dialogId, mediaSessionId: id })).toMatchObject({
        ok: true,
      })
    const [oldA, oldB] = [await tokenOf(sessions.a), await tokenOf(sessions.b)]
    expect(new Set(await media.rooms.allowed(room))).toEqual(new Set([oldA, oldB]))
    const toldA = nextEvent(sa, 'callMediaRestart')
    const toldB = nextEvent(sb, 'callMediaRestart')

    await whileJanusIsDown(async () => {
      expect(await toldA).toEqual({ dialogId, mediaSessionId: sessions.a })
      expect(await toldB).toEqual({ dialogId, mediaSessionId: sessions.b })
      // A leaves while Janus is away: its token cannot be taken off a list nobody holds now.
      await callOk(sa, { action: 'leave', dialogId, mediaSessionId: sessions.a })
    })

    // B publishes again and C comes in at the same moment, as their browsers retry until the server
    // reaches Janus again (it waits a little after failing): both find the room gone, one makes it again.
    // Each retries on its own: the server's wait can end between B's request and C's, so one may be
    // refused in a round the other passes.
    const ok = <T extends { ok: boolean }>(answer: T) => answer.ok
    const [published, subscribed] = await Promise.all([
      until(
        () =>
          mediaEvent(sb, {
            action: 'publish',
            dialogId,
            mediaSessionId: sessions.b,
            jsep: publishOffer(),
            sources: [
              { mid: '0', source: 'microphone' },
              { mid: '1', source: 'camera' },
            ],
          }),
        ok,
      ),
      until(() => mediaEvent(sc, { action: 'subscribe', dialogId, mediaSessionId: sessions.c }), ok),
    ])
    if (!published.ok) throw new Error(published.error.message)
    expect(published.jsep?.type).toBe('answer')
    expect(subscribed.ok).toBe(true)

    const rooms = await until(
      () => media.rooms.list().catch(() => null),
      (list) => list !== null,
    )
    expect(rooms).toEqual([room.room])
    const [newB, tokenC] = [await tokenOf(sessions.b), await tokenOf(sessions.c)]
    expect(newB).not.toBe(oldB)
    expect(new Set(await media.rooms.allowed(room))).toEqual(new Set([newB, tokenC]))
    expect(new Set((await media.rooms.participants(room)).map((p) => p.display))).toEqual(
      new Set([sessions.b, sessions.c]),
    )
  })

  it('stops a recording running when Janus is lost, makes a file of what was recorded, and tells the call', async () => {
    const { a, b, sb, dialogId, room, sessions } = await groupCall()
    const remote = await addRemotePublisher(media.client, room, sessions.a)
    const sending = sendRtp(remote, 4)
    const started = await env.as(a)('PUT', `${CALLS}/record/start/dialog/${dialogId}`, {})
    expect(started.statusCode, started.body).toBe(200)
    const record = CallRecordInfo.parse(started.json())
    await sending
    const told = nextCall(sb, (call) => call.record === null)

    await whileJanusIsDown(async () => {
      await told
      expect((await httpCall(env.as(b), dialogId)).record).toBeNull()
    })

    const list = async () => {
      const res = await env.as(b)('GET', `${CALLS}/record/list/dialog/${dialogId}`)
      expect(res.statusCode, res.body).toBe(200)
      return z.array(DialogRecordInfo).parse(res.json())
    }
    const made: number[] = [RecordStatus.Finished, RecordStatus.Error]
    const [done] = await until(list, ([r]) => made.includes(r?.recordStatus ?? 0))
    expect(done).toMatchObject({ recordId: record.id, recordStatus: RecordStatus.Finished })
    expect(done?.recordFile?.durationSec).toBeGreaterThan(2)
  })
})
