import { describe, expect, it } from 'vitest'
import { SOCKET_PATH, SocialEventType, SocketEvent, StatsTopic } from './realtime-constants'

describe('realtime constants', () => {
  it('serves Socket.IO under the chat base path', () => {
    expect(SOCKET_PATH).toBe('/api/chat/socket.io')
  })

  it('names the socket events message, social, connect, disconnect and ntf', () => {
    expect(Object.values(SocketEvent)).toEqual(['message', 'social', 'connect', 'disconnect', 'ntf'])
  })

  it('names the social subtypes and stats topics of SPEC 3', () => {
    expect(Object.values(SocialEventType)).toEqual(['view', 'subStats', 'unsubStats'])
    expect(Object.values(StatsTopic)).toEqual(['postStats', 'commentStats', 'postUpd'])
  })
})
