import { MessageAction, MessageType, ReadStatus } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import {
  appendMessage,
  applyDelete,
  applyReadAction,
  applyUpdate,
  failOutgoing,
  groupByDay,
  hasOlderMessages,
  nextReadRequest,
  type Outgoing,
  oldestFirst,
  retryOutgoing,
  sendingBlocked,
  settleOutgoing,
} from './model'
import { messageOf } from './test-data'

const ME = 2
const OTHER = 3

const outgoing = (clientId: string): Outgoing => ({
  clientId,
  cType: MessageType.TextMessage,
  text: 'Привет',
  fileIds: [],
  fileNames: [],
  createdAt: '2030-01-01T12:00:00.000Z',
  status: 'pending',
  error: null,
})

describe('appendMessage', () => {
  it('adds a new message at the end', () => {
    const next = appendMessage([messageOf(1), messageOf(2)], messageOf(3))
    expect(next.map((m) => m.id)).toEqual([1, 2, 3])
  })

  it('does not repeat a message that is already there, taking its newer content', () => {
    const next = appendMessage([messageOf(1), messageOf(2)], messageOf(2, { text: 'новый' }))
    expect(next.map((m) => m.id)).toEqual([1, 2])
    expect(next[1]?.text).toBe('новый')
  })

  it('puts a message that arrived late in its place', () => {
    expect(appendMessage([messageOf(1), messageOf(3)], messageOf(2)).map((m) => m.id)).toEqual([1, 2, 3])
  })
})

describe('outgoing messages', () => {
  it('leave the pending list when the server echoes their clientId, once', () => {
    const list = [outgoing('a'), outgoing('b')]
    expect(settleOutgoing(list, 'a').map((o) => o.clientId)).toEqual(['b'])
    expect(settleOutgoing(settleOutgoing(list, 'a'), 'a').map((o) => o.clientId)).toEqual(['b'])
    expect(settleOutgoing(list, null)).toHaveLength(2)
  })

  it('a failed send blocks sending until it is retried (SPEC 4)', () => {
    const failed = failOutgoing([outgoing('a')], 'a', { text: 'boom' })
    expect(failed[0]).toMatchObject({ status: 'failed', error: { text: 'boom' } })
    expect(sendingBlocked(failed)).toBe(true)
    expect(sendingBlocked(retryOutgoing(failed, 'a'))).toBe(false)
    expect(sendingBlocked(settleOutgoing(failed, 'a'))).toBe(false)
  })
})

describe('applyReadAction', () => {
  const thread = [
    messageOf(1, { ownerId: ME, read: ReadStatus.Read }),
    messageOf(2, { ownerId: ME }),
    messageOf(3, { ownerId: OTHER }),
    messageOf(4, { ownerId: ME }),
  ]
  const read = (userId: number, messageId: number, messageStatus: 2 | 3) =>
    ({ type: MessageAction.Read, userId, messageId, messageStatus }) as const

  it('moves the reader’s own messages up to the id forward when another member reads', () => {
    const next = applyReadAction(thread, read(OTHER, 2, ReadStatus.Delivered), ME)
    expect(next.map((m) => m.read)).toEqual([ReadStatus.Read, ReadStatus.Delivered, 1, 1])
  })

  it('never moves a mark back', () => {
    const next = applyReadAction(thread, read(OTHER, 4, ReadStatus.Delivered), ME)
    expect(next[0]?.read).toBe(ReadStatus.Read)
    const again = applyReadAction(applyReadAction(thread, read(OTHER, 4, 3), ME), read(OTHER, 4, 2), ME)
    expect(again.filter((m) => m.ownerId === ME).map((m) => m.read)).toEqual([3, 3, 3])
  })

  it('marks others’ messages when the reader read them elsewhere (another tab)', () => {
    const next = applyReadAction(thread, read(ME, 4, ReadStatus.Read), ME)
    expect(next.map((m) => m.read)).toEqual([3, 1, 3, 1])
  })
})

describe('applyUpdate and applyDelete', () => {
  it('replaces an edited message and keeps the further read mark', () => {
    const thread = [messageOf(1, { read: ReadStatus.Read }), messageOf(2)]
    const next = applyUpdate(thread, messageOf(1, { text: 'правка', updatedAt: '2030-01-01T13:00:00Z' }))
    expect(next[0]).toMatchObject({ text: 'правка', read: ReadStatus.Read })
    expect(next[1]).toBe(thread[1])
  })

  it('removes a deleted message (SPEC 4)', () => {
    expect(applyDelete([messageOf(1), messageOf(2)], 1).map((m) => m.id)).toEqual([2])
  })
})

describe('nextReadRequest', () => {
  const messages = [
    messageOf(1, { ownerId: OTHER, read: ReadStatus.Read }),
    messageOf(2, { ownerId: OTHER }),
    messageOf(3, { ownerId: ME }),
    messageOf(4, { ownerId: null, type: MessageType.SystemMessage }),
    messageOf(5, { ownerId: OTHER, type: MessageType.CallActivated }),
    messageOf(6, { ownerId: OTHER, read: ReadStatus.Delivered }),
  ]
  const base = {
    dialogId: 7,
    selectedDialogId: 7,
    me: ME,
    messages,
    visible: () => true,
    alreadyAsked: new Set<number>(),
  }

  it('asks to mark visible unread messages of others and system messages as read', () => {
    expect(nextReadRequest(base)).toEqual({ dialogId: 7, messages: [2, 4, 6], readStatus: ReadStatus.Read })
  })

  it('sends nothing for a dialog that is not selected (SPEC 5)', () => {
    expect(nextReadRequest({ ...base, selectedDialogId: 8 })).toBeNull()
    expect(nextReadRequest({ ...base, selectedDialogId: null })).toBeNull()
  })

  it('leaves out messages not yet seen and those already asked for', () => {
    const request = nextReadRequest({ ...base, visible: (id) => id !== 6, alreadyAsked: new Set([2]) })
    expect(request?.messages).toEqual([4])
    expect(nextReadRequest({ ...base, alreadyAsked: new Set([2, 4, 6]) })).toBeNull()
  })
})

describe('groupByDay', () => {
  it('starts a new group when the day changes', () => {
    const groups = groupByDay([
      messageOf(1, { createdAt: new Date(2030, 0, 1, 9).toISOString() }),
      messageOf(2, { createdAt: new Date(2030, 0, 1, 23).toISOString() }),
      messageOf(3, { createdAt: new Date(2030, 0, 2, 1).toISOString() }),
    ])
    expect(groups.map((g) => [g.day, g.messages.map((m) => m.id)])).toEqual([
      ['2030-01-01', [1, 2]],
      ['2030-01-02', [3]],
    ])
  })

  it('gives nothing for no messages', () => {
    expect(groupByDay([])).toEqual([])
  })
})

describe('hasOlderMessages', () => {
  it('stops at the dialog’s first message id (SPEC 5)', () => {
    expect(hasOlderMessages(21, 21, 20)).toBe(false)
    expect(hasOlderMessages(22, 21, 20)).toBe(true)
  })

  it('stops after a short page, and for an empty dialog', () => {
    expect(hasOlderMessages(30, 1, 7)).toBe(false)
    expect(hasOlderMessages(null, null, 0)).toBe(false)
    expect(hasOlderMessages(null, 5, 0)).toBe(false)
  })
})

describe('oldestFirst', () => {
  it('orders the server’s newest-first page for display', () => {
    expect(oldestFirst([messageOf(3), messageOf(1), messageOf(2)]).map((m) => m.id)).toEqual([1, 2, 3])
  })
})
