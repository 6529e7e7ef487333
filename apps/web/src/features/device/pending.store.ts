import { createStore, get, set } from 'idb-keyval'
import { create } from 'zustand'
import { type PendingQueue, restored } from './pending.model'

/** Where the queue survives a reload: IndexedDB (images are kept as blobs, which it stores as they are). */
export type PendingStorage = {
  read: () => Promise<PendingQueue | undefined>
  write: (queue: PendingQueue) => Promise<void>
}

const QUEUE_KEY = 'queue'

export const indexedDbStorage = (): PendingStorage => {
  const store = createStore('nauka-pending', 'updates')
  return {
    read: () => get<PendingQueue>(QUEUE_KEY, store),
    write: (queue) => set(QUEUE_KEY, queue, store),
  }
}

/** A storage that forgets on reload: tests, and browsers without IndexedDB (some private modes). */
export const memoryStorage = (): PendingStorage => {
  let kept: PendingQueue | undefined
  return {
    read: async () => kept,
    write: async (queue) => {
      kept = queue
    },
  }
}

const defaultStorage = (): PendingStorage =>
  typeof indexedDB === 'undefined' ? memoryStorage() : indexedDbStorage()

type PendingStore = {
  queue: PendingQueue
  /** The stored queue has been read (replay waits for it, so a reload does not send twice). */
  loaded: boolean
  storage: PendingStorage
  /** Reads the queue kept from an earlier visit; edits made meanwhile stay after it. */
  load: () => Promise<void>
  /** Applies a transition of pending.model and keeps the result. */
  change: (transition: (queue: PendingQueue) => PendingQueue) => void
  /** Forgets every pending update, here and in the storage (sign-out: the next person sends nothing of them). */
  clear: () => void
}

// Writes go one after another, so the last state written is the last state made.
let writing: Promise<void> = Promise.resolve()

const persist = (storage: PendingStorage, queue: PendingQueue) => {
  writing = writing
    .then(() => storage.write(queue))
    .catch(() => {
      // Storage refused (quota, private mode): the queue still lives for this visit.
    })
}

/** SPEC 3: the device state's pending offline updates of the user info and avatar (and banner). */
export const usePendingStore = create<PendingStore>()((setState, getState) => ({
  queue: [],
  loaded: false,
  storage: defaultStorage(),
  load: async () => {
    if (getState().loaded) return
    let kept: PendingQueue = []
    try {
      kept = restored((await getState().storage.read()) ?? [])
    } catch {
      // Unreadable storage: start empty.
    }
    const queue = [...kept, ...getState().queue.filter((item) => !kept.some((k) => k.id === item.id))]
    setState({ queue, loaded: true })
    persist(getState().storage, queue)
  },
  change: (transition) => {
    const queue = transition(getState().queue)
    if (queue === getState().queue) return
    setState({ queue })
    persist(getState().storage, queue)
  },
  clear: () => {
    setState({ queue: [] })
    persist(getState().storage, [])
  },
}))

/** Waits until every write so far has reached the storage (tests, and before a deliberate reload). */
export const flushPending = (): Promise<void> => writing
