import {
  CallPermit,
  CallRecordInfo,
  DialogRecordInfo,
  GeneralErrorCode,
  RecordStatus,
} from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createStorage } from '../../../platform/storage'
import type { TestUser } from '../../../test/auth-helpers'
import { webmCodecs } from '../../../test/ffprobe'
import { useTestServer } from '../../../test/test-server'
import { until } from '../../../test/until'
import { insertDialog } from '../../chat/messages.fixtures'
import { CALLS, errorCode, httpCall, joinCall, nextCall, startCall } from '../calls.fixtures'
import { findCall } from '../calls.queries'
import { addRemotePublisher, sendRtp, useJanus } from '../sfu/sfu.fixtures'
import { roomOf } from '../sfu/sfu.model'
import { recordKey } from './recording.job'

const media = useJanus()
const env = useTestServer(() => media.env())
const { newUser, open } = env

const RecordList = z.array(DialogRecordInfo)

/** A group of three: A calls (organiser), B answers (chat user), C is a member still rung. */
async function groupCall() {
  const [a, b, c] = await Promise.all([newUser(), newUser(), newUser()])
  const dialogId = await insertDialog(env.db, [a.id, b.id, c.id])
  const [sa, sb] = await Promise.all([open(a), open(b)])
  const { call, session } = await startCall(sa, dialogId, 2)
  await joinCall(sb, dialogId)
  const row = await findCall(env.db, call.id)
  const room = row && roomOf(row)
  if (!room) throw new Error('the group call has no room')
  return { a, b, c, sa, sb, dialogId, call, room, sessionA: session }
}

const start = (user: TestUser | undefined, dialogId: number, recordName?: string) =>
  env.as(user)('PUT', `${CALLS}/record/start/dialog/${dialogId}`, recordName ? { recordName } : {})
const stop = (user: TestUser | undefined, dialogId: number) =>
  env.as(user)('PUT', `${CALLS}/record/stop/dialog/${dialogId}`)
const list = async (user: TestUser, dialogId: number) => {
  const res = await env.as(user)('GET', `${CALLS}/record/list/dialog/${dialogId}`)
  expect(res.statusCode, res.body).toBe(200)
  return RecordList.parse(res.json())
}

describe('recording a call', () => {
  it('records what the room receives into one WebM, listed with its file and streamed with ranges', async () => {
    const { a, b, dialogId, room, sessionA } = await groupCall()
    // A's "browser" is plain RTP fed to Janus (a remote publisher under A's session).
    const remote = await addRemotePublisher(media.client, room, sessionA)
    const sending = sendRtp(remote, 6)
    const everyone = nextCall(await open(b), (call) => call.record !== null)
    const started = await start(a, dialogId, 'Семинар')
    expect(started.statusCode, started.body).toBe(200)
    const info = CallRecordInfo.parse(started.json())
    expect(info).toMatchObject({ name: 'Семинар', owner: a.id, status: RecordStatus.Active })
    expect((await everyone).record?.id).toBe(info.id)
    await sending
    const stopped = await stop(a, dialogId)
    expect(stopped.statusCode, stopped.body).toBe(200)
    expect(CallRecordInfo.parse(stopped.json()).endDate).not.toBeNull()
    expect((await httpCall(env.as(a), dialogId)).record).toBeNull()

    const [done] = await until(
      () => list(b, dialogId),
      ([r]) => r?.recordStatus === RecordStatus.Finished || r?.recordStatus === RecordStatus.Error,
    )
    expect(done?.recordStatus).toBe(RecordStatus.Finished)
    const file = done?.recordFile
    expect(file).toMatchObject({ mime: 'video/webm', name: 'Семинар.webm' })
    expect(file?.durationSec).toBeGreaterThan(4)
    expect(file?.durationSec).toBeLessThan(8)

    const whole = await env.as(b)('GET', file?.url ?? '')
    expect(whole.statusCode).toBe(200)
    expect(whole.headers['content-type']).toBe('video/webm')
    expect(whole.rawPayload.length).toBe(file?.size)
    const part = await env.as(b)('GET', file?.url ?? '', undefined, { range: 'bytes=0-99' })
    expect(part.statusCode).toBe(206)
    expect(part.rawPayload).toEqual(whole.rawPayload.subarray(0, 100))
    expect(webmCodecs(whole.rawPayload)).toEqual(['opus', 'vp8'])
  })

  it('refuses a start without the permit to record (403), on a peer-to-peer call (403) and a second one (409)', async () => {
    const { a, b, dialogId } = await groupCall()
    const taken = await env.as(a)('PATCH', `${CALLS}/dialog/${dialogId}/permits`, {
      user: b.id,
      delPermits: [CallPermit.Record],
    })
    expect(taken.statusCode, taken.body).toBe(200)
    const refused = await start(b, dialogId)
    expect(refused.statusCode).toBe(403)
    expect(errorCode(refused.body)).toBe(GeneralErrorCode.Forbidden)
    expect(refused.json().error.message).toBe('У вас нет права на это в звонке')

    expect((await start(a, dialogId)).statusCode).toBe(200)
    const again = await start(a, dialogId)
    expect(again.statusCode).toBe(409)
    expect(again.json().error.message).toBe('Звонок уже записывается')

    const [x, y] = await Promise.all([newUser(), newUser()])
    const personal = await insertDialog(env.db, [x.id, y.id])
    await startCall(await open(x), personal)
    const mesh = await start(x, personal)
    expect(mesh.statusCode).toBe(403)
    expect(mesh.json().error.message).toBe('Запись возможна только для звонков через медиасервер')
  })

  it('lets only its owner or a manager stop or delete it, and deletes nothing while it runs (409)', async () => {
    const { a, b, dialogId } = await groupCall()
    const info = CallRecordInfo.parse((await start(b, dialogId)).json())
    expect((await env.as(a)('DELETE', `${CALLS}/record/${info.id}`)).statusCode).toBe(409)
    const stranger = await newUser()
    expect((await stop(stranger, dialogId)).statusCode).toBe(404)
    expect((await stop(undefined, dialogId)).statusCode).toBe(401)
    // A is the organiser (82:611): they may stop B's recording.
    expect((await stop(a, dialogId)).statusCode).toBe(200)
    expect((await stop(a, dialogId)).statusCode).toBe(404)
    await until(
      () => list(a, dialogId),
      ([r]) => r?.recordStatus === RecordStatus.Error || r?.recordStatus === RecordStatus.Finished,
    )
    // Nobody published: nothing to make a file of.
    expect((await list(a, dialogId))[0]?.recordFile).toBeNull()
    for (const who of [stranger, undefined]) {
      const res = await env.as(who)('DELETE', `${CALLS}/record/${info.id}`)
      expect(res.statusCode).toBe(who ? 404 : 401)
    }
    expect((await env.as(a)('DELETE', `${CALLS}/record/${info.id}`)).json()).toBe(true)
    expect(await list(a, dialogId)).toEqual([])
  })

  it('deletes its row before its file: a delete that fails half way leaves no row without its file', async () => {
    const { a, dialogId } = await groupCall()
    const info = CallRecordInfo.parse((await start(a, dialogId)).json())
    await stop(a, dialogId)
    await until(
      () => list(a, dialogId),
      ([r]) => r?.recordStatus !== RecordStatus.Init,
    )
    // As if the job had made its file; then the row's delete fails (a crash, a lost connection).
    const key = recordKey(info.id)
    await createStorage(env.t.config).put(key, Buffer.from('webm'), 'video/webm')
    await env.t.database.executeSql(`update call_records set storage_key = $1 where id = $2`, [key, info.id])
    await env.t.database.executeSql(`
      create function refuse_record_delete() returns trigger language plpgsql as $$
        begin if old.id = ${info.id} then raise exception 'refused'; end if; return old; end $$;
      create trigger refuse_record_delete before delete on call_records
        for each row execute function refuse_record_delete();`)
    try {
      expect((await env.as(a)('DELETE', `${CALLS}/record/${info.id}`)).statusCode).toBe(500)
    } finally {
      await env.t.database.executeSql(
        'drop trigger refuse_record_delete on call_records; drop function refuse_record_delete();',
      )
    }
    expect(await createStorage(env.t.config).stat(key)).not.toBeNull()
    expect((await env.as(a)('DELETE', `${CALLS}/record/${info.id}`)).json()).toBe(true)
    expect(await createStorage(env.t.config).stat(key)).toBeNull()
  })

  it('refuses to delete to a member who neither owns nor manages it', async () => {
    const { a, b, dialogId } = await groupCall()
    const info = CallRecordInfo.parse((await start(a, dialogId)).json())
    await stop(a, dialogId)
    await until(
      () => list(a, dialogId),
      ([r]) => r?.recordStatus !== RecordStatus.Init,
    )
    const res = await env.as(b)('DELETE', `${CALLS}/record/${info.id}`)
    expect(res.statusCode).toBe(403)
  })

  it('lists to members allowed to view: not to a participant whose permit was taken, nor outside the dialog', async () => {
    const { a, b, c, dialogId } = await groupCall()
    await start(a, dialogId)
    const taken = await env.as(a)('PATCH', `${CALLS}/dialog/${dialogId}/permits`, {
      user: b.id,
      delPermits: [CallPermit.ViewRecordings],
    })
    expect(taken.statusCode, taken.body).toBe(200)
    expect(await list(a, dialogId)).toHaveLength(1)
    // C was rung with a chat user's permits, 82:609 among them.
    expect(await list(c, dialogId)).toHaveLength(1)
    expect(await list(b, dialogId)).toEqual([])
    const outsider = await env.as(await newUser())('GET', `${CALLS}/record/list/dialog/${dialogId}`)
    expect(outsider.statusCode).toBe(404)
    expect((await env.as()('GET', `${CALLS}/record/list/dialog/${dialogId}`)).statusCode).toBe(401)
  })

  it('stops with the call: the end of the call leaves no recording running', async () => {
    const { a, dialogId } = await groupCall()
    expect((await start(a, dialogId)).statusCode).toBe(200)
    expect((await env.as(a)('POST', `${CALLS}/dialog/${dialogId}/stop`)).statusCode).toBe(200)
    const [record] = await list(a, dialogId)
    expect(record?.recordEndDate).not.toBeNull()
  })
})
