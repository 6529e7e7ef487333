import { type ChatMessage, MessageAction, ReadStatus } from '@nauka/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useChatStore } from '../chat.store'
import { unreadKey } from '../unread'
import { markRead } from './dialog.api'
import { changeThread } from './dialog.queries'
import { applyReadAction, nextReadRequest } from './model'

/** Marks seen together within this time go in one request. */
const BATCH_MS = 300

/**
 * SPEC 3, 5: others' messages are marked read (3) once they have been on screen, in batches, and
 * only while their dialog is the selected one. Without IntersectionObserver (old browsers, tests)
 * every loaded message counts as seen while the page is visible.
 */
export const useReadMarks = (dialogId: number, me: number, messages: readonly ChatMessage[]) => {
  const client = useQueryClient()
  const selectedDialogId = useChatStore((s) => s.selectedDialogId)
  const visible = useRef(new Set<number>())
  const asked = useRef(new Set<number>())
  const [seen, setSeen] = useState(0)
  const [observer] = useState(() =>
    typeof IntersectionObserver === 'undefined'
      ? null
      : new IntersectionObserver((entries) => {
          for (const entry of entries) {
            const id = Number((entry.target as HTMLElement).dataset.messageId)
            if (entry.isIntersecting) visible.current.add(id)
            else visible.current.delete(id)
          }
          setSeen((n) => n + 1)
        }),
  )
  useEffect(() => () => observer?.disconnect(), [observer])

  // biome-ignore lint/correctness/useExhaustiveDependencies: `seen` counts visibility changes
  useEffect(() => {
    const timer = setTimeout(() => {
      if (document.visibilityState === 'hidden') return
      const request = nextReadRequest({
        dialogId,
        selectedDialogId,
        me,
        messages,
        visible: (id) => (observer ? visible.current.has(id) : true),
        alreadyAsked: asked.current,
      })
      if (!request) return
      for (const id of request.messages) asked.current.add(id)
      const latest = Math.max(...request.messages)
      markRead(request)
        .then(() => {
          void client.invalidateQueries({ queryKey: unreadKey })
          // The server marks every earlier message of others too; the thread shows the same.
          changeThread(client, dialogId, (page) =>
            applyReadAction(
              page,
              { type: MessageAction.Read, userId: me, messageId: latest, messageStatus: ReadStatus.Read },
              me,
            ),
          )
        })
        .catch(() => {
          // Asked again on the next change; a refused mark changes nothing the reader sees.
          for (const id of request.messages) asked.current.delete(id)
        })
    }, BATCH_MS)
    return () => clearTimeout(timer)
  }, [dialogId, selectedDialogId, me, messages, observer, seen, client])

  /** The ref callback that watches one message element (with `data-message-id`). */
  return useCallback(
    (element: HTMLElement | null) => {
      if (element && observer) observer.observe(element)
    },
    [observer],
  )
}
