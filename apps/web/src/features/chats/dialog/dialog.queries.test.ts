import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { chatKeys } from '../chats.queries'
import { appendToThread, type ThreadPages, threadMessages } from './dialog.queries'
import { messageOf } from './test-data'

describe('appendToThread', () => {
  it('keeps a message that arrives while the thread is still being read', async () => {
    const client = new QueryClient()
    const key = chatKeys.messages(messageOf(1).dialogId)
    const answers: ((pages: ThreadPages['pages'][number]) => void)[] = []
    const server = [messageOf(1)]
    // The first read left before the new message was stored; its answer comes after the ack.
    const observer = new QueryObserver(client, {
      queryKey: key,
      queryFn: () =>
        new Promise<ThreadPages>((resolve) => {
          const snapshot = [...server]
          answers.push(() => resolve({ pages: [snapshot], pageParams: [null] }))
        }),
    })
    const seen: ThreadPages[] = []
    const unsubscribe = observer.subscribe((result) => {
      if (result.data) seen.push(result.data)
    })
    await Promise.resolve()
    const sent = messageOf(2)
    server.push(sent)
    appendToThread(client, sent)
    for (const answer of answers) answer([])
    await new Promise((resolve) => setTimeout(resolve, 0))
    for (const answer of answers) answer([])
    await vi.waitFor(() =>
      expect(threadMessages(client.getQueryData<ThreadPages>(key)).map((m) => m.id)).toEqual([1, 2]),
    )
    unsubscribe()
  })
})
