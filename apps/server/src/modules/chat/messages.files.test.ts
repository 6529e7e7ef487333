import { AttachmentMessage, BYTES_PER_MB, GeneralErrorCode, LIMITS, MessageType } from '@nauka/contracts'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { dialogMembers } from '../../db/schema'
import { translate } from '../../platform/i18n/messages'
import { useTestServer } from '../../test/test-server'
import { uploadPdfs } from '../posts/posts.fixtures'
import { insertDialog, insertFileRow, nextChatEvent, send, sendOk } from './messages.fixtures'
import { MessageFileType } from './messages.policy'

const env = useTestServer({ listen: true })
const { newUser, open } = env
const text = MessageType.TextMessage

describe('files in messages', () => {
  it('attaches uploaded files in order with their fileType, readable by members only', async () => {
    const [a, b, stranger] = await Promise.all([newUser(), newUser(), newUser()])
    const dialogId = await insertDialog(env.db, [a.id, b.id])
    const [pdf] = await uploadPdfs(env.as(a), 1)
    const image = await insertFileRow(env.db, a.id, { mime: 'image/png', extension: 'png' })
    const sb = await open(b)
    const atB = nextChatEvent(sb, (e) => e.message !== null)
    const message = await sendOk(await open(a), {
      dialog: dialogId,
      cType: text,
      files: [image, pdf?.id ?? ''],
    })
    expect(message.files.map((f) => [f.id, f.fileType])).toEqual([
      [image, MessageFileType.Image],
      [pdf?.id, MessageFileType.Other],
    ])
    expect(message.text).toBeNull()
    expect((await atB).message?.files).toEqual(message.files)
    const url = `/api/core/file/${pdf?.id}`
    expect((await env.as(b)('GET', url)).statusCode).toBe(200)
    expect((await env.as(stranger)('GET', url)).statusCode).toBe(404)
    expect((await env.as()('GET', url)).statusCode).toBe(401)
  })

  it('takes the file away from a member who left', async () => {
    const [a, b, c] = await Promise.all([newUser(), newUser(), newUser()])
    const dialogId = await insertDialog(env.db, [a.id, b.id, c.id])
    const [pdf] = await uploadPdfs(env.as(a), 1)
    await sendOk(await open(a), { dialog: dialogId, cType: text, files: [pdf?.id ?? ''] })
    const url = `/api/core/file/${pdf?.id}`
    expect((await env.as(c)('GET', url)).statusCode).toBe(200)
    await env.db
      .update(dialogMembers)
      .set({ leftAt: new Date() })
      .where(and(eq(dialogMembers.dialogId, dialogId), eq(dialogMembers.userId, c.id)))
    expect((await env.as(c)('GET', url)).statusCode).toBe(404)
  })

  it('sends a voice message with exactly one audio file (fileType 21)', async () => {
    const [a, b] = await Promise.all([newUser(), newUser()])
    const dialogId = await insertDialog(env.db, [a.id, b.id])
    const sa = await open(a)
    const ogg = await insertFileRow(env.db, a.id, { mime: 'audio/ogg', extension: 'ogg' })
    const webm = await insertFileRow(env.db, a.id, { mime: 'video/webm', extension: 'webm' })
    for (const file of [ogg, webm]) {
      const voice = await sendOk(sa, { dialog: dialogId, cType: MessageType.VoiceMessage, files: [file] })
      expect(voice.files.map((f) => f.fileType)).toEqual([MessageFileType.Voice])
    }
    const pdf = await insertFileRow(env.db, a.id)
    const two = [
      await insertFileRow(env.db, a.id, { mime: 'audio/ogg', extension: 'ogg' }),
      await insertFileRow(env.db, a.id, { mime: 'audio/ogg', extension: 'ogg' }),
    ]
    for (const files of [[], [pdf], two]) {
      const answer = await send(sa, { dialog: dialogId, cType: MessageType.VoiceMessage, files })
      expect(answer).toEqual({
        ok: false,
        error: {
          code: GeneralErrorCode.ValidationFailed,
          message: `files: ${translate('ru', 'chat.message.voiceFile')}`,
        },
      })
    }
  })

  it('refuses 11 files, and more than 100 MB in total', async () => {
    const [a, b] = await Promise.all([newUser(), newUser()])
    const dialogId = await insertDialog(env.db, [a.id, b.id])
    const sa = await open(a)
    const eleven = await Promise.all(
      Array.from({ length: LIMITS.attachmentsMaxFiles + 1 }, () => insertFileRow(env.db, a.id)),
    )
    const tooMany = await send(sa, { dialog: dialogId, cType: text, files: eleven })
    expect(tooMany).toMatchObject({ ok: false, error: { code: GeneralErrorCode.ValidationFailed } })
    const big = await Promise.all([
      insertFileRow(env.db, a.id, { size: 60 * BYTES_PER_MB }),
      insertFileRow(env.db, a.id, { size: 41 * BYTES_PER_MB }),
    ])
    const tooLarge = await send(sa, { dialog: dialogId, cType: text, files: big })
    expect(tooLarge).toEqual({
      ok: false,
      error: {
        code: GeneralErrorCode.ValidationFailed,
        message: `files: ${translate('ru', AttachmentMessage.tooLarge)}`,
      },
    })
    const ten = await sendOk(sa, { dialog: dialogId, cType: text, files: eleven.slice(0, 10) })
    expect(ten.files).toHaveLength(10)
  })

  it("refuses another user's file, a missing file and a file already on a message", async () => {
    const [a, b] = await Promise.all([newUser(), newUser()])
    const dialogId = await insertDialog(env.db, [a.id, b.id])
    const sa = await open(a)
    const theirs = await insertFileRow(env.db, b.id)
    expect(await send(sa, { dialog: dialogId, cType: text, files: [theirs] })).toEqual({
      ok: false,
      error: { code: GeneralErrorCode.Forbidden, message: translate('ru', 'chat.message.fileNotOwned') },
    })
    const missing = '00000000-0000-4000-8000-000000000000'
    expect(await send(sa, { dialog: dialogId, cType: text, files: [missing] })).toMatchObject({
      ok: false,
      error: { code: GeneralErrorCode.NotFound },
    })
    const mine = await insertFileRow(env.db, a.id)
    await sendOk(sa, { dialog: dialogId, cType: text, files: [mine] })
    expect(await send(sa, { dialog: dialogId, cType: text, files: [mine] })).toMatchObject({
      ok: false,
      error: { code: GeneralErrorCode.Conflict },
    })
  })
})
