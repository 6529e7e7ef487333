import {
  type ChatSocketMessage,
  MessageType,
  type NotificationEvent,
  NotificationKind,
  SettingsElementRef,
} from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { useTestServer } from '../../test/test-server'
import { until } from '../../test/until'
import { recordChat, sendOk } from '../chat/messages.fixtures'
import { addComment } from '../posts/comments.fixtures'
import { createPost } from '../posts/posts.fixtures'
import { follow, setSettings } from '../profile/settings.fixtures'
import { holds, person as makePerson, type Person } from './notifications.fixtures'

/**
 * Settings 132:21–24, the notification switches: a switched-off kind never reaches the user's
 * sockets (notifications are not stored anywhere, so nothing is kept for later either).
 */

const env = useTestServer({ listen: true })

const person = (firstName: string) => makePerson(env, firstName)

const toggle = (who: Person, ref: string, on: boolean) => setSettings(who.api, { [ref]: on })
const commentIds = (inbox: NotificationEvent[]) => inbox.map((n) => ('commentId' in n ? n.commentId : null))

describe('new comments on my posts (132:21)', () => {
  it('switched off, the author hears of no comment on their posts; switched on, again', async () => {
    const [alice, bob] = await Promise.all([person('Alice'), person('Bob')])
    const post = await createPost(alice.api)
    await toggle(alice, SettingsElementRef.NotifyComments, false)
    await addComment(bob.api, post.id)
    await toggle(alice, SettingsElementRef.NotifyComments, true)
    const heard = await addComment(bob.api, post.id)
    expect(commentIds(await holds(alice.inbox, 1))).toEqual([heard.id])
  })

  it('switched off, the author still hears of a reply to their own comment as a reply', async () => {
    const [alice, bob] = await Promise.all([person('Alice'), person('Bob')])
    const post = await createPost(alice.api)
    const own = await addComment(alice.api, post.id)
    await toggle(alice, SettingsElementRef.NotifyComments, false)
    await addComment(bob.api, post.id)
    const reply = await addComment(bob.api, post.id, own.id)
    expect((await holds(alice.inbox, 1)).map((n) => [n.kind, 'commentId' in n && n.commentId])).toEqual([
      [NotificationKind.CommentReply, reply.id],
    ])
  })
})

describe('replies to my comments (132:22)', () => {
  it('switched off, the author answered hears nothing, while the post author still does', async () => {
    const [alice, bob, carol] = await Promise.all([person('Alice'), person('Bob'), person('Carol')])
    const post = await createPost(alice.api)
    const bobs = await addComment(bob.api, post.id)
    await toggle(bob, SettingsElementRef.NotifyReplies, false)
    const quiet = await addComment(carol.api, post.id, bobs.id)
    await toggle(bob, SettingsElementRef.NotifyReplies, true)
    const heard = await addComment(carol.api, post.id, bobs.id)
    expect(commentIds(await holds(bob.inbox, 1))).toEqual([heard.id])
    expect(commentIds(await holds(alice.inbox, 3))).toEqual([bobs.id, quiet.id, heard.id])
  })
})

describe('new chat messages (132:23)', () => {
  const text = (dialog: number, words: string) => ({ dialog, cType: MessageType.TextMessage, text: words })
  /** The new messages among the events (read marks travel on the same event), once `n` are there. */
  const newMessages = (events: ChatSocketMessage[], n: number) =>
    until(
      () => events.filter((e) => e.message !== null),
      (messages) => messages.length >= n,
    )

  it('marks a message for a toast only for recipients who want one', async () => {
    const [alice, bob] = await Promise.all([person('Alice'), person('Bob')])
    const [atAlice, atBob] = [recordChat(alice.socket), recordChat(bob.socket)]
    const first = await sendOk(alice.socket, {
      interlocutor: bob.user.id,
      cType: MessageType.TextMessage,
      text: 'Loud',
    })
    await toggle(bob, SettingsElementRef.NotifyMessages, false)
    await sendOk(alice.socket, text(first.dialogId, 'Quiet'))
    await toggle(bob, SettingsElementRef.NotifyMessages, true)
    await sendOk(alice.socket, text(first.dialogId, 'Loud again'))
    expect((await newMessages(atBob, 3)).map((e) => [e.message?.text, e.notify])).toEqual([
      ['Loud', true],
      ['Quiet', false],
      ['Loud again', true],
    ])
    // The message itself arrives either way: only the toast is the user's choice. Never for the sender.
    expect((await newMessages(atAlice, 3)).map((e) => e.notify)).toEqual([false, false, false])
  })

  it('marks no toast in a dialog the recipient muted', async () => {
    const [alice, bob] = await Promise.all([person('Alice'), person('Bob')])
    const atBob = recordChat(bob.socket)
    const first = await sendOk(alice.socket, {
      interlocutor: bob.user.id,
      cType: MessageType.TextMessage,
      text: 'Hi',
    })
    const muted = await bob.api('POST', `/api/chat/v1/dialogs/disable-notifications/${first.dialogId}`)
    expect(muted.statusCode, muted.body).toBeLessThan(300)
    await sendOk(alice.socket, text(first.dialogId, 'Muted'))
    expect((await newMessages(atBob, 2)).map((e) => [e.message?.text, e.notify])).toEqual([
      ['Hi', true],
      ['Muted', false],
    ])
  })
})

describe('new followers (132:24)', () => {
  it('tells the user who started following them, named in both languages', async () => {
    const [alice, bob] = await Promise.all([person('Alice'), person('Bob')])
    await bob.api('POST', '/api/core/user_profile/info', {
      firstName: 'Боб',
      lastName: 'Тестов',
      firstNameEn: 'Bob',
      lastNameEn: 'Testov',
    })
    await follow(bob.api, alice.user.id)
    const [ntf] = await holds(alice.inbox, 1)
    expect(ntf).toEqual({
      kind: NotificationKind.NewFollower,
      rAuthor: `202:${bob.user.id}`,
      authorName: 'Боб Тестов',
      authorNameEn: 'Bob Testov',
      date: expect.any(String),
    })
    expect(Date.parse(ntf && 'date' in ntf ? ntf.date : '')).not.toBeNaN()
  })

  it('switched off, tells them of nobody; switched on, again', async () => {
    const [alice, bob, carol] = await Promise.all([person('Alice'), person('Bob'), person('Carol')])
    await toggle(alice, SettingsElementRef.NotifyFollowers, false)
    await follow(bob.api, alice.user.id)
    await toggle(alice, SettingsElementRef.NotifyFollowers, true)
    await follow(carol.api, alice.user.id)
    expect((await holds(alice.inbox, 1)).map((n) => ('rAuthor' in n ? n.rAuthor : null))).toEqual([
      `202:${carol.user.id}`,
    ])
  })
})
