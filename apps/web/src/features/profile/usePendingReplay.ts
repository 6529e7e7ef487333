import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnackbar } from '../../shared/toasts/toaster'
import { useDeviceStore } from '../device/device.store'
import { nextRetryAt, nextToSend } from '../device/pending.model'
import { usePendingStore } from '../device/pending.store'
import { replayQueue } from '../device/replay'
import { PENDING_KEPT_TOAST, refreshProfile, useMyId } from './profile.queries'
import { classifyFailure, sendPending } from './profile.send'

/** When the browser says online but the server cannot be reached, look again after this long. */
const UNREACHABLE_RETRY_MS = 5_000

/**
 * SPEC 1: sends the pending profile and image edits when the browser is (back) online, in order,
 * then shows the profile from the server again. Mounted once, in the signed-in layout.
 */
export const usePendingReplay = (): void => {
  const { t } = useTranslation()
  const { enqueueSnackbar, closeSnackbar } = useSnackbar()
  const client = useQueryClient()
  const userId = useMyId()
  const online = useDeviceStore((s) => s.online)
  const loaded = usePendingStore((s) => s.loaded)
  const queue = usePendingStore((s) => s.queue)
  const running = useRef(false)
  // Bumped after each run and by timers, so the effect looks at the queue again.
  const [tick, setTick] = useState(0)

  useEffect(() => {
    void usePendingStore.getState().load()
  }, [])

  // biome-ignore lint/correctness/useExhaustiveDependencies: tick is the signal to look again
  useEffect(() => {
    if (!online || !loaded || userId === null || running.current) return
    const now = Date.now()
    if (!nextToSend(queue, userId, now)) {
      const at = nextRetryAt(queue, userId)
      if (at === null) return
      const timer = setTimeout(() => setTick((n) => n + 1), Math.max(0, at - now))
      return () => clearTimeout(timer)
    }
    running.current = true
    const store = usePendingStore.getState
    void replayQueue(userId, {
      read: () => store().queue,
      write: (next) => store().change(() => next),
      send: sendPending,
      classify: classifyFailure,
      isOnline: () => useDeviceStore.getState().online,
      now: Date.now,
    })
      .then(async (outcome) => {
        if (outcome.sent.length > 0) {
          await refreshProfile(client, userId)
          const left = store().queue.some((item) => item.userId === userId)
          if (!left) {
            closeSnackbar(PENDING_KEPT_TOAST)
            enqueueSnackbar(t('profile.pending.sent'), { variant: 'success' })
          }
        }
        if (outcome.stoppedBy === 'offline' && useDeviceStore.getState().online) {
          setTimeout(() => setTick((n) => n + 1), UNREACHABLE_RETRY_MS)
        }
      })
      .finally(() => {
        running.current = false
        setTick((n) => n + 1)
      })
  }, [online, loaded, userId, queue, tick, client, enqueueSnackbar, closeSnackbar, t])
}
