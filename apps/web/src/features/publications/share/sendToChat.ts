import { type ChatMessage, MessageType } from '@nauka/contracts'
import type { AppSocket } from '../../../api/socket'
import { SEND_TIMEOUT_MS } from '../../chats/dialog/useDialogLive'

/** Why a message did not go: an i18n key of ours, or the server's own words. */
export type SendFailure = { key: string } | { text: string }

/**
 * Sends `text` to a dialog as a text message over the chat socket (the one way messages are
 * posted), and settles with the server's acknowledgement.
 */
export const sendToChat = (socket: AppSocket | null, dialogId: number, text: string): Promise<ChatMessage> =>
  new Promise((resolve, reject: (failure: SendFailure) => void) => {
    if (!socket) {
      reject({ key: 'chatDialog.send.offline' })
      return
    }
    socket
      .timeout(SEND_TIMEOUT_MS)
      .emit(
        'message',
        { dialog: dialogId, cType: MessageType.TextMessage, text, files: [] },
        (timedOut, answer) => {
          if (timedOut) reject({ key: 'chatDialog.send.noAnswer' })
          else if (!answer.ok) reject({ text: answer.error.message })
          else resolve(answer.message)
        },
      )
  })
