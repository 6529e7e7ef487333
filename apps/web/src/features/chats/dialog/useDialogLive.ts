import { MessageAction, type MessageSendAck } from '@nauka/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useRef, useState } from 'react'
import { useSocket, useSocketEvent } from '../../../api/SocketProvider'
import { appendToThread, changeThread } from './dialog.queries'
import {
  applyDelete,
  applyReadAction,
  applyUpdate,
  failOutgoing,
  type Outgoing,
  retryOutgoing,
  sendingBlocked,
  settleOutgoing,
} from './model'

/** How long a send waits for the server's acknowledgement before it counts as failed. */
export const SEND_TIMEOUT_MS = 15_000

let counter = 0
/** The sender's own id for a message, unique in this tab (echoed back by the server). */
const nextClientId = () => {
  counter += 1
  return `c${Date.now().toString(36)}-${counter}`
}

export type Draft = { cType: Outgoing['cType']; text: string; fileIds: string[]; fileNames: string[] }

/**
 * The open dialog over the socket: incoming messages and actions for it are applied to its
 * cached thread, and the reader's messages go out with a clientId and stay pending until the
 * acknowledgement. A failed send blocks sending (SPEC 4) until it is retried or dropped.
 */
export const useDialogLive = (dialogId: number, me: number) => {
  const client = useQueryClient()
  const socket = useSocket()
  const [outgoing, setOutgoing] = useState<Outgoing[]>([])
  const latest = useRef(outgoing)
  latest.current = outgoing

  useSocketEvent('message', (event) => {
    if (event.dialog !== dialogId) return
    if (event.message) {
      appendToThread(client, event.message)
      setOutgoing((list) => settleOutgoing(list, event.clientId))
      return
    }
    const action = event.action
    if (!action) return
    if (action.type === MessageAction.Read)
      changeThread(client, dialogId, (page) => applyReadAction(page, action, me))
    else if (action.type === MessageAction.Update)
      changeThread(client, dialogId, (page) => applyUpdate(page, action.message))
    else if (action.type === MessageAction.Delete)
      changeThread(client, dialogId, (page) => applyDelete(page, action.messageId))
  })

  const emit = useCallback(
    (item: Outgoing) => {
      const fail = (error: Outgoing['error'] & object) =>
        setOutgoing((list) => failOutgoing(list, item.clientId, error))
      if (!socket) {
        fail({ key: 'chatDialog.send.offline' })
        return
      }
      const body = {
        dialog: dialogId,
        cType: item.cType,
        text: item.text.length > 0 ? item.text : undefined,
        files: item.fileIds,
        clientId: item.clientId,
      }
      socket
        .timeout(SEND_TIMEOUT_MS)
        .emit('message', body, (timedOut: Error | null, answer: MessageSendAck) => {
          if (timedOut) return fail({ key: 'chatDialog.send.noAnswer' })
          if (!answer.ok) return fail({ text: answer.error.message })
          appendToThread(client, answer.message)
          setOutgoing((list) => settleOutgoing(list, item.clientId))
        })
    },
    [socket, dialogId, client],
  )

  /** Sends a message; refused while a failed one waits for a retry. */
  const send = useCallback(
    (draft: Draft): boolean => {
      if (sendingBlocked(latest.current)) return false
      const item: Outgoing = {
        clientId: nextClientId(),
        cType: draft.cType,
        text: draft.text,
        fileIds: draft.fileIds,
        fileNames: draft.fileNames,
        createdAt: new Date().toISOString(),
        status: 'pending',
        error: null,
      }
      setOutgoing((list) => [...list, item])
      emit(item)
      return true
    },
    [emit],
  )

  const retry = useCallback(
    (clientId: string) => {
      const item = latest.current.find((entry) => entry.clientId === clientId)
      if (!item) return
      setOutgoing((list) => retryOutgoing(list, clientId))
      emit({ ...item, status: 'pending', error: null })
    },
    [emit],
  )

  const discard = useCallback((clientId: string) => setOutgoing((list) => settleOutgoing(list, clientId)), [])

  return { outgoing, blocked: sendingBlocked(outgoing), send, retry, discard }
}
