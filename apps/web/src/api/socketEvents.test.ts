import { MessageAction, NotificationKind, StatsTopic } from '@nauka/contracts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { parseServerEvent } from './serverEventParser'
import { createSocketDispatcher, type EventSource, type ServerEventParser } from './socketEvents'

/** A socket with listeners by event name, as Socket.IO keeps them. */
const sourceOf = () => {
  const listeners = new Map<string, Set<(payload: unknown) => void>>()
  const source: EventSource & {
    send: (kind: string, payload: unknown) => void
    count: (kind: string) => number
  } = {
    on: (kind, listener) => listeners.set(kind, (listeners.get(kind) ?? new Set()).add(listener)),
    off: (kind, listener) => listeners.get(kind)?.delete(listener),
    send: (kind, payload) => {
      for (const listener of listeners.get(kind) ?? []) listener(payload)
    },
    count: (kind) => listeners.get(kind)?.size ?? 0,
  }
  return source
}

const stats = {
  topic: StatsTopic.PostStats,
  postId: 5,
  meta: { view_count: 1, comment_count: 2, reaction_count: 3 },
}
const removed = { dialog: 7, message: null, action: { type: MessageAction.RemoveChat }, clientId: null }

afterEach(() => {
  vi.useRealTimers()
})

/** A loader's promise and what it hands on have run (microtasks only, so fake timers wait). */
const settled = async () => {
  for (let turn = 0; turn < 3; turn++) await Promise.resolve()
}

describe('parseServerEvent', () => {
  it('answers the event as its contract reads it, without what the contract does not name', () => {
    expect(parseServerEvent('social', { ...stats, extra: 'dropped' })).toEqual(stats)
    expect(parseServerEvent('message', removed)).toEqual(removed)
  })

  it('answers null for a payload that breaks the contract of its kind', () => {
    expect(parseServerEvent('social', { ...stats, postId: 'five' })).toBeNull()
    expect(parseServerEvent('ntf', stats)).toBeNull()
    expect(parseServerEvent('presence', undefined)).toBeNull()
  })

  it('reads both kinds of notification', () => {
    const follower = {
      kind: NotificationKind.NewFollower,
      rAuthor: '202:5',
      authorName: 'Ада',
      authorNameEn: null,
      date: '2030-01-01T12:00:00.000Z',
    }
    expect(parseServerEvent('ntf', follower)).toEqual(follower)
  })
})

describe('the socket dispatcher', () => {
  it('listens once per kind however many subscribe, and hands each the parsed event in order', () => {
    const socket = sourceOf()
    const dispatcher = createSocketDispatcher(socket, () => parseServerEvent)
    const seen: string[] = []
    dispatcher.subscribe('social', (event) => seen.push(`first ${event.postId}`))
    dispatcher.subscribe('social', (event) => seen.push(`second ${event.topic}`))
    expect(socket.count('social')).toBe(1)

    socket.send('social', { ...stats, extra: 'dropped' })
    expect(seen).toEqual(['first 5', `second ${StatsTopic.PostStats}`])
  })

  it('parses each event once, not once per subscriber', () => {
    const socket = sourceOf()
    const dispatcher = createSocketDispatcher(socket, () => parseServerEvent)
    const received: unknown[] = []
    dispatcher.subscribe('message', (event) => received.push(event))
    dispatcher.subscribe('message', (event) => received.push(event))
    socket.send('message', removed)
    expect(received).toHaveLength(2)
    expect(received[0]).toBe(received[1])
  })

  it('hands an event that breaks the contract to nobody', () => {
    const socket = sourceOf()
    const handler = vi.fn()
    createSocketDispatcher(socket, () => parseServerEvent).subscribe('message', handler)
    socket.send('message', { dialog: 'seven' })
    expect(handler).not.toHaveBeenCalled()
  })

  it('gives each kind only its own events', () => {
    const socket = sourceOf()
    const dispatcher = createSocketDispatcher(socket, () => parseServerEvent)
    const social = vi.fn()
    const message = vi.fn()
    dispatcher.subscribe('social', social)
    dispatcher.subscribe('message', message)
    socket.send('message', removed)
    expect(social).not.toHaveBeenCalled()
    expect(message).toHaveBeenCalledTimes(1)
  })

  it('stops listening to a kind when its last subscriber leaves, and listens again for a new one', () => {
    const socket = sourceOf()
    const dispatcher = createSocketDispatcher(socket, () => parseServerEvent)
    const first = vi.fn()
    const leaveFirst = dispatcher.subscribe('presence', first)
    const leaveSecond = dispatcher.subscribe('presence', vi.fn())
    leaveFirst()
    expect(socket.count('presence')).toBe(1)
    socket.send('presence', { userId: 3, isOnline: true, lastSeen: null })
    expect(first).not.toHaveBeenCalled()
    leaveSecond()
    expect(socket.count('presence')).toBe(0)

    const again = vi.fn()
    dispatcher.subscribe('presence', again)
    expect(socket.count('presence')).toBe(1)
    socket.send('presence', { userId: 3, isOnline: false, lastSeen: null })
    expect(again).toHaveBeenCalledTimes(1)
  })

  it('counts one function subscribed twice as two subscriptions', () => {
    const socket = sourceOf()
    const dispatcher = createSocketDispatcher(socket, () => parseServerEvent)
    const handler = vi.fn()
    const leave = dispatcher.subscribe('message', handler)
    dispatcher.subscribe('message', handler)
    leave()
    socket.send('message', removed)
    expect(handler).toHaveBeenCalledTimes(1)
  })

  it('still hands the event to the others when one subscriber fails, and reports the failure', () => {
    vi.useFakeTimers()
    const socket = sourceOf()
    const dispatcher = createSocketDispatcher(socket, () => parseServerEvent)
    const after = vi.fn()
    dispatcher.subscribe('message', () => {
      throw new Error('broken subscriber')
    })
    dispatcher.subscribe('message', after)
    socket.send('message', removed)
    expect(after).toHaveBeenCalledTimes(1)
    expect(() => vi.runAllTimers()).toThrow('broken subscriber')
  })

  it('loads the parser with the first event, and hands the events that came meanwhile in their order', async () => {
    const socket = sourceOf()
    let ready: (parser: ServerEventParser) => void = () => {}
    const load = vi.fn(() => new Promise<ServerEventParser>((resolve) => (ready = resolve)))
    const dispatcher = createSocketDispatcher(socket, load)
    const seen: string[] = []
    dispatcher.subscribe('social', (event) => seen.push(`social ${event.postId}`))
    dispatcher.subscribe('message', (event) => seen.push(`message ${event.dialog}`))
    expect(load).not.toHaveBeenCalled()

    socket.send('message', removed)
    socket.send('social', stats)
    socket.send('message', { ...removed, dialog: 8 })
    expect(load).toHaveBeenCalledTimes(1)
    expect(seen).toEqual([])

    ready(parseServerEvent)
    await settled()
    expect(seen).toEqual(['message 7', 'social 5', 'message 8'])
    socket.send('social', { ...stats, postId: 6 })
    expect(seen.at(-1)).toBe('social 6')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('asks for the parser again with the next event when it failed to load, and loses no event', async () => {
    vi.useFakeTimers()
    const socket = sourceOf()
    const load = vi
      .fn<() => Promise<ServerEventParser>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(parseServerEvent)
    const dispatcher = createSocketDispatcher(socket, load)
    const seen: number[] = []
    dispatcher.subscribe('message', (event) => seen.push(event.dialog))

    socket.send('message', removed)
    await settled()
    expect(() => vi.runAllTimers()).toThrow('chunk failed')
    expect(seen).toEqual([])
    socket.send('message', { ...removed, dialog: 8 })
    expect(load).toHaveBeenCalledTimes(2)
    await settled()
    expect(seen).toEqual([7, 8])
  })
})
