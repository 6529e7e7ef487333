import type { CallAck } from '@nauka/contracts'
import { vi } from 'vitest'
import { fakeSocket } from '../../test/fakeSocket'

/** Plays the server: answers the last `call` the app emitted, then lets the app take it in. */
export const answerLastCall = async (answer: CallAck) => {
  await vi.waitFor(() => {
    if (!fakeSocket.sent('call').at(-1)?.ack) throw new Error('no call emitted yet')
  })
  fakeSocket
    .sent('call')
    .at(-1)
    ?.ack?.(null, answer as never)
  await new Promise((resolve) => setTimeout(resolve, 0))
}
