import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import { initialRestoreState, nextRestoreState, type RestoreEvent, type RestoreState } from './restore.model'

type RestoreStore = RestoreState & { dispatch: (event: RestoreEvent) => void }

/** Where the restore metadata (with its tab id) is kept: per browser tab, as SPEC 3 asks. */
export const RESTORE_STORAGE_KEY = 'nauka.restore'

/** The restore flow; every change goes through the pure nextRestoreState. */
export const useRestoreStore = create<RestoreStore>()(
  persist(
    (set) => ({
      ...initialRestoreState,
      dispatch: (event) => set((store) => nextRestoreState(store, event)),
    }),
    {
      name: RESTORE_STORAGE_KEY,
      storage: createJSONStorage(() => sessionStorage),
      // SPEC 3: the metadata, tab id included, lives in session storage; the rest is per visit.
      partialize: (state) => ({ metadata: state.metadata }),
    },
  ),
)
