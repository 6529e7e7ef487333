import {
  CallAck,
  type CallClientEvent,
  CallInfo,
  type CallSignal,
  type ChatSocketMessage,
  ErrorBody,
} from '@nauka/contracts'
import { expect } from 'vitest'
import { nextEvent, type TestSocket } from '../../platform/realtime/socket-test-client'
import type { Client } from '../../test/http'

/** Test helpers of calls: every answer parsed with its contract. */

export const CALLS = '/api/v1/calls'

export async function callEvent(socket: TestSocket, event: CallClientEvent | Record<string, unknown>) {
  return CallAck.parse(await socket.emitWithAck('call', event as CallClientEvent))
}

/** Sends a `call` event and insists on success: answers the call and the sender's session. */
export async function callOk(socket: TestSocket, event: CallClientEvent) {
  const answer = await callEvent(socket, event)
  if (!answer.ok) throw new Error(`call event refused: ${answer.error.code} ${answer.error.message}`)
  return answer
}

/** Starts a call and answers its info and the caller's session id. */
export async function startCall(socket: TestSocket, dialogId: number, type: 1 | 2 = 1) {
  const answer = await callOk(socket, { action: 'start', dialogId, type })
  if (!answer.call || !answer.mediaSessionId) throw new Error('no call started')
  return { call: answer.call, session: answer.mediaSessionId }
}

export async function joinCall(socket: TestSocket, dialogId: number) {
  const answer = await callOk(socket, { action: 'join', dialogId })
  if (!answer.call || !answer.mediaSessionId) throw new Error('not joined')
  return { call: answer.call, session: answer.mediaSessionId }
}

export const nextCall = (socket: TestSocket, match: (call: CallInfo) => boolean = () => true) =>
  nextEvent(socket, 'call', (e) => match(e.call)).then((e) => e.call)

/** The next chat message of a call type in the dialog. */
export const nextCallMessage = (socket: TestSocket, dialogId: number, type: number) =>
  nextEvent(
    socket,
    'message',
    (e: ChatSocketMessage) => e.dialog === dialogId && e.message?.type === type,
  ).then((e) => e.message)

export const offer: CallSignal = { kind: 'description', description: { type: 'offer', sdp: 'v=0 test' } }

export async function httpCall(client: Client, dialogId: number): Promise<CallInfo> {
  const res = await client('GET', `${CALLS}/dialog/${dialogId}`)
  expect(res.statusCode, res.body).toBe(200)
  return CallInfo.parse(res.json())
}

export const errorCode = (body: string) => ErrorBody.parse(JSON.parse(body)).error.code
