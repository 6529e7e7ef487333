import {
  markFailed,
  markInterrupted,
  markSending,
  markSent,
  nextToSend,
  type PendingItem,
  type PendingQueue,
} from './pending.model'

/** How a failed send is treated: the connection dropped, a passing trouble, or a refusal. */
export type FailureClass =
  | { kind: 'offline' }
  | { kind: 'transient'; error: string }
  | { kind: 'refused'; error: string }

export type ReplayDeps = {
  read: () => PendingQueue
  write: (queue: PendingQueue) => void
  send: (item: PendingItem) => Promise<void>
  classify: (error: unknown) => FailureClass
  isOnline: () => boolean
  now: () => number
}

export type ReplayOutcome = { sent: PendingItem[]; stoppedBy: 'done' | 'offline' | 'backoff' | 'failed' }

/**
 * Sends the user's pending updates one by one, in order, while the browser is online. Stops when
 * the queue is empty, the connection drops, or the head item must wait (backoff) or was refused.
 */
export const replayQueue = async (userId: number, deps: ReplayDeps): Promise<ReplayOutcome> => {
  const sent: PendingItem[] = []
  while (deps.isOnline()) {
    const item = nextToSend(deps.read(), userId, deps.now())
    if (!item) {
      const head = deps.read().find((i) => i.userId === userId)
      return { sent, stoppedBy: !head ? 'done' : head.status === 'failed' ? 'failed' : 'backoff' }
    }
    deps.write(markSending(deps.read(), item.id))
    try {
      await deps.send(item)
      deps.write(markSent(deps.read(), item.id))
      sent.push(item)
    } catch (error) {
      const failure = deps.classify(error)
      if (failure.kind === 'offline') {
        deps.write(markInterrupted(deps.read(), item.id))
        return { sent, stoppedBy: 'offline' }
      }
      deps.write(
        markFailed(deps.read(), item.id, {
          error: failure.error,
          transient: failure.kind === 'transient',
          now: deps.now(),
        }),
      )
    }
  }
  return { sent, stoppedBy: 'offline' }
}
