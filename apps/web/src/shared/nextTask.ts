type YieldingScheduler = { yield?: () => Promise<void> }

/**
 * Resolves in a later task, so the browser can take input and paint between two pieces of work that
 * would otherwise hold the main thread as one long task. `scheduler.yield` where the browser has it
 * (the continuation goes ahead of other queued work), a zero timeout elsewhere.
 */
export const nextTask = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}
