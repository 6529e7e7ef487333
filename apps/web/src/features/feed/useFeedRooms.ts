import { SocialEventType } from '@nauka/contracts'
import { useEffect, useRef } from 'react'
import { useSocket } from '../../api/SocketProvider'
import type { AppSocket } from '../../api/socket'
import { chunked, roomChanges } from './live.model'

/** A `subStats` or `unsubStats` event names at most this many posts (contracts SocialClientEvent). */
const POSTS_PER_EVENT = 100

const emitRooms = (socket: AppSocket, type: 'subStats' | 'unsubStats', ids: readonly number[]) => {
  for (const postIds of chunked(ids, POSTS_PER_EVENT)) socket.emit('social', { type, postIds })
}

/**
 * Keeps the socket in the statistics rooms of exactly the listed posts, as the post page does for
 * its one post: only the changes are sent as the list grows or shrinks, all of them again after a
 * reconnection (a new connection is in no room), and every room is left when the list goes away.
 * The server lets a reader into the rooms of posts they may read only.
 */
export const useFeedRooms = (postIds: readonly number[]): void => {
  const socket = useSocket()
  const joined = useRef<ReadonlySet<number>>(new Set())
  const wanted = useRef(postIds)
  useEffect(() => {
    wanted.current = postIds
  })

  const sync = useRef((target: AppSocket) => {
    const { join, leave } = roomChanges(joined.current, wanted.current)
    emitRooms(target, SocialEventType.UnsubStats, leave)
    emitRooms(target, SocialEventType.SubStats, join)
    joined.current = new Set(wanted.current)
  }).current

  const key = postIds.join(',')
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names the listed posts
  useEffect(() => {
    if (socket?.connected) sync(socket)
  }, [socket, key, sync])

  useEffect(() => {
    if (!socket) return
    const connected = () => {
      joined.current = new Set()
      sync(socket)
    }
    socket.on('connect', connected)
    return () => {
      socket.off('connect', connected)
      if (socket.connected) emitRooms(socket, SocialEventType.UnsubStats, [...joined.current])
      joined.current = new Set()
    }
  }, [socket, sync])
}
