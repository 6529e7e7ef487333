import type { UserPrefs } from '@nauka/contracts'
import { create } from 'zustand'
import { persist } from 'zustand/middleware'
import { forgetOnSignOut } from '../auth/forgetOnSignOut'
import { type PendingPrefs, recordChoice, settled } from './accountPrefs.model'

type PrefsStore = {
  /** The language and theme chosen here that the account does not have yet. */
  pending: PendingPrefs | null
  /** A choice of the person using the app (`owner`: the signed-in user, null before signing in). */
  record: (owner: number | null, change: UserPrefs) => void
  /** The server took `sent`. */
  settle: (sent: UserPrefs) => void
  /** Sign-out: the choice of that user is not sent on anyone else's behalf. */
  forget: () => void
}

/** Kept in localStorage, so a choice made offline survives a reload until it is sent. */
export const usePrefsStore = create<PrefsStore>()(
  persist(
    (set) => ({
      pending: null,
      record: (owner, change) => set((s) => ({ pending: recordChoice(s.pending, owner, change) })),
      settle: (sent) => set((s) => ({ pending: settled(s.pending, sent) })),
      forget: () => set({ pending: null }),
    }),
    { name: 'nauka.prefs', partialize: ({ pending }) => ({ pending }) },
  ),
)

// A choice still pending is not sent on behalf of whoever signs in next.
forgetOnSignOut(() => usePrefsStore.getState().forget())
