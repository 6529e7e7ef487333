import type { NotificationEvent } from '@nauka/contracts'
import { recordEvents, type TestSocket } from '../../platform/realtime/socket-test-client'
import type { TestUser } from '../../test/auth-helpers'
import type { Client } from '../../test/http'
import type { TestServer } from '../../test/test-server'
import { until } from '../../test/until'

export interface Person<T extends NotificationEvent = NotificationEvent> {
  user: TestUser
  api: Client
  socket: TestSocket
  /** Every `ntf` this user's socket received (of those kept), in order. */
  inbox: T[]
}

/** A signed-in user with a name and a connected socket that records its notifications. */
export async function person<T extends NotificationEvent = NotificationEvent>(
  env: TestServer,
  firstName: string,
  keep: (event: NotificationEvent) => event is T = (event): event is T => true,
): Promise<Person<T>> {
  const user = await env.newUser()
  const api = env.as(user)
  await api('POST', '/api/core/user_profile/info', { firstName, lastName: 'Test' })
  const socket = await env.open(user)
  const inbox = recordEvents(socket, 'ntf', keep) as T[]
  return { user, api, socket, inbox }
}

/** The list once it holds `n` items (a socket delivers in order). */
export const holds = <T>(list: T[], n: number): Promise<T[]> => until(() => list.length >= n).then(() => list)
