import { create } from 'zustand'
import { persist } from 'zustand/middleware'
import { DEFAULT_LAYOUT_FLAGS, type LayoutFlag, type LayoutFlags, toggled } from './model'

type LayoutStore = LayoutFlags & { toggle: (flag: LayoutFlag) => void }

/** The show/hide choices of the bars, remembered across visits. */
export const useLayoutStore = create<LayoutStore>()(
  persist(
    (set) => ({
      ...DEFAULT_LAYOUT_FLAGS,
      toggle: (flag) => set((state) => toggled(state, flag)),
    }),
    {
      name: 'nauka.layout',
      partialize: ({ leftBar, rightBar, footer }) => ({ leftBar, rightBar, footer }),
    },
  ),
)
