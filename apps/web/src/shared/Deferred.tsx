import { type ReactNode, useEffect, useState } from 'react'
import { nextTask } from './nextTask'

/**
 * Renders `children` a task after it is first drawn: the parts of a screen its first frame can do
 * without (the phone's bottom bar, hosts that show nothing until an event comes) render in a task of
 * their own, so the first render holds the main thread less long (issue 20's blocking time).
 */
export const Deferred = ({ children }: { children: ReactNode }) => {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    let mounted = true
    void nextTask().then(() => {
      if (mounted) setReady(true)
    })
    return () => {
      mounted = false
    }
  }, [])
  return ready ? children : null
}
