import { useSyncExternalStore } from 'react'

/** Relative times are words of minutes: a tick of half a minute keeps them true without churn. */
const TICK_MS = 30_000

const listeners = new Set<() => void>()
let now = Date.now()
let timer: ReturnType<typeof setInterval> | undefined

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  if (timer === undefined) {
    now = Date.now()
    timer = setInterval(() => {
      now = Date.now()
      for (const notify of listeners) notify()
    }, TICK_MS)
  }
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer)
      timer = undefined
    }
  }
}

const snapshot = () => now

/**
 * The current moment, shared by every timestamp on screen: one timer for the whole page (not one
 * per row of a long list), running only while something shows a relative time.
 */
export const useNow = (): Date => new Date(useSyncExternalStore(subscribe, snapshot, snapshot))
