import { IsRestoringProvider, type QueryClient } from '@tanstack/react-query'
import { type ReactNode, useEffect, useState } from 'react'
import { useAuthStore } from '../features/auth/auth.store'
import {
  busterOf,
  keepPersistedInMemory,
  keepQueries,
  type OfflineCache,
  restoreQueries,
} from './queryPersistence'

type Props = { client: QueryClient; cache: OfflineCache; children: ReactNode }

/**
 * SPEC 1: once the user is known, their kept feed is restored (queries wait meanwhile) and every
 * later change of it is kept. Signing out wipes it at once, before the cache is cleared.
 */
export const OfflineCacheProvider = ({ client, cache, children }: Props) => {
  const userId = useAuthStore((s) => s.userId)
  const [restoredFor, setRestoredFor] = useState<number | null>(null)

  useEffect(() => {
    if (userId === null) return
    keepPersistedInMemory(client)
    const buster = busterOf(userId)
    let active = true
    let unsubscribe: (() => void) | undefined
    void restoreQueries(client, cache.persister, buster).then(() => {
      if (!active) return
      cache.open()
      unsubscribe = keepQueries(client, cache.persister, buster)
      setRestoredFor(userId)
    })
    return () => {
      active = false
      unsubscribe?.()
    }
  }, [client, cache, userId])

  // Synchronous with the sign-out itself, so the clearing that follows is not written back.
  useEffect(
    () =>
      useAuthStore.subscribe((state, previous) => {
        if (previous.userId !== null && state.userId === null) void cache.wipe()
      }),
    [cache],
  )

  const restoring = userId !== null && restoredFor !== userId
  return <IsRestoringProvider value={restoring}>{children}</IsRestoringProvider>
}
